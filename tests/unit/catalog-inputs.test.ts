/**
 * The catalogue plugins fail on a missing input instead of reading it as empty: the error
 * catalogue's folder and categories, and the sources of the site's routes its links are checked
 * against (not the browser tests' route manifest).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOG_DIR, collectRoutes, loadCatalog } from '../../plugins/error-catalog/load';
import { readSiteRoutes } from '../../plugins/shared/site-routes';

const SITE = join(__dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'flp-catalog-inputs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('missing inputs', () => {
  it('the error catalogue folder or its categories file', () => {
    expect(() => loadCatalog(scratch, new Set())).toThrow(/^Error catalogue: .*catalog\/errors is missing$/);
    mkdirSync(join(scratch, CATALOG_DIR), { recursive: true });
    expect(() => loadCatalog(scratch, new Set())).toThrow(/^Error catalogue: .*categories\.yaml is missing$/);
  });

  it('the docs or the site pages the routes come from', () => {
    expect(() => readSiteRoutes(scratch)).toThrow(/^Site routes: .*docs is missing$/);
    cpSync(join(SITE, 'docs', 'support'), join(scratch, 'docs', 'support'), { recursive: true });
    expect(() => readSiteRoutes(scratch)).toThrow(/^Site routes: .*src\/pages is missing$/);
  });

  it('the routes are the docs and site pages, with the site pages the manifest lists', () => {
    const routes = collectRoutes(SITE);
    for (const route of ['/', '/error-lookup', '/release-notes', '/docs/products/player/web/overview']) {
      expect(routes.has(route), route).toBe(true);
    }
  });
});
