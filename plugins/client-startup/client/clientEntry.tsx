/**
 * @docusaurus/core's browser entry (lib/client/clientEntry.js, 3.10) with four changes (fenced): no
 * error stacks recorded while React DOM's module is evaluated (client/errorStacks.ts), the
 * router is given a history whose location is the page shown (client/displayedHistory.ts), the
 * built head is kept while the page hydrates (client/headAsBuilt.ts), and the current
 * route's preload (matching the URL against the route table and adding a script element for each
 * of the route's chunks) runs in a task of its own, right after the task that runs the main bundle,
 * instead of at its end. The two are then two shorter tasks instead of one long one; nothing starts
 * later than the browser's next task. Production builds only (no hot reload here).
 * Re-check against core when upgrading.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/clientEntry.js
 */
// --- changed: no error stacks recorded while React DOM's module is evaluated (errorStacks.ts).
import './errorStacksPaused';
// --- end of change
import React, { startTransition } from 'react';
import ReactDOM from 'react-dom/client';
// --- changed
import './errorStacksResumed';
// --- end of change
import { HelmetProvider } from 'react-helmet-async';
import { Router as ReactRouter } from 'react-router-dom';
import { createBrowserHistory, createHashHistory } from 'history';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import App from '@docusaurus/core/lib/client/App';
// --- changed: the route tables the page needs are loaded first (plugins/shared/route-preload.ts).
import preload from '../../shared/route-preload';
// --- end of change
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import { displayedHistory, registerRouterHistory } from './displayedHistory';
// --- changed: the built head is kept while the page hydrates (headAsBuilt.ts).
import { HeadAsBuilt, keepBuiltHead } from './headAsBuilt';
// --- end of change

declare global {
  interface Window {
    docusaurusRoot?: ReactDOM.Root;
  }
}

// --- changed: the router's location is the page shown (client/displayedHistory.ts), not the address.
const history = registerRouterHistory(
  displayedHistory(siteConfig.future.experimental_router === 'hash' ? createHashHistory() : createBrowserHistory()),
);

function Router({ children }: { children: React.ReactNode }): React.ReactNode {
  return <ReactRouter history={history}>{children}</ReactRouter>;
}
// --- end of change

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus');
  const app = (
    <HelmetProvider>
      {/* --- changed --- */}
      <HeadAsBuilt />
      {/* --- end of change --- */}
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown): void => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = (): void => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (!container) throw new Error('The page has no #__docusaurus element to render into.');
    if (hydrate) {
      // --- changed ---
      keepBuiltHead();
      // --- end of change
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
    } else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  // --- changed: in a task of its own ---
  setTimeout(() => {
    void preload(window.location.pathname).then(() => {
      startTransition(renderApp);
    });
  }, 0);
}
