import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../auth/context';
import { platformOfRoute, recordVisit } from './storage';
import { localStorageOrNone } from './useStoredValue';

/**
 * Records a docs page a signed-in reader reads, newest first, for the home page. Rendered by the
 * page being shown (src/theme/DocItem/Layout), with its own path and title: recorded from the
 * address, a page reached by a link was recorded before it had rendered, under the title of the
 * page left. A component of its own, rendering nothing: a change of sign-in state re-renders it
 * alone, not the layout with both tables of contents, the breadcrumbs, the footer and the paginator.
 */
export default function RecordVisit({ path, title }: { path: string; title: string }): ReactNode {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    recordVisit(localStorageOrNone(), { path, title, platform: platformOfRoute(path), at: Date.now() });
  }, [signedIn, path, title]);
  return null;
}
