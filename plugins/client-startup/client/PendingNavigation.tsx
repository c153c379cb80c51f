/**
 * Docusaurus's `PendingNavigation` (core lib/client/PendingNavigation.js, 3.10), typed, with three
 * changes for the click or key that starts a client-side navigation. When it shows the next page,
 * it tells the router (client/displayedHistory.ts), whose context then changes with the page shown
 * and not with the click: in production builds the page being left is not rendered again when a
 * navigation starts. And the old page gets its location from a router context whose value changes
 * only when the shown location does (DisplayedLocation), where upstream wraps it in a
 * `<Route location>` that gives a new value on every navigation. Under `docusaurus start`, whose
 * router is upstream's, React still renders the old page's route and location readers again
 * through the router's own context (a context's change reaches its consumers through a nested
 * provider of the same context); the production router is what stops that.
 *
 * A third change: the next page is rendered after the frame that answers the click, not inside the
 * click nor before its frame (inputFrame), and its chunks are fetched once that frame is painted:
 * scripts evaluated as they arrive held the frame back (a sidebar link with the pointer resting on
 * it answered in 440-620 ms in half the rounds of the interaction bench at 4 × CPU, 32-64 ms in all
 * eight rounds after the change; by tap 120-190 ms either way, one round in eight slower).
 *
 * Not changed: the next page is rendered by a default-priority update once its chunks are loaded,
 * not in a transition. A transition would slice that render, but a control that shows what the
 * address says (a filter checkbox, a select) would show its old state until the transition
 * commits; and with transitions for moves to other pages only, the document kept an old page's
 * title: react-helmet-async registers a `<Head>` when it renders, and a render of the next page
 * that React set aside left its title registered for good (the home page, which has no title of
 * its own, showed the title of a page visited before; the crawl and layout tests caught it).
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/PendingNavigation.js
 */
import React, { useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { __RouterContext as RouterContext } from 'react-router';
import type { Location } from 'history';
import ClientLifecyclesDispatcher, { dispatchLifecycleAction } from './ClientLifecyclesDispatcher';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
// --- changed: the route tables the page needs are loaded first (plugins/shared/route-preload.ts).
import preload from '../../shared/route-preload';
// --- end of change
import { showLocation } from './displayedHistory';

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

/**
 * The frame that answers the input being handled, if any: the next page is rendered after it. A
 * page whose chunks were loaded before the click (a link's hover loads them) was otherwise rendered
 * inside the click's own event: the promise settles in a microtask of the event, where React takes
 * the event's priority and renders the whole next page synchronously before the click's frame can
 * be painted (250 ms at 4 × CPU for a guide). And chunks that arrive a few milliseconds after the
 * click (the hover's load still under way) had the page rendered in the next task, before the
 * click's frame too (the click answered at 256 ms instead of 24-72 in one round of eight in the
 * interaction bench, twice in three in a whole run): the wait starts with the navigation, so the
 * page is rendered after that frame whenever its chunks arrive. It waits for the frame after that
 * one to begin: rendered in the task that followed the click's frame, the next page (a long task,
 * 290-440 ms at 4 × CPU from the largest guide) still held that frame's presentation back in 2
 * rounds of 6 with the pointer resting (the click answered in 440-504 ms; 32-56 in the others), in
 * none of 14 after the change. A hidden page paints no frame (nor runs frame callbacks): it does not
 * wait.
 */
function inputFrame(): Promise<void> {
  if (typeof window === 'undefined' || window.event === undefined || document.hidden) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Marks the link whose click or key started a navigation (`data-flp-pending`, styled in
 * custom.css) until the next page is shown; returns the function that unmarks it. The frame that
 * answers the click then shows that the click was taken: before, it changed nothing on screen, and
 * the reader saw the page they were leaving, unchanged, until the next one was shown (120 to 430 ms
 * at 4 × CPU from the largest guide in the interaction bench).
 */
function markFollowedLink(): () => void {
  if (typeof window === 'undefined') return () => {};
  const target = window.event?.target;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return () => {};
  link.setAttribute('data-flp-pending', '');
  return () => link.removeAttribute('data-flp-pending');
}

class PendingNavigation extends React.Component<Props, State> {
  // previousLocation doesn't affect rendering, hence not stored in state.
  private previousLocation: Location | null = null;

  private routeUpdateCleanupCb: () => void;

  private unmarkLink: () => void = () => {};

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
    // --- changed: the link followed is marked until the next page is shown (markFollowedLink).
    this.unmarkLink();
    const unmarkLink = markFollowedLink();
    this.unmarkLink = unmarkLink;
    // --- end of change
    this.setState({ nextRouteHasLoaded: false });
    this.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {
      previousLocation: this.previousLocation,
      location: nextLocation,
    });
    // Load data while the old screen remains.
    // --- changed: rendered after the frame that answers the click (see inputFrame). A move to
    // another page waits from the click on; a change of the same page's address (a filter, a
    // search) waits only when it is rendered within the input's event, as before: it renders
    // little, and controls that show the address (two filters chosen one after the other) follow
    // it in the next task.
    const answered = nextLocation.pathname !== this.props.location.pathname ? inputFrame() : undefined;
    // The next page's chunks are fetched once that frame is painted: evaluated as they arrive, they
    // would otherwise hold the frame back.
    (answered ?? Promise.resolve())
      .then(() => preload(nextLocation.pathname))
      .then(() => answered ?? inputFrame())
      // --- end of change
      .then(() => {
        this.routeUpdateCleanupCb();
        this.setState({ nextRouteHasLoaded: true });
        // --- changed: the router's context follows, in the same render (client/displayedHistory.ts).
        showLocation(nextLocation);
        unmarkLink();
        // --- end of change
      })
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
