/** What an idle callback is given: how long the idle period lasts, and whether its timeout ran out. */
export type IdleDeadline = Pick<globalThis.IdleDeadline, 'timeRemaining' | 'didTimeout'>;

/**
 * Runs `callback` in the browser's next idle period, and at the latest after `timeout` ms; where
 * the browser has no `requestIdleCallback` (Safari), after `fallbackDelay` ms with a 5 ms period.
 */
export function whenIdle(
  callback: (deadline: IdleDeadline) => void,
  { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number },
): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout });
  else setTimeout(() => callback({ timeRemaining: () => 5, didTimeout: false }), fallbackDelay);
}
