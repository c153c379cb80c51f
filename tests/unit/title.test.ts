import { describe, expect, it } from 'vitest';
import { formatPageTitle } from '../../src/lib/title';
import { playerPageTitle } from '../../src/config/docTitles';

const SITE = 'FLP Developer Portal';

describe('formatPageTitle', () => {
  it('joins page and site title with the delimiter', () => {
    expect(formatPageTitle('Basic playback', SITE, '|')).toBe('Basic playback | FLP Developer Portal');
  });

  it.each([undefined, '', '   '])('uses the site title alone for an empty page title (%j)', (title) => {
    expect(formatPageTitle(title, SITE, '|')).toBe(SITE);
  });

  it('uses the site title alone when the page title repeats it', () => {
    expect(formatPageTitle('FLP Developer Portal', SITE, '|')).toBe(SITE);
    expect(formatPageTitle('  flp developer portal ', SITE, '|')).toBe(SITE);
  });

  it('collapses white space inside the page title', () => {
    expect(formatPageTitle(' Track \n selection ', SITE, '|')).toBe('Track selection | FLP Developer Portal');
  });
});

describe('playerPageTitle', () => {
  const LABELS = { roku: 'Roku player', ios: 'iOS / tvOS player', cms: 'Content management' };

  it('adds the player to the title of its page', () => {
    expect(playerPageTitle('Known issues', 'docs/products/player/roku/known-issues.md', LABELS)).toBe(
      'Known issues · Roku player',
    );
  });

  it('names the player once, in any case', () => {
    expect(playerPageTitle('Roku player', 'docs/products/player/roku/overview.md', LABELS)).toBeNull();
    expect(
      playerPageTitle('Migrating to the roku player 7', 'docs/products/player/roku/migrate.md', LABELS),
    ).toBeNull();
  });

  it('adds the label of an older version, from the versioned docs’ path', () => {
    expect(playerPageTitle('Setup', '/site/versioned_docs/version-6.x/products/player/ios/setup.md', LABELS)).toBe(
      'Setup · iOS / tvOS player 6.x',
    );
    expect(
      playerPageTitle('iOS / tvOS player', 'versioned_docs/version-6.x/products/player/ios/overview.md', LABELS),
    ).toBe('iOS / tvOS player · 6.x');
  });

  it('leaves any other page, and an unknown player, to its own title', () => {
    expect(playerPageTitle('Overview', 'docs/products/cms/metadata-service/overview.md', LABELS)).toBeNull();
    expect(playerPageTitle('Setup', 'docs/products/player/tizen/setup.md', LABELS)).toBeNull();
  });
});
