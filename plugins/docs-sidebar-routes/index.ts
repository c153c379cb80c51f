/**
 * The docs plugin (`@docusaurus/plugin-content-docs`) with its routes split by sidebar (split.ts):
 * a docs page loads the data of its own sidebar, not of every sidebar of the version; and with its
 * global data, which every page loads, cut to the docs the browser looks up (global-data.ts). Named in
 * docusaurus.config.ts in the docs plugin's place, with the docs plugin's options; the development
 * server's wrapper (dev-problems/docs-plugin.ts) wraps this one.
 */
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { splitDocsRoutes } from './split';
import { type GlobalDocsData, navbarDocIds, trimGlobalDocs } from './global-data';

export { validateOptions } from '@docusaurus/plugin-content-docs';

export default async function docsSidebarRoutesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  if (!contentLoaded) return plugin;
  const components = { versionRoot: options.docVersionRootComponent, docRoot: options.docRootComponent };
  const themeConfig = context.siteConfig.themeConfig as { navbar?: { items?: unknown } };
  const navbarDocs = navbarDocIds(themeConfig.navbar?.items);
  plugin.contentLoaded = (args) =>
    contentLoaded({
      ...args,
      actions: {
        ...args.actions,
        addRoute: (route) => args.actions.addRoute(splitDocsRoutes(route, components)),
        setGlobalData: (data) => args.actions.setGlobalData(trimGlobalDocs(data as GlobalDocsData, navbarDocs)),
      },
    });
  return plugin;
}
