import type { APIRequestContext } from '@playwright/test';
import { load } from 'cheerio';
import { expect } from './fixtures';

export interface SitePage {
  path: string;
  /** The document title of the built HTML, which the router must also reach. */
  title: string;
}

let pages: SitePage[] | undefined;

/** The app's root element, its title and main content, in the build's minified HTML (attributes may be unquoted). */
const APP_ROOT = /\sid="?__docusaurus["\s>]/;
const TITLE = /<title[^>]*>[^<]*<\/title>/;
const MAIN = /<(?:main|article)[\s>]/;

/** The sitemap's pages with their titles, read once per worker; each must serve its page. */
export async function sitemapPages(request: APIRequestContext): Promise<SitePage[]> {
  if (pages) return pages;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(240);
  // A few requests at a time, as a browser would.
  const results = new Array<SitePage | string>(paths.length);
  let next = 0;
  const fetchNext = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      const path = paths[i]!;
      const response = await request.get(path, { maxRedirects: 0 });
      const html = await response.text();
      // Found by position, not parsed: a DOM of each of 300 long pages costs more than the rest of the crawl.
      const root = html.search(APP_ROOT);
      const title = TITLE.exec(html)?.[0];
      if (response.status() !== 200) results[i] = `${path}: HTTP ${response.status()}`;
      else if (root < 0) results[i] = `${path}: no app root`;
      else if (!MAIN.test(html.slice(root))) results[i] = `${path}: no main content`;
      else if (!title) results[i] = `${path}: no title`;
      else results[i] = { path, title: load(title)('title').text() };
    }
  };
  await Promise.all(Array.from({ length: 4 }, fetchNext));
  const broken = results.filter((result): result is string => typeof result === 'string');
  const found = results.filter((result): result is SitePage => typeof result !== 'string');
  expect(broken).toEqual([]);
  pages = found;
  return found;
}
