/**
 * The element a URL fragment (`#id`, percent-encoded or not) names, or null: also for a fragment
 * with a malformed escape (`#%E0`), which names none — `decodeURIComponent` throws on it.
 */
export function hashTarget(hash: string, document: Document): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
