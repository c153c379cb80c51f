import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../src/data/registry';
import { readReleaseIndex } from '../../plugins/release-notes/release-files';
import type { ReleaseIndex } from '../../plugins/shared/catalogue-plugin';
import { routeOf } from '../../plugins/shared/site-routes';
import { FEATURES_FILE, featureCatalogue } from '../../plugins/feature-matrix/load';
import { FeatureCatalogError, guideHref, validateFeatures } from '../../plugins/feature-matrix/schema';
import { availability, featuresByGroup } from '../../plugins/feature-matrix/lib/format';
import { featureMatrix, platformFeatures } from '../../plugins/feature-matrix/twin';
import { twinOf } from './support/twin';
import { catalogueRoutes } from './support/loaded-content';

const SITE = join(__dirname, '..', '..');
const routes = catalogueRoutes([], ['/docs/products/player/web/no-such-page']);
const releases = readReleaseIndex(SITE);
const matrix = featureCatalogue.resolve(featureCatalogue.read(SITE), routes);
const raw = parseYaml(readFileSync(join(SITE, FEATURES_FILE), 'utf8')) as {
  groups: unknown[];
  features: Record<string, unknown>[];
};

/** The problems the validator reports for a file made of `features`, or [] when it passes. */
function problemsOf(features: unknown[], index: ReleaseIndex = releases): string[] {
  try {
    validateFeatures({ groups: raw.groups, features }, index, routes);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(FeatureCatalogError);
    return (error as FeatureCatalogError).problems;
  }
}

/** A copy of the first feature (HLS) with one platform's cell replaced. */
function withCell(platform: string, cell: unknown): Record<string, unknown> {
  const feature = structuredClone(raw.features[0]!);
  (feature.platforms as Record<string, unknown>)[platform] = cell;
  return feature;
}

describe('the feature catalogue', () => {
  it('loads, with a cell for every platform of the registry in registry order', () => {
    expect(matrix.features.length).toBeGreaterThanOrEqual(20);
    for (const feature of matrix.features) {
      expect(feature.cells.map((c) => c.platform)).toEqual(PLATFORMS.map((p) => p.id));
    }
  });

  it('gives every feature a group and every group features', () => {
    const grouped = featuresByGroup(matrix).flatMap((g) => g.features.map((f) => f.id));
    expect(grouped.sort()).toEqual(matrix.features.map((f) => f.id).sort());
  });

  it('dates every supported cell with a release of its platform, announced there unless it is the oldest', () => {
    for (const feature of matrix.features) {
      for (const cell of feature.cells.filter((c) => c.supported)) {
        const released = releases[cell.platform];
        const release = released.find((r) => r.version === cell.since);
        expect(release, `${feature.id} on ${cell.platform}: ${cell.since}`).toBeDefined();
        expect(cell.orEarlier).toBe(cell.since === released[0]!.version);
        if (cell.orEarlier) continue;
        const route = routeOf(cell.guide!.href);
        const announced = release!.changes.some(
          (c) => (c.type === 'feature' || c.type === 'improvement') && c.links.some((l) => routeOf(l) === route),
        );
        expect(announced, `${feature.id} on ${cell.platform}: release ${cell.since} links ${route}`).toBe(true);
      }
    }
  });

  // That each guide is a docs page is checked against the docs plugin's routes by the plugin, in the build.
  it('gives every supported cell a guide', () => {
    for (const feature of matrix.features) {
      for (const cell of feature.cells) {
        if (cell.supported) expect(cell.guide, `${feature.id} on ${cell.platform}`).not.toBeNull();
      }
    }
  });

  it('explains every feature a platform does not have', () => {
    for (const feature of matrix.features) {
      for (const cell of feature.cells.filter((c) => !c.supported)) {
        expect(cell.note, `${feature.id} on ${cell.platform}`).toMatch(/\w/);
        expect(availability(cell)).toBe('No');
      }
    }
  });

  it('agrees with the declared SDK surface and the platform facts', () => {
    const cell = (id: string, platform: string) =>
      matrix.features.find((f) => f.id === id)!.cells.find((c) => c.platform === platform)!;
    // Apple devices: no DASH, Widevine or PlayReady; FairPlay only on Apple devices and Safari.
    expect(cell('dash', 'ios').supported).toBe(false);
    expect(cell('widevine', 'ios').supported).toBe(false);
    expect(cell('playready', 'ios').supported).toBe(false);
    expect(cell('fairplay', 'android').supported).toBe(false);
    expect(cell('fairplay', 'web').supported).toBe(true);
    // Widevine L3 is capped at SD on every platform.
    expect(cell('widevine', 'android').note).toContain('576p');
    // Every SDK has low-latency live since 7.4.0, the current line.
    for (const p of PLATFORMS) expect(cell('low-latency', p.id).since).toBe('7.4.0');
    // WebRTC is the Web SDK's @flp/player-webrtc module (sdk/web/devices.d.ts).
    const devices = readFileSync(join(SITE, 'sdk', 'web', 'devices.d.ts'), 'utf8');
    expect(devices).toContain("declare module '@flp/player-webrtc'");
    expect(cell('webrtc', 'web').note).toContain('@flp/player-webrtc');
  });
});

describe('the pages that show the matrix', () => {
  it('are the matrix page and every platform overview, rendered from the catalogue', () => {
    const page = (path: string) => readFileSync(join(SITE, 'docs', 'products', 'player', path), 'utf8');
    expect(page('features.md')).toContain('<FeatureMatrix />');
    for (const platform of PLATFORMS) {
      expect(page(`${platform.id}/overview.md`), platform.id).toContain(
        `<PlatformFeatures platform="${platform.id}" />`,
      );
    }
  });
});

