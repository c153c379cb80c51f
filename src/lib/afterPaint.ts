/**
 * Runs `task` in a task of its own after the next paint: what an input changed is shown first,
 * and what can wait does not lengthen the input's frame. Tasks run in the order they were asked for.
 */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
