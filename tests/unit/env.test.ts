import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../src/config/env';

describe('readSiteEnv', () => {
  it('has defaults that work on a fresh machine', () => {
    expect(readSiteEnv({})).toEqual({
      siteUrl: 'http://localhost:3000',
      baseUrl: '/',
      gtagId: null,
      apiTryUrl: 'http://localhost:4010',
      precompress: 'max',
    });
  });

  it('compresses deployed builds hardest unless asked for the fast level', () => {
    expect(readSiteEnv({ FLP_PRECOMPRESS: 'fast' }).precompress).toBe('fast');
    expect(readSiteEnv({ FLP_PRECOMPRESS: ' max ' }).precompress).toBe('max');
  });

  it('reads and normalises the site URL', () => {
    expect(readSiteEnv({ FLP_SITE_URL: 'https://developers.flp.video/' }).siteUrl).toBe('https://developers.flp.video');
  });

  it('treats blank values as unset', () => {
    expect(readSiteEnv({ FLP_GTAG_ID: '  ', FLP_BASE_URL: '' })).toMatchObject({ gtagId: null, baseUrl: '/' });
  });

  it.each([
    [{ FLP_SITE_URL: 'developers.flp.video' }, /FLP_SITE_URL: "developers.flp.video" is not an absolute URL/],
    [{ FLP_SITE_URL: 'ftp://flp.video' }, /FLP_SITE_URL: .* must use http or https/],
    [{ FLP_SITE_URL: 'https://flp.video/docs' }, /FLP_SITE_URL: must be an origin without a path/],
    [{ FLP_BASE_URL: 'docs' }, /FLP_BASE_URL: "docs" must start and end with "\/"/],
    [{ FLP_BASE_URL: '/docs' }, /FLP_BASE_URL/],
    [{ FLP_API_TRY_URL: 'api.flp.video' }, /FLP_API_TRY_URL: "api.flp.video" is not an absolute URL/],
    [{ FLP_GTAG_ID: 'UA-1234-1' }, /FLP_GTAG_ID: "UA-1234-1" is not a Google Analytics 4 measurement id/],
    [{ FLP_PRECOMPRESS: '11' }, /FLP_PRECOMPRESS: "11" must be "max" \(deployed builds\) or "fast"/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => readSiteEnv(env)).toThrow(message);
  });

  it('accepts a sub-path base URL and a GA4 id', () => {
    expect(readSiteEnv({ FLP_BASE_URL: '/developers/', FLP_GTAG_ID: 'G-ABC123XYZ' })).toMatchObject({
      baseUrl: '/developers/',
      gtagId: 'G-ABC123XYZ',
    });
  });
});
