import { useEffect } from 'react';
import { useAuth } from '../auth/context';
import { platformOfRoute, recordVisit } from './storage';
import { localStorageOrNone } from './useStoredValue';

/**
 * Records a docs page a signed-in reader reads, newest first, for the home page. Called by the page
 * being shown (src/theme/DocItem/Layout), with its own path and title: recorded from the address,
 * a page reached by a link was recorded before it had rendered, under the title of the page left.
 */
export function useRecordVisit(path: string, title: string): void {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    recordVisit(localStorageOrNone(), { path, title, platform: platformOfRoute(path), at: Date.now() });
  }, [signedIn, path, title]);
}
