/**
 * Docusaurus's `PendingNavigation` (core lib/client/PendingNavigation.js, 3.10), typed, with one
 * change for the click or key that starts a client-side navigation: the old page keeps its
 * location through a router context whose value changes only when the shown location does
 * (DisplayedLocation). Upstream wraps it in a `<Route location>`, which consumes the router's
 * context and gives a new value on every navigation: every component of the old page that reads
 * the location (links, sidebar items, the table of contents, the page's content) rendered again,
 * with the old location, in the task of the click (70 ms at 4 × CPU slowdown), before the next
 * page was even loaded.
 *
 * And (fenced) a move to another page is shown in a transition: the next page is rendered once its
 * chunks are loaded, in slices the browser can paint between, instead of in the task of the click
 * (upstream's update runs in a microtask of the click, so React rendered the whole next page
 * synchronously before the click could paint: 100 to 150 ms at 4 × CPU slowdown). A change of the
 * address that stays on the page (a query parameter, a hash) is still shown at once: a control
 * that shows what the address says (a filter checkbox, a select) must not show its old state
 * until a transition commits.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/PendingNavigation.js
 */
import React, { startTransition, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { __RouterContext as RouterContext } from 'react-router';
import type { Location } from 'history';
import ClientLifecyclesDispatcher, {
  dispatchLifecycleAction,
} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import preload from '@docusaurus/core/lib/client/preload';

interface Props {
  readonly location: Location;
  readonly children: ReactElement;
}

interface State {
  readonly nextRouteHasLoaded: boolean;
}

/**
 * The router's context with the location shown: its value is a new object only when `location`
 * is, so the components below render again when the page changes, not when a navigation starts.
 */
function DisplayedLocation({ location, children }: Props): ReactNode {
  const { history, staticContext } = useContext(RouterContext);
  const value = useMemo(
    () => ({
      history,
      location,
      // The root match of the shown location, as react-router's <Router> computes it.
      match: { path: '/', url: '/', params: {}, isExact: location.pathname === '/' },
      staticContext,
    }),
    [history, location, staticContext],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

class PendingNavigation extends React.Component<Props, State> {
  // previousLocation doesn't affect rendering, hence not stored in state.
  private previousLocation: Location | null = null;

  private routeUpdateCleanupCb: () => void;

  constructor(props: Props) {
    super(props);
    this.routeUpdateCleanupCb = ExecutionEnvironment.canUseDOM
      ? dispatchLifecycleAction('onRouteUpdate', { previousLocation: null, location: this.props.location })
      : () => {};
    this.state = { nextRouteHasLoaded: true };
  }

  // Intercept location update and still show current route until next route is done loading.
  override shouldComponentUpdate(nextProps: Props, nextState: State): boolean {
    if (nextProps.location === this.props.location) {
      // `nextRouteHasLoaded` is false means there's a pending route transition. Don't update until it's done.
      return nextState.nextRouteHasLoaded;
    }
    // props.location being different means the router is trying to navigate to a new route.
    const nextLocation = nextProps.location;
    this.previousLocation = this.props.location;
    this.setState({ nextRouteHasLoaded: false });
    this.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {
      previousLocation: this.previousLocation,
      location: nextLocation,
    });
    // Load data while the old screen remains.
    // --- changed: another page is shown in a transition (see above).
    const otherPage = nextLocation.pathname !== this.props.location.pathname;
    preload(nextLocation.pathname)
      .then(() => {
        this.routeUpdateCleanupCb();
        if (otherPage) startTransition(() => this.setState({ nextRouteHasLoaded: true }));
        else this.setState({ nextRouteHasLoaded: true });
      })
      // --- end of change
      .catch((e: unknown) => {
        console.warn(e);
        // A chunk that no longer exists (a new deployment): reload instead of not navigating.
        window.location.reload();
      });
    return false;
  }

  override render(): ReactNode {
    const { children, location } = this.props;
    // --- changed: upstream's controlled <Route location>, see DisplayedLocation.
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <DisplayedLocation location={location}>{children}</DisplayedLocation>
      </ClientLifecyclesDispatcher>
    );
    // --- end of change
  }
}

export default PendingNavigation;
