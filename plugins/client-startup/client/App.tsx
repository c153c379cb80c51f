/**
 * @docusaurus/core's `App` (lib/client/App.js, 3.10), typed, with two changes (fenced). The app's
 * navigation follows the address through the history (`useSyncExternalStore`), not through the
 * router's context. In production builds that context holds the location of the page shown
 * (client/displayedHistory.ts), which changes when `PendingNavigation` shows the next page, so a
 * click that starts a navigation re-renders this component and `PendingNavigation` only. The
 * normalised location is memoised: upstream made a new object on every render. And `useIsBrowser()`
 * is provided by the theme's Root alone (src/theme/Root.tsx, which flips it in a transition): the
 * provider upstream adds here flips it in an ordinary update right after hydration, and React
 * re-renders every reader of the context for it, through Root's own provider too, in one task
 * that cannot yield, walking the whole tree to find them. Production builds only (with
 * client/clientEntry.tsx, see ../index.ts).
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/App.js
 */
import React, { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import '@generated/client-modules';
import routes from '@generated/routes';
import { useHistory } from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import Root from '@theme/Root';
import ThemeProvider from '@theme/ThemeProvider';
import SiteMetadata from '@theme/SiteMetadata';
import normalizeLocation from '@docusaurus/core/lib/client/normalizeLocation';
import { DocusaurusContextProvider } from '@docusaurus/core/lib/client/docusaurusContext';
import PendingNavigation from '@docusaurus/core/lib/client/PendingNavigation';
import BaseUrlIssueBanner from '@docusaurus/core/lib/client/BaseUrlIssueBanner';
import SiteMetadataDefaults from '@docusaurus/core/lib/client/SiteMetadataDefaults';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import HasHydratedDataAttribute from '@docusaurus/core/lib/client/hasHydratedDataAttribute';
import { isDisplayedHistory } from './displayedHistory';

const routesElement = renderRoutes(routes);

// --- changed: the address from the history, not from the router's context.
function AppNavigation(): ReactNode {
  const history = useHistory();
  if (!isDisplayedHistory(history)) throw new Error('client-startup: the router was not given the displayed history');
  const [subscribe, address] = useMemo(
    () => [(onChange: () => void) => history.listenToAddress(onChange), () => history.addressLocation],
    [history],
  );
  const location = useSyncExternalStore(subscribe, address, address);
  const normalizedLocation = useMemo(() => normalizeLocation(location), [location]);
  return <PendingNavigation location={normalizedLocation}>{routesElement}</PendingNavigation>;
}
// --- end of change

export default function App(): ReactNode {
  return (
    <ErrorBoundary>
      <DocusaurusContextProvider>
        {/* --- changed: no BrowserContextProvider here; Root provides `useIsBrowser()` (see above). */}
        <Root>
          <ThemeProvider>
            <SiteMetadataDefaults />
            <SiteMetadata />
            <BaseUrlIssueBanner />
            <AppNavigation />
          </ThemeProvider>
          <HasHydratedDataAttribute />
        </Root>
        {/* --- end of change */}
      </DocusaurusContextProvider>
    </ErrorBoundary>
  );
}
