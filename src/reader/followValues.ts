/**
 * Keeps the page's code showing the reader's values (./dom.ts): every `code` element of the page,
 * a slice at a time, then what the page adds as it renders (tabs, "Try it", the next page), only
 * what was added. The largest API page has hundreds of code elements: in one task the pass after
 * sign-in blocked the page for 100 ms and more at 4 × CPU. Loaded by ./ReaderProvider.tsx once a
 * reader has values to show.
 */
import type { ReaderTenant } from '../auth/tenants';
import { VALUE_CLASS, codeUnder, showPlaceholders, showReaderValuesIn } from './dom';

/**
 * Longest run of the pass in one task, ms: as long as React's own slices, so that a slice and the
 * collection or style work that follows it stay short on a slow phone (at 8 ms, slices on the
 * slower machine ran to 12-14 ms with their garbage collection, over 50 ms at 4 × CPU).
 */
const SLICE_MS = 5;

/**
 * Shows `tenant`'s values under `root` and keeps them shown until the returned function is
 * called; with no tenant, puts the tokens back.
 */
export function followValues(root: Element, tenant: ReaderTenant | null): () => void {
  if (!tenant) {
    showPlaceholders(root);
    return () => undefined;
  }
  const queue = new Set<Element>(codeUnder(root));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element && node.classList.contains(VALUE_CLASS)) continue;
        for (const code of codeUnder(node)) queue.add(code);
      }
    }
    schedule();
  });
  const run = (): void => {
    timer = undefined;
    const end = performance.now() + SLICE_MS;
    for (const code of queue) {
      queue.delete(code);
      if (code.isConnected) showReaderValuesIn(code, tenant);
      if (performance.now() >= end) break;
    }
    // The slice's own changes: nothing the page added.
    observer.takeRecords();
    schedule();
  };
  const schedule = (): void => {
    if (timer === undefined && queue.size > 0) timer = setTimeout(run, 0);
  };
  observer.observe(root, { childList: true, subtree: true });
  // Not in the task that loaded this module: its evaluation and a slice made one long task.
  schedule();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
