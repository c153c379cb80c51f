/**
 * The Playback check (/playback-check) behind nginx, on the test streams ffmpeg makes at test time
 * (support/streams.ts, served from another origin): its policy (opened on this page only), the device
 * report, each stream played and judged, Clear Key with the right and a wrong key, a licence server
 * that answers 403, and bad input, each with its message. The engine loads only on "Check".
 */
import type { Page } from '@playwright/test';
import { CLEAR_KEY, STREAMS, STREAMS_ORIGIN } from './support/streams';
import { inBothColourModes, seriousViolations } from './support/axe';
import { test, expect } from './support/fixtures';

const at = (path: string) => `${STREAMS_ORIGIN}${path}`;

async function check(page: Page, url: string, fill: Record<string, string> = {}): Promise<void> {
  await page.getByLabel('HLS or DASH manifest URL').fill(url);
  if (Object.keys(fill).length) {
    await page.getByText('Protected content: licence URL, headers or a Clear Key').click();
    for (const [label, value] of Object.entries(fill)) {
      const field = page.getByLabel(label, { exact: true });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
      else await field.fill(value);
    }
  }
  await page.getByRole('button', { name: 'Check' }).click();
}

const log = (page: Page) => page.getByTestId('event-log');
const problem = (page: Page) => page.getByTestId('stream-problem');

test.describe('policy', () => {
  test('nginx opens connect-src and media-src on this page only', async ({ request }) => {
    const policy = async (path: string) => (await request.get(path)).headers()['content-security-policy'] ?? '';
    const here = await policy('/playback-check');
    expect(here).toMatch(new RegExp(`connect-src [^;]* https: ${STREAMS_ORIGIN.replace(/\./g, '\\.')}[ ;]`));
    expect(here).toContain(`media-src 'self' blob: https: ${STREAMS_ORIGIN}`);
    for (const path of ['/', '/error-lookup', '/docs/products/player/web/protected-playback', '/playback-check-x']) {
      const other = await policy(path);
      expect(other, path).toContain('connect-src');
      expect(other, path).not.toContain('media-src');
      expect(other, path).not.toContain('https:;');
      expect(other, path).not.toContain(STREAMS_ORIGIN);
    }
  });
});

test.describe('this device', () => {
  test('reports key systems and codecs in the platform’s terms, and copies the report', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/playback-check');
    const report = page.getByTestId('device-report');
    // Debian's Chromium has no Widevine CDM: no key system FLP licenses, Clear Key only.
    await expect(report.locator('[data-finding="no-drm"]')).toContainText('Widevine, PlayReady, FairPlay');
    await expect(report.locator('[data-finding="clear-key"]')).toBeVisible();
    // Clear Key answers any HDCP policy without looking at the display: not taken as an answer.
    await expect(report.locator('[data-finding="hdcp"]')).toContainText('HDCP: this browser cannot tell');
    await expect(report.locator('[data-finding="video-codec"]', { hasText: 'H.264' })).toContainText('decodable up to');
    await expect(report.locator('[data-finding="video-codec"]', { hasText: 'HEVC' })).toContainText(
      'not decodable here',
    );
    await report.getByRole('button', { name: 'Copy report' }).click();
    await expect(report.getByText('Copied as Markdown.')).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain('## Playback check: this device');
    expect(markdown).toMatch(/\| Clear Key \| yes \(org\.w3\.clearkey\) \|/);
    // The engine is not loaded until "Check".
    expect(scripts.some((url) => /shaka/i.test(url))).toBe(false);
  });
});

