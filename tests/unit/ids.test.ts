import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { checkExampleIdentities, checkIdValues, idPatterns } from '../../checks/ids';
import { formatFinding } from '../../checks/lib/sources';
import { type ExampleValue, apiFiles } from '../../checks/openapi';

const shared = {
  path: 'api/shared/components.yaml',
  text: stringify({
    components: {
      schemas: {
        MetadataItemId: { type: 'string', pattern: '^mi_[0-9A-Z]{6,26}$' },
        ChannelId: { type: 'string', pattern: '^ch_[0-9A-Z]{6,26}$' },
        Genre: { type: 'string', pattern: '^[a-z0-9-]+$' },
      },
    },
  }),
};
const patterns = idPatterns(apiFiles([shared]));
const check = (text: string, path = 'docs/products/player/web/basic-playback.md') =>
  checkIdValues({ path, text }, patterns).map(formatFinding);

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
  const example = (file: string, value: unknown): ExampleValue => ({ value, file, lineOf: (path) => path.length + 1 });
  it('fails on an id shown with another createdAt or length than its other examples, naming file and line', () => {
    const findings = checkExampleIdentities(
      [
        example('api/user-management.yaml', { items: [{ id: 'mi_01J9Q6H2ZK4W', createdAt: '2026-10-02T08:14:09Z' }] }),
        example('api/content-gateway.yaml', { id: 'mi_01J9Q6H2ZK4W', createdAt: '2026-10-02T08:14:09Z' }),
        example('docs/api/doc1.md', { data: [{ id: 'mi_01J9Q6H2ZK4W', createdAt: '2025-02-11T19:24:31Z' }] }),
        example('api/personalization.yaml', { contentId: 'mi_01J9Q6H2ZK4W', position: 10, duration: 3120 }),
        example('docs/api/player.md', { contentId: 'mi_01J9Q6H2ZK4W', position: 10, duration: 3120 }),
        example('api/playback.yaml', { bookmark: { contentId: 'mi_01J9Q6H2ZK4W', duration: 5415 } }),
      ],
      patterns,
    ).map(formatFinding);
    expect(findings).toEqual([
      'docs/api/doc1.md:4: [example-identity] found mi_01J9Q6H2ZK4W with createdAt 2025-02-11T19:24:31Z; mi_01J9Q6H2ZK4W has createdAt 2026-10-02T08:14:09Z in its other examples (api/user-management.yaml:4)',
      'api/playback.yaml:3: [example-identity] found mi_01J9Q6H2ZK4W with duration 5415; mi_01J9Q6H2ZK4W has duration 3120 in its other examples (api/personalization.yaml:2)',
    ]);
  });

  it('lets what changes change: versions, status and update times', () => {
    expect(
      checkExampleIdentities(
        [
          example('a.yaml', { id: 'ch_01JA2K7R5N3D', version: 1, status: 'draft', updatedAt: '2026-11-21T09:14:02Z' }),
          example('b.yaml', { id: 'ch_01JA2K7R5N3D', version: 4, status: 'live', updatedAt: '2026-11-21T09:21:47Z' }),
        ],
        patterns,
      ),
    ).toEqual([]);
  });
});
