/**
 * The history the site's router is given in production builds (client/clientEntry.tsx): the
 * browser's history for every change of the address, and as its `location` the location of the
 * page shown. The router's context then changes when the page shown does, not when a click starts
 * a navigation.
 *
 * Why: React re-renders every consumer of a context below a provider whose value changed, also
 * through a nested provider of the same context with an unchanged value. Docusaurus's router gave
 * its context a new location on the click, and every link, route and location reader of the page
 * being left rendered again in the click's task (88 ms at 4 × CPU slowdown on a guide, the whole
 * page), before the next page was even loaded. `PendingNavigation` (client/PendingNavigation.tsx)
 * says which location is shown; the app's navigation (client/App.tsx) follows the address itself.
 * It stands in for the history `BrowserRouter` creates: re-check when upgrading react-router-dom.
 *
 * Upstream: react-router-dom@5.3.4 esm/react-router-dom.js
 */
import type { History, Location, LocationListener, UnregisterCallback } from 'history';

export interface DisplayedHistory extends History {
  /** The address bar's location (the next page's while it loads). */
  readonly addressLocation: Location;
  /** Calls `listener` on every change of the address. */
  listenToAddress(listener: LocationListener): UnregisterCallback;
  /** The location now shown: the router's context follows it. */
  show(location: Location): void;
}

export function isDisplayedHistory(history: History): history is DisplayedHistory {
  return typeof (history as Partial<DisplayedHistory>).show === 'function';
}

/** Wraps `address`, the browser's history; what it shows starts as the address's location. */
export function displayedHistory(address: History): DisplayedHistory {
  let shown = address.location;
  const listeners = new Set<LocationListener>();
  return {
    get length() {
      return address.length;
    },
    get action() {
      return address.action;
    },
    get location() {
      return shown;
    },
    get addressLocation() {
      return address.location;
    },
    push: (...args: Parameters<History['push']>) => address.push(...args),
    replace: (...args: Parameters<History['replace']>) => address.replace(...args),
    go: (n) => address.go(n),
    goBack: () => address.goBack(),
    goForward: () => address.goForward(),
    block: (prompt) => address.block(prompt),
    createHref: (location) => address.createHref(location),
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    listenToAddress: (listener) => address.listen(listener),
    show(location) {
      if (location === shown) return;
      shown = location;
      for (const listener of [...listeners]) listener(location, address.action);
    },
  };
}

/** The history of the production router (client/clientEntry.tsx); none under `docusaurus start`. */
let routerHistory: DisplayedHistory | undefined;

export function registerRouterHistory(history: DisplayedHistory): DisplayedHistory {
  routerHistory = history;
  return history;
}

/** Tells the router which location is shown (client/PendingNavigation.tsx); a no-op without one. */
export function showLocation(location: Location): void {
  routerHistory?.show(location);
}
