import { describe, expect, it } from 'vitest';
import { MISSING_PAGE_KEY, nearestDocPath, readMissingPage, type VersionDocs } from '../../src/lib/versionSwitch';

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

  it('else to the overview of the same folder, else to the main page', () => {
    const noSidebars = { ...SIX, sidebars: undefined };
    expect(nearestDocPath({ id: 'products/player/web/migrate-6-to-7' }, noSidebars)).toBe(
      '/docs/6.x/products/player/web/overview',
    );
    expect(nearestDocPath({ id: 'products/cms/metadata-service/get_episodes', sidebar: 'cms' }, SIX)).toBe(
      '/docs/6.x/products/player/ios/overview',
    );
    expect(nearestDocPath(undefined, SIX)).toBe('/docs/6.x/products/player/ios/overview');
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
