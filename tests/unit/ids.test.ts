import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { checkIdValues, idPatterns } from '../../checks/ids';
import { formatFinding } from '../../checks/lib/sources';
import { apiFiles } from '../../checks/openapi';

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
