import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import * as idChecks from '../../checks/ids';
import { formatFinding } from '../../checks/lib/sources';
import { type ExampleValue, apiFiles } from '../../checks/openapi';

/** An example value at `file`, whose paths sit one line per level below its first line. */
const example = (file: string, value: unknown): ExampleValue => ({ value, file, lineOf: (path) => path.length + 1 });

/** A page of the docs at `path` with `text`. */
const page = (path: string, text: string) => ({ path, text });

const shared = page(
  'api/shared/components.yaml',
  stringify({
    components: {
      schemas: {
        MetadataItemId: { type: 'string', pattern: '^mi_[0-9A-Z]{6,26}$' },
        ChannelId: { type: 'string', pattern: '^ch_[0-9A-Z]{6,26}$' },
        Genre: { type: 'string', pattern: '^[a-z0-9-]+$' },
      },
    },
  }),
);
const patterns = idChecks.idPatterns(apiFiles([shared]));

/** The id patterns of a components document with these schemas. */
const patternsOf = (schemas: Record<string, unknown>) =>
  idChecks.idPatterns(apiFiles([page('api/shared/components.yaml', stringify({ components: { schemas } }))]));
const check = (text: string, path = 'docs/products/player/web/basic-playback.md') =>
  idChecks.checkIdValues({ path, text }, patterns).map(formatFinding);

