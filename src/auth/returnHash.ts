/**
 * The OAuth response comes back in the URL fragment, so the reader's own
 * `#anchor` cannot travel through the sign-in redirect. It waits in session
 * storage (it is not a secret) and is put back once keycloak-js has cleaned
 * the callback parameters from the URL.
 */
import { hashTarget } from '../lib/hashTarget';

const KEY = 'flp-auth-return-hash';

export function rememberHash(location: Location, storage: Storage): string {
  if (location.hash) storage.setItem(KEY, location.hash);
  else storage.removeItem(KEY);
  return location.href.split('#')[0] ?? location.href;
}

export function restoreHash(window: Window): void {
  const hash = window.sessionStorage.getItem(KEY);
  if (!hash) return;
  window.sessionStorage.removeItem(KEY);
  const { location, history, document } = window;
  if (location.hash) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  hashTarget(hash, document)?.scrollIntoView();
}