test.describe('streams', () => {
  test('a clear H.264/AAC HLS stream plays, with nothing that rules it out', async ({ page }) => {
    await page.goto('/playback-check');
    await check(page, at(STREAMS.clearHls));
    const result = page.getByTestId('stream-result');
    await expect(result).toContainText('avc1.42c01e (H.264)');
    await expect(result.locator('[data-finding="no-problem"]')).toBeVisible();
    await expect(log(page)).toContainText('Manifest loaded: 1 playable variant, on demand');
    await expect(log(page)).toContainText('Played the first 2 seconds without an error', { timeout: 20_000 });
  });

  test('VP9/Opus DASH plays here, and the Web facts say FLP does not play VP9', async ({ page }) => {
    await page.goto('/playback-check');
    await check(page, at(STREAMS.vp9Dash));
    const finding = page.getByTestId('stream-result').locator('[data-finding="codec-unsupported"]').first();
    await expect(finding).toContainText('VP9 video (vp09.00.21.08) is not a codec the FLP Web / Smart TVs SDK plays');
    await expect(log(page)).toContainText('Played the first 2 seconds without an error', { timeout: 20_000 });
  });

  test('HEVC is not decodable here', async ({ page }) => {
    await page.goto('/playback-check');
    await check(page, at(STREAMS.hevcHls));
    await expect(page.getByTestId('stream-result')).toContainText('hvc1.1.4.L63.B01 (HEVC)');
    await expect(log(page).locator('[data-level="error"]')).toContainText(
      'No rendition of the stream uses a codec this browser can decode',
    );
    await expect(log(page).getByRole('link', { name: 'E-3003 CODEC_UNSUPPORTED' })).toHaveAttribute(
      'href',
      '/docs/products/player/web/error-codes#E-3003',
    );
  });

  test('Clear Key content plays with the right key', async ({ page }) => {
    await page.goto('/playback-check');
    await check(page, at(STREAMS.clearKeyDash), {
      'Clear Key key id (hex, test content)': CLEAR_KEY.keyId,
      'Clear Key key (hex)': CLEAR_KEY.key,
    });
    await expect(page.getByTestId('stream-result')).toContainText('Clear Key');
    await expect(page.getByTestId('stream-result')).toContainText('KID 01234567-89ab-cdef-0123-456789abcdef');
    await expect(log(page)).toContainText('Clear Key licence made on this page from the key id and key given');
    await expect(log(page)).toContainText('Played the first 2 seconds without an error', { timeout: 20_000 });
  });

  test('Clear Key content plays through a licence URL', async ({ page }) => {
    await page.goto('/playback-check');
    await check(page, at(STREAMS.clearKeyDash), {
      'Licence URL': at(STREAMS.licence),
      'Key system of the licence URL': 'Clear Key',
      'Licence request headers (one Name: value per line)': 'X-FLP-Device-Id: test-device',
    });
    await expect(log(page)).toContainText(`Licence request: POST ${at(STREAMS.licence)}`);
    await expect(log(page)).toContainText('Licence response: 200');
    await expect(log(page)).toContainText('Played the first 2 seconds without an error', { timeout: 20_000 });
  });

  test('a wrong Clear Key fails and says why', async ({ page }) => {
    await page.goto('/playback-check');
    await check(page, at(STREAMS.clearKeyDash), {
      'Clear Key key id (hex, test content)': CLEAR_KEY.keyId,
      'Clear Key key (hex)': 'ffeeddccbbaa99887766554433221100',
    });
    const error = log(page).locator('[data-level="error"]');
    await expect(error.first()).toContainText(
      "The Clear Key key is wrong: its key id matches the content's, but the media decrypted with this key does not decode.",
      { timeout: 20_000 },
    );
    await expect(error).toHaveCount(1);
    await expect(log(page)).not.toContainText('Played the first 2 seconds without an error');
  });

  test.describe(() => {
    // Chromium logs each refused request itself.
    test.use({ expectedErrors: [/^Failed to load resource: the server responded with a status of 40[34]/] });
    test('a licence server that answers 403 is named, with the licence error’s page', async ({ page }) => {
      await page.goto('/playback-check');
      await check(page, at(STREAMS.clearKeyDash), {
        'Licence URL': at(STREAMS.licenceForbidden),
        'Key system of the licence URL': 'Clear Key',
      });
      const error = log(page).locator('[data-level="error"]').first();
      await expect(error).toContainText('The licence server answered 403', { timeout: 20_000 });
      await expect(error.getByRole('link', { name: 'E-4001 LICENSE_REQUEST_REFUSED' })).toHaveAttribute(
        'href',
        '/docs/products/player/web/error-codes#E-4001',
      );
    });

    test('a missing segment is named with its URL', async ({ page }) => {
      await page.goto('/playback-check');
      await check(page, at(STREAMS.missingSegment));
      await expect(log(page).locator('[data-level="error"]').first()).toContainText(
        `A segment answered 404: ${at('/cors/missing/seg_1.m4s')}`,
        { timeout: 20_000 },
      );
    });
  });
});

test.describe('bad input', () => {
  // Chromium logs a refused request itself: the errors each case expects.
  const cases: [string, string, RegExp, RegExp[]][] = [
    ['not a URL', 'not a manifest', /is not a URL/, []],
    ['javascript:', 'javascript:alert(document.domain)', /A javascript: URL is not a stream/, []],
    ['data:', 'data:application/x-mpegurl,%23EXTM3U', /A data: URL is not a stream/, []],
    [
      'a 404',
      at('/cors/none/master.m3u8'),
      /answered 404\. There is no file at that address/,
      [/^Failed to load resource: the server responded with a status of 404/],
    ],
    ['HTML', at(STREAMS.html), /answered an HTML page, not a manifest/, []],
    ['a 50 MB response', at(STREAMS.big), /larger than 8 MB, so the check stopped reading it/, []],
    [
      'a CORS refusal',
      at('/nocors/clear/master.m3u8'),
      /did not allow this page to read it \(CORS\).*Access-Control-Allow-Origin: http:\/\/127\.0\.0\.1/,
      [
        /^Access to fetch at '[^']*\/nocors\/clear\/master\.m3u8' .* blocked by CORS policy/,
        /^Failed to load resource: net::ERR_FAILED$/,
      ],
    ],
  ];
  for (const [name, url, message, expectedErrors] of cases) {
    test.describe(() => {
      // One pattern: Playwright reads a two-element array as a fixture's [value, options].
      test.use({
        expectedErrors: expectedErrors.length ? [new RegExp(expectedErrors.map((e) => e.source).join('|'))] : [],
      });
      test(`${name}: a clear message, and the page goes on`, async ({ page }) => {
        await page.goto('/playback-check');
        await check(page, url);
        await expect(problem(page)).toHaveText(message);
        await check(page, at(STREAMS.clearHls));
        await expect(page.getByTestId('stream-result')).toBeVisible();
        await expect(problem(page)).toHaveCount(0);
      });
    });
  }
});

test.describe('accessibility', () => {
  test('no serious or critical violation with a result, findings and the log, in light and dark mode', async ({
    page,
  }) => {
    await inBothColourModes(page, '/playback-check', async (mode) => {
      await expect(page.getByTestId('device-report')).toBeVisible();
      await check(page, at(STREAMS.vp9Dash));
      await expect(log(page)).toContainText('Played the first 2 seconds without an error', { timeout: 20_000 });
      expect(await seriousViolations(page, 'main'), mode).toEqual([]);
    });
  });
});

test.describe('reached through the router', () => {
  test('the navbar link, then "Check": the page loads itself for its policy and checks the stream', async ({
    page,
  }) => {
    await page.goto('/error-lookup');
    await page.getByRole('link', { name: 'Playback check' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Playback check' })).toBeVisible();
    await check(page, at(STREAMS.clearHls));
    await expect(log(page)).toContainText('Played the first 2 seconds without an error', { timeout: 30_000 });
  });
});
