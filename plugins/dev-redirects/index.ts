/**
 * The site's redirects (`/docs`, `/docs/6.x`): pages of the production build, and routes of the
 * development server.
 *
 * - In a build (`postBuild`), each is a small page at `<from>/index.html` (the place
 *   `@docusaurus/plugin-client-redirects` uses, which a static host serves for `<from>` and
 *   `<from>/`), that leads to the target at once: a refresh meta element, and a script that keeps
 *   the query and the fragment. Unlike that plugin's page it is a valid HTML document (a `title`,
 *   the script inside `head`, a `body` with a link to the target), as the Nu HTML Checker holds
 *   every built page to be (checks/html-validity.ts). A target that is not a route of the build
 *   fails the build.
 * - Under `docusaurus start`, where nothing is written, each is a route that replaces the address.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

export interface Redirect {
  from: string;
  to: string;
}

export interface PluginOptions {
  redirects: readonly Redirect[];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `baseUrl` (ending in `/`) joined to a site path. */
export function siteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}

/** The page written for a redirect to `toUrl` (a URL of the site, already with its base). */
export function redirectPage(toUrl: string, siteTitle: string): string {
  const href = escapeHtml(encodeURI(toUrl));
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting | ${escapeHtml(siteTitle)}</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${href}">`,
    `<script>window.location.replace(${JSON.stringify(encodeURI(toUrl)).replace(/</g, '\\u003c')} + window.location.search + window.location.hash);</script>`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${href}">${href}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
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
    async postBuild({ outDir, baseUrl, routesPaths, siteConfig }) {
      const routes = new Set(routesPaths);
      await Promise.all(
        options.redirects.map(async ({ from, to }) => {
          const toUrl = siteUrl(baseUrl, to);
          if (!routes.has(toUrl))
            throw new Error(`dev-redirects: ${from} leads to ${to}, which is not a page of the site`);
          if (routes.has(siteUrl(baseUrl, from)))
            throw new Error(`dev-redirects: ${from} is a page of the site; a redirect would hide it`);
          const folder = join(outDir, from);
          await mkdir(folder, { recursive: true });
          await writeFile(join(folder, 'index.html'), redirectPage(toUrl, siteConfig.title), { flag: 'wx' });
        }),
      );
    },
  };
}
