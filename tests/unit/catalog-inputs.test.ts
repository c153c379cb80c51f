/**
 * The catalogue plugins fail on a missing input instead of reading it as empty: the error
 * catalogue's folder and categories, and the loaded content of the plugins the site's routes come
 * from (the docs and pages plugins, not the browser tests' route manifest).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOG_DIR, loadCatalog } from '../../plugins/error-catalog/load';
import { DOCS_PLUGIN, PAGES_PLUGIN, readDocsRoutes, readSiteRoutes } from '../../plugins/shared/site-routes';
import { loadedContent } from './support/loaded-content';

const scratch = mkdtempSync(join(tmpdir(), 'flp-catalog-inputs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('missing inputs', () => {
  it('the error catalogue folder or its categories file', () => {
    expect(() => loadCatalog(scratch)).toThrow(/^Error catalogue: .*catalog\/errors is missing$/);
    mkdirSync(join(scratch, CATALOG_DIR), { recursive: true });
    expect(() => loadCatalog(scratch)).toThrow(/^Error catalogue: .*categories\.yaml is missing$/);
  });

  it('the docs or the pages plugin the routes come from', () => {
    const content = loadedContent({ docs: [{ permalink: '/docs/a', title: 'A' }] });
    expect(() => readSiteRoutes({ [PAGES_PLUGIN]: content[PAGES_PLUGIN]! }, '/')).toThrow(
      `The plugin "${DOCS_PLUGIN}" is not loaded`,
    );
    expect(() => readSiteRoutes({ [DOCS_PLUGIN]: content[DOCS_PLUGIN]! }, '/')).toThrow(
      `The plugin "${PAGES_PLUGIN}" is not loaded`,
    );
  });
});

describe('the site routes, from the loaded content', () => {
  const content = loadedContent({
    docs: [
      { permalink: '/flp/docs/products/player/web/dai', title: 'Google DAI' },
      { permalink: '/flp/docs/support/', title: 'Support' },
    ],
    olderDocs: [{ permalink: '/flp/docs/6.x/products/player/web/dai', title: 'DAI (6.x)' }],
    mdxPages: [{ permalink: '/flp/terms', title: 'Terms' }],
    reactPages: ['/flp/', '/flp/release-notes/'],
  });

  it('are the docs of the current version and the site pages, without the base URL or a trailing slash', () => {
    expect([...readSiteRoutes(content, '/flp/')]).toEqual([
      ['/docs/products/player/web/dai', 'Google DAI'],
      ['/docs/support', 'Support'],
      ['/terms', 'Terms'],
      ['/', null],
      ['/release-notes', null],
    ]);
    expect([...readDocsRoutes(content, '/flp/').keys()]).toEqual(['/docs/products/player/web/dai', '/docs/support']);
  });

  it('are worked out once per load of the site', () => {
    expect(readSiteRoutes(content, '/flp/')).toBe(readSiteRoutes(content, '/flp/'));
    expect(readSiteRoutes({ ...content }, '/flp/')).not.toBe(readSiteRoutes(content, '/flp/'));
  });
});
