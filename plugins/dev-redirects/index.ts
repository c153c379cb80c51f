/**
 * The redirects of the production build (`@docusaurus/plugin-client-redirects`, which writes a
 * redirect page per path when the site is built and does nothing under `docusaurus start`), as
 * routes of the development server: `/docs` leads where it leads in the build. Nothing is added
 * to a production build.
 */
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

export interface Redirect {
  from: string;
  to: string;
}

export interface PluginOptions {
  redirects: readonly Redirect[];
}

export default function devRedirectsPlugin(_context: unknown, options: PluginOptions): Plugin {
  return {
    name: 'dev-redirects',
    async contentLoaded({ actions }) {
      if (process.env.NODE_ENV === 'production') return;
      await Promise.all(
        options.redirects.map(async ({ from, to }, index) => {
          const target = await actions.createData(`redirect-${index}.json`, JSON.stringify({ to }));
          actions.addRoute({
            path: from,
            exact: true,
            component: join(__dirname, 'Redirect.tsx'),
            modules: { target },
          });
        }),
      );
    },
  };
}
