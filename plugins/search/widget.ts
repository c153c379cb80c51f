/**
 * The search box's rules (product specification §4, §5, §9), as pure functions the theme
 * component follows and the unit tests check.
 */
import { MAX_QUERY_LENGTH } from './limits';

export { MAX_QUERY_LENGTH };
/** The widget shows "stalled" (a spinner) when a search has not answered after this long. */
export const STALL_MS = 300;
/** Desktop is wider than this; at this width and below, search is a detached full-screen view. */
export const NARROW_MAX_WIDTH = 996;
export const RESIZE_DEBOUNCE_MS = 20;

/** `failed`: the last search threw or its code could not load; the panel says so, with a retry. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'failed';

export type KeyIntent =
  | { kind: 'move'; active: number }
  | { kind: 'open'; target: 'self' | 'tab' | 'window' }
  | { kind: 'close' }
  | { kind: 'clear' }
  | { kind: 'submit' }
  | { kind: 'none' };

export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * What a key does in the search input. Arrows move the active result (wrapping; the first
 * is active by default); Enter opens it (Ctrl/Meta: a new tab, Shift: a new window) or,
 * with no result, submits; Escape closes an open panel and clears the query of a closed
 * one; Tab closes the panel and lets the focus move on.
 */
export function keyIntent(event: KeyEventLike, state: { open: boolean; active: number; count: number }): KeyIntent {
  const { open, active, count } = state;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0) return { kind: 'none' };
      if (!open) return { kind: 'move', active };
      const step = event.key === 'ArrowDown' ? 1 : -1;
      return { kind: 'move', active: (active + step + count) % count };
    }
    case 'Enter':
      if (!open || count === 0) return { kind: 'submit' };
      if (event.ctrlKey || event.metaKey) return { kind: 'open', target: 'tab' };
      if (event.shiftKey) return { kind: 'open', target: 'window' };
      return { kind: 'open', target: 'self' };
    case 'Escape':
      return open ? { kind: 'close' } : { kind: 'clear' };
    case 'Tab':
      return open ? { kind: 'close' } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** A result shows its section title (the anchor) only when it differs from the page title. */
export function showsSection(pageTitle: string, sectionTitle: string): boolean {
  return sectionTitle.trim() !== '' && sectionTitle.trim() !== pageTitle.trim();
}

/** The input's value, at most 512 characters (pasted text included). */
export function clampQuery(value: string): string {
  return value.length > MAX_QUERY_LENGTH ? value.slice(0, MAX_QUERY_LENGTH) : value;
}
