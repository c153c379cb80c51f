/**
 * Route preload with the browser build's route tables (plugins/client-startup/route-tables.cjs): a
 * section route whose routes are in a table of their own has `loadRoutes` until the table is loaded.
 * `routesReady(pathname)` loads the tables the path goes through, so matching the path against the
 * route table finds its page; `preload(pathname)` is core's route preload (lib/client/preload.js)
 * once they are loaded. In a build without tables (`docusaurus start`) both add nothing.
 */
import routes from '@generated/routes';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import { matchRoutes, type RouteConfig } from 'react-router-config';

interface SectionRoute extends RouteConfig {
  loadRoutes?: () => Promise<{ default: RouteConfig[] }>;
}

const loading = new WeakMap<SectionRoute, Promise<void>>();
let loaded = 0;

/** How many route tables have been loaded so far (each adds routes' chunk names). */
export function tablesLoaded(): number {
  return loaded;
}

function load(route: SectionRoute, loadRoutes: NonNullable<SectionRoute['loadRoutes']>): Promise<void> {
  let pending = loading.get(route);
  if (!pending) {
    pending = loadRoutes().then(
      (table) => {
        route.routes = table.default;
        delete route.loadRoutes;
        loaded += 1;
      },
      (error: unknown) => {
        // A failed load (offline, a new deployment) is tried again by the next navigation.
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Loads the route tables `pathname` needs; null when it needs none (so callers go on in the same
 * task), else a promise that settles once every table on the path is loaded.
 */
export function routesReady(pathname: string): Promise<void> | null {
  const loads: Promise<void>[] = [];
  for (const path of new Set([pathname, decoded(pathname)]))
    for (const { route } of matchRoutes(routes, path)) {
      const { loadRoutes } = route as SectionRoute;
      if (loadRoutes) loads.push(load(route as SectionRoute, loadRoutes));
    }
  if (loads.length === 0) return null;
  return Promise.all(loads).then(() => routesReady(pathname) ?? undefined);
}

/** Core's preload of the route at `pathname`, after the route tables it needs. */
export default function preload(pathname: string): ReturnType<typeof preloadRoute> {
  const ready = routesReady(pathname);
  return ready ? ready.then(() => preloadRoute(pathname)) : preloadRoute(pathname);
}
