import { describe, expect, it } from 'vitest';
import { formatPageTitle } from '../../src/lib/title';

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
