import { describe, expect, it } from 'vitest';
import { type CatalogCode, indexCatalog } from '../../checks/claims';
import { checkNativeRanges, rangeOf } from '../../checks/native-ranges';

const PLATFORMS = ['web', 'roku'];
const RANGE = 'another 4xx than 400 and 429 without an FLP code (404, 405)';
const refused: CatalogCode = {
  code: 'E-4001',
  name: 'LICENSE_REQUEST_REFUSED',
  severity: 'fatal',
  platforms: PLATFORMS,
  legacyName: null,
  native: { web: [200, 401, 403, RANGE], roku: [401, RANGE] },
};
const malformed: CatalogCode = {
  code: 'E-4011',
  name: 'LICENSE_REQUEST_MALFORMED',
  severity: 'fatal',
  platforms: PLATFORMS,
  legacyName: null,
  native: { web: [400] },
};
const index = indexCatalog([refused, malformed], [{ from: 4000, to: 4999 }]);
const check = (path: string, text: string) =>
  checkNativeRanges({ path, text }, index, PLATFORMS).map((f) => `${f.line}: ${f.found}`);

describe('rangeOf', () => {
  it('reads the exceptions and the 4xx statuses listed beside the range, per platform', () => {
    expect(rangeOf(refused, 'web')).toEqual({ except: ['400', '429'], listed: ['401', '403'] });
    expect(rangeOf(refused, 'roku')).toEqual({ except: ['400', '429'], listed: ['401'] });
    expect(rangeOf(malformed, 'web')).toBeNull();
  });
});

describe('checkNativeRanges', () => {
  const WEB = 'docs/products/player/web/third-party-drm.md';

  it('accepts a row that writes the catalogue’s range and statuses', () => {
    expect(
      check(WEB, '| `E-4001` | `401`, `403` or another `4xx` than `400` and `429` (`404`: a wrong URL) |\n'),
    ).toEqual([]);
  });

  it('fails a range with other exceptions, and one without a listed status', () => {
    expect(check(WEB, '| `E-4001` | `401`, `403` or another `4xx` than `400` |\n')).toEqual([
      '1: "another `4xx` than `400`" for E-4001',
    ]);
    expect(
      check(WEB, 'Intro.\n\nA `401` fails with `E-4001`,\nas does any other `4xx` than `400` and `429`.\n'),
    ).toEqual(["3: E-4001's range without 403"]);
  });

  it('reads the statuses of the page’s platform', () => {
    expect(check('docs/products/player/roku/x.md', '`401` is `E-4001`, as is another 4xx than 400 and 429.\n')).toEqual(
      [],
    );
  });

  it('fails a sentence that gives the code its statuses without the range, not one whose statuses are another code’s', () => {
    expect(check(WEB, '`401` and `403` answers fail with `E-4001`.\n')).toEqual([
      '1: E-4001 with 401 and 403 and no range',
    ]);
    expect(check(WEB, 'A hook that throws is `E-4001`. A `401` is `E-4021`, a `403` is `E-4020`.\n')).toEqual([]);
  });

  it('reads a doc comment as passages, without its stars', () => {
    const text = [
      '/**',
      ' * `401` and `403` fail with `E-4001`,',
      ' * as does another `4xx` than `400` and `429`.',
      ' */',
    ].join('\n');
    expect(check('sdk/web/player.d.ts', text)).toEqual([]);
  });

  it('fails a range next to no code that has one', () => {
    expect(check(WEB, 'A `400` is `E-4011`, and another `4xx` than `400` and `429` fails too.\n')).toEqual([
      '1: "another `4xx` than `400` and `429`" next to no code',
    ]);
  });
});
