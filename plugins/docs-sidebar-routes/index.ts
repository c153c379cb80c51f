/**
 * The docs plugin (`@docusaurus/plugin-content-docs`) with its routes split by sidebar (split.ts):
 * a docs page loads the data of its own sidebar, not of every sidebar of the version. Named in
 * docusaurus.config.ts in the docs plugin's place, with the docs plugin's options; the development
 * server's wrapper (dev-problems/docs-plugin.ts) wraps this one.
 */
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { splitDocsRoutes } from './split';

export { validateOptions } from '@docusaurus/plugin-content-docs';

export default async function docsSidebarRoutesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  if (!contentLoaded) return plugin;
  const components = { versionRoot: options.docVersionRootComponent, docRoot: options.docRootComponent };
  plugin.contentLoaded = (args) =>
    contentLoaded({
      ...args,
      actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(splitDocsRoutes(route, components)) },
    });
  return plugin;
}