describe('the 6.x overviews', () => {
  const overview = (platform: string) =>
    readFileSync(join(SITE, 'versioned_docs', 'version-6.x', 'products', 'player', platform, 'overview.md'), 'utf8');
  const last6x = (platform: string) =>
    releases[platform as keyof ReleaseIndex]
      .map((r) => r.version)
      .filter((v) => v.startsWith('6.'))
      .at(-1);

  it('render their feature table from the catalogue as of the last 6.x release, with no hand-written feature rows', () => {
    for (const platform of PLATFORMS) {
      const page = overview(platform.id);
      expect(page, platform.id).toContain(
        `<PlatformFeatures platform="${platform.id}" until="${last6x(platform.id)}" />`,
      );
      // Streaming formats, key systems, ads, analytics: the catalogue's rows, not a table of the page.
      expect(page.match(/^\| (?:Streaming|DRM|Ads|Analytics|Other) \|.*$/gm) ?? [], platform.id).toEqual([]);
    }
  });

  it('list what the SDK had by 6.12.3: on Android PlayReady, IMA DAI and offline (6.11.0), not low latency', () => {
    const twin = twinOf('<PlatformFeatures platform="android" until="6.12.3" />\n', 'Android 6.x', {
      PlatformFeatures: platformFeatures(matrix),
    });
    expect(twin).toContain('Features of the SDK by 6.12.3');
    expect(twin).toMatch(/\| PlayReady \| Yes, 6\.10\.0 or earlier \|/);
    expect(twin).toMatch(/\| Downloads and offline playback \| Yes, since 6\.11\.0 \|/);
    expect(twin).toMatch(/\| Google IMA DAI[^|]* \|/);
    expect(twin).not.toContain('Low-latency');
    expect(twin).not.toContain('/docs/products/player/android/'); // no link to a 7.x guide from a 6.x page
  });
});

describe('the feature validator', () => {
  it('accepts the catalogue as it is', () => {
    expect(problemsOf(raw.features)).toEqual([]);
  });

  it('rejects a since that is not a release of the platform', () => {
    expect(problemsOf([withCell('roku', { since: '6.12.2' })])).toContain(
      'feature hls: roku: since 6.12.2 is not a release in catalog/releases/roku.yaml',
    );
  });

  it('reports a group left without features', () => {
    expect(problemsOf([raw.features[0]])).toContain('groups: live has no feature');
  });

  it('rejects a since newer than the oldest release that does not announce the feature', () => {
    expect(problemsOf([withCell('web', { since: '7.3.1' })])[0]).toMatch(
      /^feature hls: web: release 7\.3\.1 has no feature or improvement linking \/docs\/products\/player\/web\/basic-playback/,
    );
  });

  it('rejects a guide that is not a page, a missing cell and an unknown key', () => {
    expect(problemsOf([withCell('web', { since: '6.10.0', guide: 'no-such-page' })])).toContain(
      'feature hls: web: guide /docs/products/player/web/no-such-page is not a docs page',
    );
    const missing = structuredClone(raw.features[0]!);
    delete (missing.platforms as Record<string, unknown>).chromecast;
    expect(problemsOf([missing]).join('\n')).toContain('platforms.chromecast');
    expect(problemsOf([withCell('ios', { since: '6.10.0', nots: 'x' })]).join('\n')).toContain('platforms.ios');
  });

  it('needs a note on an unsupported cell and a guide on a supported one', () => {
    expect(problemsOf([withCell('roku', { supported: false })]).join('\n')).toContain('platforms.roku');
    const noGuide = { ...withCell('web', { since: '6.10.0' }), guide: undefined };
    delete noGuide.guide;
    expect(problemsOf([noGuide])).toContain(
      'feature hls: android: a supported feature needs a guide (on the feature or the platform)',
    );
  });

  it('rejects duplicate ids and unknown groups', () => {
    const hls = raw.features[0]!;
    expect(problemsOf([hls, hls])).toContain('feature hls: id is used twice');
    expect(problemsOf([{ ...hls, group: 'nope' }])).toContain('feature hls: group "nope" is not in groups');
  });

  it('resolves guides in the platform folder or as docs routes', () => {
    expect(guideHref('roku', 'faq#x')).toBe('/docs/products/player/roku/faq#x');
    expect(guideHref('ios', '/docs/products/player/chromecast/basic-playback')).toBe(
      '/docs/products/player/chromecast/basic-playback',
    );
  });
});

describe('the Markdown twin of the matrix', () => {
  const TITLE = 'Feature availability';
  it('is a Markdown table with a row per feature and a column per platform', () => {
    const twin = twinOf('<FeatureMatrix />\n', TITLE, { FeatureMatrix: featureMatrix(matrix) });
    const rows = twin.split('\n').filter((line) => line.startsWith('|'));
    expect(rows[0]).toBe(`| Area | Feature | ${PLATFORMS.map((p) => p.label).join(' | ')} |`);
    expect(rows).toHaveLength(matrix.features.length + 2);
    expect(twin).toContain('[Yes, since 7.4.0](https://developers.flp.video/docs/products/player/web/player-webrtc)');
    expect(twin).toContain(
      '[No](https://developers.flp.video/docs/products/player/ios/faq#can-i-play-dash-streams). AVFoundation',
    );
  });

  it('renders one platform as a table linking each feature to the matrix', () => {
    const twin = twinOf('<PlatformFeatures platform="roku" />\n', TITLE, {
      PlatformFeatures: platformFeatures(matrix),
    });
    expect(twin).toContain('| Area | Feature | Available |');
    expect(twin).toContain(
      '[Progressive MP4](https://developers.flp.video/docs/products/player/features#feature-progressive-mp4)',
    );
    expect(twin).toContain('. The FLP Roku player plays HLS and DASH only.');
    expect(twin).toContain('| No. Roku devices do not cast. |');
  });
});
