import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MISSING_PAGE_KEY,
  TAGS_SEGMENT,
  docFromPath,
  nearestDocPath,
  readMissingPage,
  sidebarLinks,
  type VersionDocs,
} from '../../src/lib/versionSwitch';
import { scrollTopToShow } from '../../src/lib/revealActiveItem';
import { navbarDocIds, trimGlobalDocs } from '../../plugins/docs-sidebar-routes/global-data';

const SIX: VersionDocs = {
  mainDocId: 'products/player/ios/overview',
  docs: [
    { id: 'products/player/ios/overview', path: '/docs/6.x/products/player/ios/overview', sidebar: 'ios' },
    { id: 'products/player/ios/setup', path: '/docs/6.x/products/player/ios/setup', sidebar: 'ios' },
    { id: 'products/player/web/setup', path: '/docs/6.x/products/player/web/setup', sidebar: 'web' },
    { id: 'products/player/web/overview', path: '/docs/6.x/products/player/web/overview', sidebar: 'web' },
  ],
  sidebars: {
    ios: { link: { path: '/docs/6.x/products/player/ios/overview' } },
    web: { link: { path: '/docs/6.x/products/player/web/overview' } },
  },
};

describe('the version dropdown from a page without a twin', () => {
  it('leads to the first page of the same sidebar', () => {
    expect(nearestDocPath({ id: 'products/player/web/basic-playback', sidebar: 'web' }, SIX)).toBe(
      '/docs/6.x/products/player/web/overview',
    );
  });

  it('else to the overview of the same folder; from no doc, to the main page', () => {
    const noSidebars = { ...SIX, sidebars: undefined };
    expect(nearestDocPath({ id: 'products/player/web/migrate-6-to-7' }, noSidebars)).toBe(
      '/docs/6.x/products/player/web/overview',
    );
    expect(nearestDocPath(undefined, SIX)).toBe('/docs/6.x/products/player/ios/overview');
  });

  it('nowhere from a page of a section the version lacks (not versioned): not to an unrelated platform', () => {
    expect(nearestDocPath({ id: 'products/edge/playback/register_device', sidebar: 'playback' }, SIX)).toBeNull();
    expect(nearestDocPath({ id: 'products/cms/metadata-service/get_episodes', sidebar: 'cms' }, SIX)).toBeNull();
    expect(nearestDocPath({ id: 'api/doc1' }, SIX)).toBeNull();
    expect(sidebarLinks(SIX)).toEqual([
      { sidebar: 'ios', path: '/docs/6.x/products/player/ios/overview' },
      { sidebar: 'web', path: '/docs/6.x/products/player/web/overview' },
    ]);
  });

  it('keeps the note for the page it leads to only', () => {
    const note = JSON.stringify({
      title: 'Basic playback',
      version: '6.x',
      target: '/docs/6.x/products/player/web/overview',
    });
    expect(readMissingPage(note, '/docs/6.x/products/player/web/overview')).toEqual({
      title: 'Basic playback',
      version: '6.x',
      target: '/docs/6.x/products/player/web/overview',
    });
    expect(readMissingPage(note, '/docs/6.x/products/player/web/setup')).toBeNull();
    expect(readMissingPage('{not json', '/')).toBeNull();
    expect(readMissingPage(JSON.stringify({ title: 1 }), '/')).toBeNull();
    expect(readMissingPage(null, '/')).toBeNull();
    expect(MISSING_PAGE_KEY).toMatch(/^flp-/);
  });
});

describe('the docs the global data lists, and the doc being read when it lists none', () => {
  const current = {
    name: 'current',
    path: '/docs',
    mainDocId: 'intro',
    docs: [
      { id: 'intro', path: '/docs/intro' },
      { id: 'products/player/ios/overview', path: '/docs/products/player/ios/overview', sidebar: 'ios' },
      { id: 'products/player/ios/airplay', path: '/docs/products/player/ios/airplay', sidebar: 'ios' },
      { id: 'products/cms/overview', path: '/docs/products/cms/overview', sidebar: 'cms' },
    ],
  };
  const six = { name: '6.x', path: '/docs/6.x', ...SIX, docs: [...SIX.docs] };

  it('keeps twins, main docs and the docs navbar items name; drops the rest', () => {
    const trimmed = trimGlobalDocs(
      { versions: [current, six] },
      navbarDocIds([{ type: 'dropdown', items: [{ type: 'doc', docId: 'products/cms/overview' }] }]),
    );
    expect(trimmed.versions[0]!.docs.map((doc) => doc.id)).toEqual([
      'intro',
      'products/player/ios/overview',
      'products/cms/overview',
    ]);
    expect(trimmed.versions[1]!.docs.map((doc) => doc.id)).toEqual(['products/player/ios/overview']);
  });

  it('finds the doc being read by its path, for the nearest page of another version', () => {
    const active = docFromPath(undefined, current, '/docs/products/player/ios/airplay');
    expect(active).toEqual({ id: 'products/player/ios/airplay' });
    expect(nearestDocPath(active, SIX)).toBe('/docs/6.x/products/player/ios/overview');
    expect(nearestDocPath(docFromPath(undefined, current, '/docs/products/cms/overview/'), SIX)).toBeNull();
  });

  it("knows the tag pages where the docs plugin puts them: the site leaves its tagsBasePath at 'tags'", () => {
    const config = readFileSync(join(__dirname, '..', '..', 'docusaurus.config.ts'), 'utf8');
    const set = /tagsBasePath:\s*['"]([^'"]+)['"]/.exec(config)?.[1];
    expect(set ?? 'tags').toBe(TAGS_SEGMENT);
  });

  it('prefers the listed doc, and finds none on a tag page, at the root or outside the version', () => {
    const listed = { id: 'intro', sidebar: 'docs' };
    expect(docFromPath(listed, current, '/docs/intro')).toBe(listed);
    expect(docFromPath(undefined, current, '/docs/tags/drm')).toBeUndefined();
    expect(docFromPath(undefined, current, '/docs/tags')).toBeUndefined();
    expect(docFromPath(undefined, current, '/docs/')).toBeUndefined();
    expect(docFromPath(undefined, current, '/error-lookup')).toBeUndefined();
    expect(docFromPath(undefined, undefined, '/docs/intro')).toBeUndefined();
  });
});

describe('the active sidebar item on a fresh load', () => {
  const view = { top: 90, height: 670, scrollTop: 0 };
  it('is scrolled to the middle of the sidebar when it is below or above it', () => {
    // 1,358 px down a sidebar whose box starts at 90 px: its top in the content is 1,268 px.
    expect(scrollTopToShow({ top: 1358, height: 32 }, view)).toBe(1268 - (670 - 32) / 2);
    expect(scrollTopToShow({ top: 40, height: 32 }, { ...view, scrollTop: 500 })).toBe(450 - 319);
    expect(scrollTopToShow({ top: 50, height: 32 }, { ...view, scrollTop: 300 })).toBe(0);
  });
  it('is left alone when already in view', () => {
    expect(scrollTopToShow({ top: 700, height: 32 }, view)).toBeNull();
    expect(scrollTopToShow({ top: 90, height: 32 }, view)).toBeNull();
  });
});
