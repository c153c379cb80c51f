/**
 * The id a URL fragment (`#id`, percent-encoded or not) names: decoded, or as written when its
 * escapes are malformed (`#%E0`, `#%E0%A4%A`), where `decodeURIComponent` throws. A reader can type
 * or follow such a link; it must never stop the page.
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The element a URL fragment names, or null (also for an empty or malformed fragment). */
export function hashTarget(hash: string, document: Document): HTMLElement | null {
  if (hash.length < 2) return null;
  return document.getElementById(fragmentId(hash));
}
