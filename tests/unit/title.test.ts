import { describe, expect, it } from 'vitest';
import { docPageTitle, formatPageTitle } from '../../src/lib/title';

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

describe('docPageTitle', () => {
  it('adds the section to a page title that does not name it', () => {
    expect(docPageTitle('Known issues', 'Roku player')).toBe('Known issues · Roku player');
  });

  it('names a section once, in any case', () => {
    expect(docPageTitle('Roku player', 'Roku player')).toBe('Roku player');
    expect(docPageTitle('Migrating to the roku player 7', 'Roku player')).toBe('Migrating to the roku player 7');
  });

  it('adds the label of a version other than the current one', () => {
    expect(docPageTitle('Setup', 'iOS / tvOS player', '6.x')).toBe('Setup · iOS / tvOS player 6.x');
    expect(docPageTitle('iOS / tvOS player', 'iOS / tvOS player', '6.x')).toBe('iOS / tvOS player · 6.x');
  });

  it('keeps a page outside the sections as it is', () => {
    expect(docPageTitle(' Support \n plans ', undefined)).toBe('Support plans');
  });
});
