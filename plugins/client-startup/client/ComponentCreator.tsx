/**
 * Docusaurus's `ComponentCreator` (core lib/client/exports/ComponentCreator.js, 3.10), called once
 * per route when the route table is evaluated, made lazy in the browser: a route's loadable
 * component is created the first time the route is preloaded or rendered, not for all of the
 * site's 300 routes in the task that starts the page (about 7 ms of it on a fast machine, four times
 * that on Lighthouse's phone). The component in between renders nothing of its own.
 * The server build keeps the original: its render needs every loadable registered up front.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/exports/ComponentCreator.js
 */
import React, { type ComponentType, type ReactNode } from 'react';
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof createLoadable>;

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const get = (): RouteComponent => (loadable ??= createLoadable(path, hash));
  function LazyRoute(props: Record<string, unknown>): ReactNode {
    const Loadable = get() as ComponentType<Record<string, unknown>>;
    return <Loadable {...props} />;
  }
  LazyRoute.preload = () => get().preload();
  return LazyRoute as unknown as RouteComponent;
}