describe('ids in the content have the form of their id schema (check:facts, rule id-pattern)', () => {
  it('reads the id schemas of the documents, by prefix', () => {
    expect(patterns.map((p) => [p.prefix, p.schema])).toEqual([
      ['mi', 'api/shared/components.yaml#MetadataItemId'],
      ['ch', 'api/shared/components.yaml#ChannelId'],
    ]);
  });

  it('fails on a sample id and a stream URL channel the API refuses, naming file and line', () => {
    expect(check("Intro.\n\n```ts\nawait platform.playback.authorize('mi_GP_MONZA');\n```")).toEqual([
      'docs/products/player/web/basic-playback.md:4: [id-pattern] found the id mi_GP_MONZA; an id of the form ^mi_[0-9A-Z]{6,26}$ (api/shared/components.yaml#MetadataItemId), which the API validates',
    ]);
    expect(check('url = "https://cdn.flp.video/live/ch_sport1/master.m3u8"')).toHaveLength(1);
    expect(check('description: No metadata item mi_does_not_exist.', 'api/shared/components.yaml')).toHaveLength(1);
  });

  it('passes valid ids, families of ids and names that only start like one', () => {
    expect(
      check(
        [
          "authorize('mi_01J9Q6H2ZK4W') on ch_01JA2K7R5N3D",
          'Ids are `mi_...` or `ch_…`.',
          'Call `remote_config.mi_x` and `search_chips`; the env var FLP_mi_1 is not an id.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('one id, one set of facts in the examples (check:facts, rule example-identity)', () => {
  it('fails on an id shown with another createdAt or length than its other examples, naming file and line', () => {
    const findings = idChecks
      .checkExampleIdentities(
        [
          example('api/user-management.yaml', {
            items: [{ id: 'mi_01J9Q6H2ZK4W', createdAt: '2026-10-02T08:14:09Z' }],
          }),
          example('api/content-gateway.yaml', { id: 'mi_01J9Q6H2ZK4W', createdAt: '2026-10-02T08:14:09Z' }),
          example('docs/api/doc1.md', { data: [{ id: 'mi_01J9Q6H2ZK4W', createdAt: '2025-02-11T19:24:31Z' }] }),
          example('api/personalization.yaml', { contentId: 'mi_01J9Q6H2ZK4W', position: 10, duration: 3120 }),
          example('docs/api/player.md', { contentId: 'mi_01J9Q6H2ZK4W', position: 10, duration: 3120 }),
          example('api/playback.yaml', { bookmark: { contentId: 'mi_01J9Q6H2ZK4W', duration: 5415 } }),
        ],
        patterns,
      )
      .map(formatFinding);
    expect(findings).toEqual([
      'docs/api/doc1.md:4: [example-identity] found mi_01J9Q6H2ZK4W with createdAt 2025-02-11T19:24:31Z; mi_01J9Q6H2ZK4W has createdAt 2026-10-02T08:14:09Z in its other examples (api/user-management.yaml:4)',
      'api/playback.yaml:3: [example-identity] found mi_01J9Q6H2ZK4W with duration 5415; mi_01J9Q6H2ZK4W has duration 3120 in its other examples (api/personalization.yaml:2)',
    ]);
  });

  it('lets what changes change: versions, status and update times', () => {
    expect(
      idChecks.checkExampleIdentities(
        [
          example('a.yaml', { id: 'ch_01JA2K7R5N3D', version: 1, status: 'draft', updatedAt: '2026-11-21T09:14:02Z' }),
          example('b.yaml', { id: 'ch_01JA2K7R5N3D', version: 4, status: 'live', updatedAt: '2026-11-21T09:21:47Z' }),
        ],
        patterns,
      ),
    ).toEqual([]);
  });

  it("holds an SDK sample's source metadata to the title's examples, in every language's form, per locale", () => {
    const kotlin = page(
      'docs/products/player/android/basic-playback.md',
      'Load it.\n\n```kotlin\nmetadata = SourceMetadata(contentId = "mi_01J8C1F2A0QX", title = "Big Match Highlights"),\n```\n',
    );
    const java = page(
      'docs/products/player/android/basic-playback.md',
      '```java\nSourceMetadata metadata = new SourceMetadata("mi_01J8C1F2A0QX", "Big Match Highlights");\n```\n',
    );
    const swift = page(
      'docs/products/player/ios/basic-playback.md',
      'Load it.\n\n```swift\nlet item = Source(\n    url: url,\n    metadata: SourceMetadata(contentId: "mi_01J8C1F2A0QX", title: "FLP sample")\n)\n```\n',
    );
    const findings = idChecks
      .checkExampleIdentities(
        [
          ...[kotlin, java, swift].flatMap(idChecks.codeSampleValues),
          // Another locale's title of an item is its own fact, not a contradiction.
          example('api/content-gateway.yaml', { id: 'mi_01J8C1F2A0QX', locale: 'pt', title: 'Os Melhores Momentos' }),
        ],
        patterns,
      )
      .map(formatFinding);
    expect(findings).toEqual([
      'docs/products/player/ios/basic-playback.md:6: [example-identity] found mi_01J8C1F2A0QX with title@en FLP sample; mi_01J8C1F2A0QX has title@en Big Match Highlights in its other examples (docs/products/player/android/basic-playback.md:4)',
    ]);
  });
});

describe('one stream session, one device (check:facts, rule example-identity)', () => {
  it('fails on a session shown as opened by another device or for another title', () => {
    const findings = idChecks
      .checkExampleIdentities(
        [
          example('api/playback.yaml', { streamSessionId: 'ss_01J9V3D6Q1MZ', deviceId: 'dv_01J8ZBX5QG7R' }),
          example('docs/api/player.md', { streamSessionId: 'ss_01J9V3D6Q1MZ', deviceId: 'dv_01J8ZBX5QG7R' }),
          example('docs/products/edge/playback/overview.md', {
            streams: [{ streamSessionId: 'ss_01J9V3D6Q1MZ', deviceId: 'dv_01J7M2Q8R4TX' }],
          }),
        ],
        patternsOf({ SessionId: { type: 'string', pattern: '^ss_[0-9A-Z]{6,26}$' } }),
      )
      .map(formatFinding);
    expect(findings).toEqual([
      'docs/products/edge/playback/overview.md:4: [example-identity] found ss_01J9V3D6Q1MZ with deviceId dv_01J7M2Q8R4TX; ss_01J9V3D6Q1MZ has deviceId dv_01J8ZBX5QG7R in its other examples (api/playback.yaml:2)',
    ]);
  });
});

describe('a stream plays a title, not a series (check:facts, rule playable-content)', () => {
  it('fails on a series id played in a stream list or a playback example, naming file and line', () => {
    const findings = idChecks
      .checkPlayableContent(
        [
          example('api/personalization.yaml', { items: [{ contentId: 'mi_01J9Q2R5T8YV', kind: 'series' }] }),
          example('api/playback.yaml', {
            streams: [{ streamSessionId: 'ss_01J9V0A1B2C3', contentId: 'mi_01J9Q2R5T8YV' }],
          }),
          example('docs/api/player.md', { streamSessionId: 'ss_01J9V0A1B2C3', contentId: 'mi_01J9Q6H2ZK4W' }),
          // A favourite may name a series: it is not played.
          example('docs/products/edge/personalization/overview.md', { contentId: 'mi_01J9Q2R5T8YV', kind: 'series' }),
        ],
        patterns,
      )
      .map(formatFinding);
    expect(findings).toEqual([
      'api/playback.yaml:4: [playable-content] found mi_01J9Q2R5T8YV played (the contentId of a playback example or a stream); mi_01J9Q2R5T8YV is a series (api/personalization.yaml:4); a stream plays one of its episodes',
    ]);
  });
});

describe('a favourite, an asset and a sample title are one thing everywhere (check:facts, rule example-identity)', () => {
  const schemas = {
    MetadataItemId: { type: 'string', pattern: '^mi_[0-9A-Z]{6,26}$' },
    ProfileId: { type: 'string', pattern: '^pr_[0-9A-Z]{6,26}$' },
    AssetId: { type: 'string', pattern: '^as_[0-9A-Z]{6,26}$' },
  };
  const ids = patternsOf(schemas);

  it("fails on a profile's favourite created twice and an asset named two ways", () => {
    const findings = idChecks
      .checkExampleIdentities(
        [
          example('api/personalization.yaml', {
            contentId: 'mi_01J9Q2R5T8YV',
            profileId: 'pr_01J8ZC4N6W2E',
            createdAt: '2026-11-20T18:02:41Z',
          }),
          example('api/personalization.yaml', {
            items: [{ contentId: 'mi_01J9Q2R5T8YV', profileId: 'pr_01J8ZC4N6W2E', createdAt: '2026-11-20T18:02:41Z' }],
          }),
          example('docs/api/doc5.md', {
            contentId: 'mi_01J9Q2R5T8YV',
            profileId: 'pr_01J8ZC4N6W2E',
            createdAt: '2026-11-22T09:40:05Z',
          }),
          example('api/media-asset-management.yaml', { id: 'as_01J7M3C4T8RW', name: 'northern-lines-s02e05.mxf' }),
          example('docs/products/vod/mam/index.md', {
            data: [{ id: 'as_01J7M3C4T8RW', name: 'northern-lines-s02e05.mxf' }],
          }),
          example('docs/products/vod/mam/asset_view/index.md', {
            data: [{ assetId: 'as_01J7M3C4T8RW', name: 'northern-lines-s02e04.mxf' }],
          }),
        ],
        ids,
      )
      .map(formatFinding);
    expect(findings).toEqual([
      'docs/api/doc5.md:2: [example-identity] found mi_01J9Q2R5T8YV@pr_01J8ZC4N6W2E with createdAt 2026-11-22T09:40:05Z; mi_01J9Q2R5T8YV@pr_01J8ZC4N6W2E has createdAt 2026-11-20T18:02:41Z in its other examples (api/personalization.yaml:2)',
      'docs/products/vod/mam/asset_view/index.md:4: [example-identity] found as_01J7M3C4T8RW with name northern-lines-s02e04.mxf; as_01J7M3C4T8RW has name northern-lines-s02e05.mxf in its other examples (api/media-asset-management.yaml:2)',
    ]);
  });

  it('fails on one title loaded under two ids by the SDK samples', () => {
    const web = page(
      'docs/products/player/web/basic-playback.md',
      "```ts\nawait player.load({ url, metadata: { contentId: 'mi_01HF3K8Z6Q', title: 'Big Buck Bunny' } });\n```\n",
    );
    const roku = page(
      'docs/products/player/roku/basic-playback.md',
      '```brightscript\nmetadata: {\n    contentId: "mi_01J9BBBDEM0",\n    title: "Big Buck Bunny"\n}\n```\n',
    );
    expect(idChecks.checkSampleTitles([web, roku].flatMap(idChecks.codeSampleValues)).map(formatFinding)).toEqual([
      'docs/products/player/roku/basic-playback.md:3: [example-identity] found "Big Buck Bunny" loaded as mi_01J9BBBDEM0; the samples load "Big Buck Bunny" as mi_01HF3K8Z6Q (docs/products/player/web/basic-playback.md:2)',
    ]);
  });
});

describe('a version history holds each version as it was stored (check:facts, rule example-identity)', () => {
  it('fails on an entry whose snapshot has another version or update time, naming file and line', () => {
    const value = {
      items: [
        { version: 17, changedAt: '2026-11-20T17:03:51Z', item: { version: 17, updatedAt: '2026-11-20T17:03:51Z' } },
        { version: 16, changedAt: '2026-11-19T09:12:40Z', item: { version: 1, updatedAt: '2026-10-02T08:14:09Z' } },
      ],
    };
    const findings = idChecks
      .checkVersionSnapshots([{ value, file: 'api/metadata-service.yaml', lineOf: (path) => 700 + path.length }])
      .map(formatFinding);
    expect(findings).toEqual([
      'api/metadata-service.yaml:704: [example-identity] found the snapshot of version 16 with version 1; 16, the version of its entry',
      'api/metadata-service.yaml:704: [example-identity] found the snapshot of version 16 with updatedAt 2026-10-02T08:14:09Z; 2026-11-19T09:12:40Z, the changedAt of its entry',
    ]);
  });
});
