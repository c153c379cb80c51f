import { useSyncExternalStore } from 'react';

/** Fired on this page when the portal writes one of its keys (the `storage` event is for other tabs). */
export const STORED_EVENT = 'flp-reader-stored';

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORED_EVENT, onChange);
  };
}

/** A key of this browser's local storage, kept current (null in the static build and until hydrated). */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return localStorageOrNone()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    () => null,
  );
}

export { localStorageOrNone };
