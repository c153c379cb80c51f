/**
 * What the plugins read of the site's loaded content, in `allContentLoaded`: another plugin's
 * content, and values worked out from it once per load of the site and shared by every plugin that
 * needs them (the site's routes, the catalogues resolved against them).
 */
import type { AllContent } from '@docusaurus/types';

const CACHE_KEY = Symbol.for('flp.loaded-content');
type Cache = WeakMap<AllContent, Map<string, unknown>>;

/**
 * `compute()` once per load of the site (per `allContent`, a new object at each load and reload),
 * its result shared by every caller. The cache lives on `globalThis`: Docusaurus loads each plugin's
 * modules afresh, so a module-level cache would be one per plugin.
 */
export function oncePerLoad<T>(allContent: AllContent, key: string, compute: () => T): T {
  const scope = globalThis as { [CACHE_KEY]?: Cache };
  const cache = (scope[CACHE_KEY] ??= new WeakMap());
  let values = cache.get(allContent);
  if (values === undefined) {
    values = new Map();
    cache.set(allContent, values);
  }
  if (!values.has(key)) values.set(key, compute());
  return values.get(key) as T;
}

/** The loaded content of a plugin (its default instance); `what` says what it is needed for. */
export function pluginContent<T>(allContent: AllContent, name: string, what: string): T {
  const content = allContent[name]?.default;
  if (content === undefined) {
    throw new Error(`The plugin "${name}" is not loaded (${what} come from it); add it to docusaurus.config.ts`);
  }
  return content as T;
}
