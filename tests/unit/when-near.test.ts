import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WhenNear from '../../src/lib/whenNear';

/** An intersection observer the test drives: `cross` reports an element's entry as the browser would. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<object>();
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    readonly callback: (entries: Array<{ target: object; isIntersecting: boolean }>) => void,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(target: object): void {
    this.observed.add(target);
  }
  unobserve(target: object): void {
    this.observed.delete(target);
  }
  cross(target: object, isIntersecting: boolean): void {
    if (this.observed.has(target)) this.callback([{ target, isIntersecting }]);
  }
}

async function load(): Promise<typeof WhenNear> {
  vi.resetModules();
  return import('../../src/lib/whenNear');
}

const element = (): Element => new EventTarget() as unknown as Element;

describe('whenNear', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('calls back once, when the element comes within a viewport of the screen', async () => {
    const { whenNear, NEAR_MARGIN } = await load();
    const block = element();
    const callback = vi.fn();
    whenNear(block, callback);
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe(NEAR_MARGIN);
    observer.cross(block, false);
    expect(callback).not.toHaveBeenCalled();
    observer.cross(block, true);
    observer.cross(block, true);
    block.dispatchEvent(new Event('focusin'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer.observed.has(block)).toBe(false);
  });

  it.each(['pointerover', 'pointerdown', 'focusin'])('calls back on %s, before the element is near', async (type) => {
    const { whenNear } = await load();
    const block = element();
    const callback = vi.fn();
    whenNear(block, callback);
    block.dispatchEvent(new Event(type));
    block.dispatchEvent(new Event(type));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last!.observed.has(block)).toBe(false);
  });

  it('serves every element with one observer, and each callback of an element', async () => {
    const { whenNear } = await load();
    const [a, b] = [element(), element()];
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    whenNear(a, first);
    const observer = FakeObserver.last!;
    whenNear(a, second);
    whenNear(b, other);
    expect(FakeObserver.last).toBe(observer);
    observer.cross(a, true);
    expect([first.mock.calls.length, second.mock.calls.length, other.mock.calls.length]).toEqual([1, 1, 0]);
    expect(observer.observed.has(b)).toBe(true);
  });

  it('stops: a stopped callback never runs, and an element with none left is no longer watched', async () => {
    const { whenNear } = await load();
    const block = element();
    const kept = vi.fn();
    const dropped = vi.fn();
    whenNear(block, kept);
    const stop = whenNear(block, dropped);
    const observer = FakeObserver.last!;
    stop();
    expect(observer.observed.has(block)).toBe(true);
    observer.cross(block, true);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();

    const alone = element();
    const never = vi.fn();
    whenNear(alone, never)();
    expect(observer.observed.has(alone)).toBe(false);
    alone.dispatchEvent(new Event('pointerdown'));
    expect(never).not.toHaveBeenCalled();
  });
});
