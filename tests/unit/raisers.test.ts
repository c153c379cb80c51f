import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { checkCodeFeatures, checkReleaseMembers, featureSince, sdkSurfaces } from '../../checks/catalogues';
import { formatFinding } from '../../checks/lib/sources';
import { type RaisedCode, checkRaisers, givenCodes } from '../../checks/raisers';

const catalogue: RaisedCode[] = [
  {
    code: 'E-9102',
    platforms: ['services'],
    raisedBy: [
      { api: 'live', status: 400 },
      { api: 'vod-encoding', status: 400 },
    ],
  },
  { code: 'E-9135', platforms: ['services'], raisedBy: [{ api: 'metadata-service', status: 409 }] },
  { code: 'E-9146', platforms: ['services'], raisedBy: [{ api: 'live', status: 409 }] },
  { code: 'E-9156', platforms: ['services'], raisedBy: [{ api: 'vod-encoding', status: 400 }] },
  { code: 'E-3102', platforms: ['services'], raisedBy: [{ api: 'media-asset-management', channel: 'webhook' }] },
  { code: 'E-2001', platforms: ['web'] },
];
const at = (code: string) => ({
  file: 'catalog/errors/content-metadata.yaml',
  line: catalogue.findIndex((c) => c.code === code) + 1,
});
/** The findings of every rule but raiser-silent (which has a test of its own: the fixtures give few codes). */
const check = (files: { path: string; text: string }[], codes = catalogue) =>
  checkRaisers(files, codes, at)
    .filter((f) => f.rule !== 'raiser-silent')
    .map(formatFinding);

const LIVE = `openapi: 3.1.0
paths:
  /live/v3/channels/{channelId}:
    delete:
      description: >-
        A channel with a running deployment cannot be deleted (\`409\` \`E-9135\`).
      responses:
        '409':
          description: The channel still has a deployment.
          content:
            application/problem+json:
              example:
                status: 409
                code: E-9146
`;

describe('who raises each code (check:facts, rules raised-by, raised-nowhere, one-condition)', () => {
  it("fails on a warning given as a failure: in a failure event's payload schema, or with an error status", () => {
    const warning: RaisedCode = {
      code: 'E-3104',
      platforms: ['services'],
      severity: 'warning',
      raisedBy: (['job-result', 'webhook'] as const).map((channel) => ({ api: 'media-asset-management', channel })),
    };
    const mam = [
      'webhooks:',
      '  encoding.failed:',
      '    post:',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema:',
      "              $ref: '#/components/schemas/EncodingFailedEvent'",
      'components:',
      '  schemas:',
      '    EncodingFailedEvent:',
      '      properties:',
      '        code:',
      "          description: The failed job's code, `E-3101` to `E-3105`.",
    ].join('\n');
    expect(check([{ path: 'api/media-asset-management.yaml', text: mam }], [...catalogue, warning])).toEqual([
      'api/media-asset-management.yaml:14: [warning-as-failure] found E-3104 given as a failure, in the encoding.failed event; catalog/errors gives E-3104 the severity warning (the request or job goes on): name it where it succeeds, or change its severity',
    ]);
    // The same schema behind a successful event, and the code in a job's result, pass.
    const ready = mam.replace('encoding.failed', 'asset.ready');
    expect(check([{ path: 'api/media-asset-management.yaml', text: ready }], [...catalogue, warning])).toEqual([]);
    const refused = `paths:\n  /x:\n    post:\n      responses:\n        '422':\n          description: Refused (\`E-3104\`).\n`;
    expect(
      check([{ path: 'api/media-asset-management.yaml', text: refused }], [...catalogue, warning]).filter((f) =>
        f.includes('warning-as-failure'),
      ),
    ).toEqual([
      'api/media-asset-management.yaml:6: [warning-as-failure] found E-3104 given as a failure, with 422; catalog/errors gives E-3104 the severity warning (the request or job goes on): name it where it succeeds, or change its severity',
    ]);
  });

  it('fails on a range of codes that holds a warning among failures, in an API document or a page', () => {
    const codes: RaisedCode[] = [
      { code: 'E-3103', platforms: ['services'], severity: 'fatal' },
      { code: 'E-3104', platforms: ['services'], severity: 'warning' },
      { code: 'E-3105', platforms: ['services'], severity: 'recoverable' },
    ];
    const described = (text: string) => `paths:\n  /x:\n    get:\n      description: >-\n        ${text}\n`;
    const rangeOf = (files: { path: string; text: string }[]) =>
      check(files, codes).filter((f) => f.includes('range-severity'));
    expect(
      rangeOf([
        { path: 'api/media-asset-management.yaml', text: described('Step errors: `E-3103` to\n        `E-3105`.') },
        { path: 'docs/products/vod/mam/page.md', text: 'A failed step has E-3103 through E-3104.\n' },
      ]),
    ).toEqual([
      'api/media-asset-management.yaml:5: [range-severity] found E-3103 to E-3105 spans E-3103, E-3105 (not a warning); E-3104 (warning); catalog/errors: a range holds warnings only or none; name the others apart',
      'docs/products/vod/mam/page.md:1: [range-severity] found E-3103 to E-3104 spans E-3103 (not a warning); E-3104 (warning); catalog/errors: a range holds warnings only or none; name the others apart',
    ]);
    // Fatal and recoverable codes together, or the warning named apart, pass.
    expect(
      rangeOf([
        { path: 'api/media-asset-management.yaml', text: described('`E-3103`, `E-3105`; the warning `E-3104`.') },
        { path: 'docs/products/vod/mam/page.md', text: 'Errors E-3105 to E-3106, and E-3102 to E-3103.\n' },
      ]),
    ).toEqual([]);
  });

  it('fails on a code an OpenAPI document gives for a service its entry does not list, naming file and line', () => {
    expect(check([{ path: 'api/live.yaml', text: LIVE }])).toEqual([
      'api/live.yaml:6: [raised-by] found E-9135 given by api/live.yaml with 409; catalog/errors lists E-9135 raised by metadata-service 409',
    ]);
    // With another status than the one listed.
    expect(
      check([{ path: 'api/live.yaml', text: LIVE.replace("'409':", "'410':").replace('`409` `E-9135`', 'a 409') }]),
    ).toEqual([
      'api/live.yaml:14: [raised-by] found E-9146 given by api/live.yaml with 410; catalog/errors lists E-9146 raised by live 409',
    ]);
  });

  it('reads a problem type URI as a link to the code, not as a code given', () => {
    const schema = [
      'components:',
      '  schemas:',
      '    Problem:',
      '      properties:',
      '        type:',
      '          examples:',
      '            - https://developers.flp.video/error-lookup?code=E-9404',
      '          description: A link such as https://developers.flp.video/error-lookup?code=E-9102.',
    ].join('\n');
    expect(givenCodes([{ path: 'api/startup.yaml', text: schema }]).map((g) => g.code)).toEqual(['E-9102']);
  });

  it('reads webhook payloads as the webhook channel, and shared components in the documents that use them', () => {
    const mam = `webhooks:\n  encoding.failed:\n    post:\n      requestBody:\n        content:\n          application/json:\n            example:\n              data:\n                code: E-3102\n`;
    expect(givenCodes([{ path: 'api/media-asset-management.yaml', text: mam }])).toEqual([
      {
        code: 'E-3102',
        api: 'media-asset-management',
        via: 'webhook',
        file: 'api/media-asset-management.yaml',
        line: 9,
        event: 'encoding.failed',
      },
    ]);
    expect(check([{ path: 'api/media-asset-management.yaml', text: mam }])).toEqual([]);
    const shared = `components:\n  responses:\n    Conflict:\n      content:\n        application/problem+json:\n          example:\n            code: E-9146\n`;
    const user = `paths:\n  /x:\n    get:\n      responses:\n        '409':\n          $ref: './shared/components.yaml#/components/responses/Conflict'\n`;
    expect(
      check([
        { path: 'api/shared/components.yaml', text: shared },
        { path: 'api/storefront.yaml', text: user },
      ]),
    ).toEqual([
      'api/shared/components.yaml:7: [raised-by] found E-9146 given by api/storefront.yaml with 409; catalog/errors lists E-9146 raised by live 409',
    ]);
  });

  it('counts a shared problem example about a parameter only in the documents with an operation that takes it', () => {
    const shared = [
      'components:',
      '  parameters:',
      '    DeviceId:',
      '      name: X-FLP-Device-Id',
      '      in: header',
      '      required: true',
      '  responses:',
      '    BadRequest:',
      '      content:',
      '        application/problem+json:',
      '          examples:',
      '            deviceIdMissing:',
      '              value:',
      '                code: E-8020',
      '                errors:',
      "                  - pointer: '#/header/X-FLP-Device-Id'",
      '                    detail: Missing.',
      '            cursorExpired:',
      '              value:',
      '                code: E-9120',
      '                errors:',
      "                  - pointer: '#/query/cursor'",
      '                    detail: Expired.',
      '',
    ].join('\n');
    const op = (parameters: string) =>
      `paths:\n  /x:\n    get:\n${parameters}      responses:\n        '400':\n          $ref: './shared/components.yaml#/components/responses/BadRequest'\n`;
    const edge = op("      parameters:\n        - $ref: './shared/components.yaml#/components/parameters/DeviceId'\n");
    const pages = op('      parameters:\n        - name: page\n          in: query\n');
    // The header is optional here: a missing one is no error.
    const optional = op(
      '      parameters:\n        - name: X-FLP-Device-Id\n          in: header\n          required: false\n',
    );
    const codes: RaisedCode[] = [
      { code: 'E-8020', platforms: ['services'], raisedBy: [{ api: 'content-gateway', status: 400 }] },
      { code: 'E-9120', platforms: ['services'], raisedBy: [{ api: 'storefront', status: 400 }] },
    ];
    const files = [
      { path: 'api/shared/components.yaml', text: shared },
      { path: 'api/content-gateway.yaml', text: edge },
      { path: 'api/media-asset-management.yaml', text: pages },
      { path: 'api/startup.yaml', text: optional },
      { path: 'api/storefront.yaml', text: op('      parameters:\n        - name: cursor\n          in: query\n') },
    ];
    // Each example gives its code twice (its `code` and its pointer's error).
    const given = [...new Set(givenCodes(files).map((g) => `${g.code} ${g.api} ${g.via}`))];
    expect(given.sort()).toEqual(['E-8020 content-gateway 400', 'E-9120 storefront 400']);
    expect(checkRaisers(files, codes, at).map(formatFinding)).toEqual([]);
    // Listed for a document none of whose operations takes the parameter: that document never shows it.
    const everywhere: RaisedCode[] = [
      { ...codes[0]!, raisedBy: [...codes[0]!.raisedBy!, { api: 'media-asset-management', status: 400 }] },
      codes[1]!,
    ];
    expect(checkRaisers(files, everywhere, at).map(formatFinding)).toEqual([
      'catalog/errors/content-metadata.yaml:0: [raiser-silent] found E-8020 raised by api/media-asset-management.yaml with 400; api/media-asset-management.yaml never gives E-8020 with 400; document it there or drop the raiser',
    ]);
  });

  it('fails on a service page that gives a code its API does not raise, or with another status', () => {
    const page =
      '| code | name | status |\n| --- | --- | --- |\n| `E-9146` | `CHANNEL_HAS_DEPLOYMENT` | 409 |\n\nA search term is refused with `400` `E-9135`.';
    expect(check([{ path: 'docs/products/edge/image/overview.md', text: page }])).toEqual([
      'docs/products/edge/image/overview.md:3: [raised-by] found E-9146 given for api/image-resizer.yaml with 409; catalog/errors lists E-9146 raised by live 409',
      'docs/products/edge/image/overview.md:5: [raised-by] found E-9135 given for api/image-resizer.yaml with 400; catalog/errors lists E-9135 raised by metadata-service 409',
    ]);
    expect(
      check([{ path: 'docs/products/live/overview.md', text: page.replace('`400` `E-9135`', '`400` `E-9102`') }]),
    ).toEqual([]);
    // SDK codes and general pages are not a service's.
    expect(check([{ path: 'docs/api/doc2.md', text: '`409` `E-9135` and E-2001' }])).toEqual([]);
  });

  it('lets a document name a code its entry says it cites, without a status, and raise nothing', () => {
    const gateway = (description: string) => `openapi: 3.1.0
paths:
  /items:
    get:
      description: >-
        ${description}
      responses:
        '200':
          description: The items.
`;
    const mention = gateway('Playback authorisation refuses the item outside its regions (`E-9135`).');
    const paired = gateway('An item outside its regions is refused with `403` `E-9135`.');
    const cites = catalogue.map((c) => (c.code === 'E-9135' ? { ...c, citedBy: ['content-gateway'] } : c));
    const files = (text: string) => [{ path: 'api/content-gateway.yaml', text }];
    expect(check(files(mention), cites)).toEqual([]);
    // Without the entry's word, the mention gives the code for the document's own service.
    expect(check(files(mention))).toEqual([
      'api/content-gateway.yaml:6: [raised-by] found E-9135 given by api/content-gateway.yaml with no status; catalog/errors lists E-9135 raised by metadata-service 409',
    ]);
    // Cited is not raised: a status beside the code is still the document's own answer.
    expect(check(files(paired), cites)).toEqual([
      'api/content-gateway.yaml:6: [raised-by] found E-9135 given by api/content-gateway.yaml with 403; catalog/errors lists E-9135 raised by metadata-service 409',
    ]);
  });

  it('fails on a service code raised nowhere, naming its entry', () => {
    const codes: RaisedCode[] = [...catalogue, { code: 'E-9136', platforms: ['services'] }];
    expect(check([], codes)).toEqual([
      'catalog/errors/content-metadata.yaml:0: [raised-nowhere] found E-9136 with no raisedBy; a service code lists the API documents (with status) or channels that raise it',
    ]);
    expect(
      check([], [...catalogue, { code: 'E-9136', platforms: ['services'], deprecated: { since: '7.4.0' } }]),
    ).toEqual([]);
  });

  it('fails on a native.services status its raisers do not answer, and on a channel-only code not shown as 200', () => {
    const job = (status: number): RaisedCode => ({
      code: 'E-3202',
      platforms: ['services'],
      native: { services: status },
      raisedBy: [{ api: 'live', channel: 'job-result' }],
    });
    const channelOnly = check([], [...catalogue, job(422)]).filter((f) => f.includes('[native-status]'));
    expect(channelOnly).toEqual([
      'catalog/errors/content-metadata.yaml:0: [native-status] found E-3202 with native.services 422; 200: it only reaches integrators through job-result (a successful answer)',
    ]);
    expect(check([], [...catalogue, job(200)]).filter((f) => f.includes('[native-status]'))).toEqual([]);
    const answered: RaisedCode = {
      code: 'E-9146',
      platforms: ['services'],
      native: { services: 422 },
      raisedBy: [{ api: 'live', status: 409 }],
    };
    expect(check([], [answered]).filter((f) => f.includes('[native-status]'))).toEqual([
      'catalog/errors/content-metadata.yaml:3: [native-status] found E-9146 with native.services 422; a status its raisers answer it with: 409',
    ]);
  });

  it('fails on two codes for one condition: an invalid value of the same parameter', () => {
    const param = (code: string) =>
      `components:\n  parameters:\n    PageSize:\n      name: pageSize\n      in: query\n      description: From 1 to 200; another value is \`400\` \`${code}\`.\n`;
    expect(
      check([
        { path: 'api/vod-encoding.yaml', text: param('E-9156') },
        { path: 'api/live.yaml', text: param('E-9102') },
      ]),
    ).toEqual([
      'api/live.yaml:6: [one-condition] found E-9102 for an invalid query pageSize (400); E-9156 answers the same condition in api/vod-encoding.yaml (api/vod-encoding.yaml:6); one condition, one code',
    ]);
    // Within one document: the parameter's description and a problem example's pointer.
    const within = [
      'paths:',
      '  /media/v2/encoding/configs:',
      '    get:',
      '      parameters:',
      '        - name: pageSize',
      '          in: query',
      '          description: From 1 to 200; a larger value is `400` `E-9156`.',
      '      responses:',
      "        '400':",
      '          content:',
      '            application/problem+json:',
      '              example:',
      '                code: E-9102',
      '                errors:',
      "                  - pointer: '#/query/pageSize'",
      '',
    ].join('\n');
    expect(check([{ path: 'api/vod-encoding.yaml', text: within }])).toEqual([
      'api/vod-encoding.yaml:15: [one-condition] found E-9102 for an invalid query pageSize (400); E-9156 answers the same condition within api/vod-encoding.yaml (api/vod-encoding.yaml:7); one condition, one code',
    ]);
  });

  it('fails on an SDK code whose since predates its feature, naming file and line', () => {
    const features = featureSince(
      stringify({
        features: [
          { id: 'offline', platforms: { android: { since: '6.11.0' }, web: { supported: false, note: 'No.' } } },
        ],
      }),
    );
    const errors = stringify({
      entries: [{ code: 'E-3601', platforms: ['android', 'web'], since: '6.10.0', feature: 'offline' }],
    });
    expect(
      checkCodeFeatures({ path: 'catalog/errors/android.yaml', text: errors }, features).map(formatFinding),
    ).toEqual([
      'catalog/errors/android.yaml:4: [code-feature] found E-3601 listed for web; catalog/features.yaml: offline is not available on web',
      'catalog/errors/android.yaml:6: [code-feature] found E-3601 since 6.10.0; catalog/features.yaml: offline arrived in 6.11.0 (android 6.11.0)',
    ]);
  });

  it('fails on an SDK ad code that names no feature, not on a service code', () => {
    const errors = stringify({
      entries: [
        { code: 'E-7201', platforms: ['web'], category: 'ads', since: '7.3.0' },
        { code: 'E-7900', platforms: ['services'], category: 'ads', raisedBy: [{ api: 'ads', status: 400 }] },
      ],
    });
    expect(checkCodeFeatures({ path: 'catalog/errors/web.yaml', text: errors }, new Map()).map(formatFinding)).toEqual([
      'catalog/errors/web.yaml:5: [code-feature] found E-7201 (category ads) names no feature; the ad feature of catalog/features.yaml it belongs to, as `feature`',
    ]);
  });

  it('fails on a release note of the current line naming an SDK member nobody declares, naming file and line', () => {
    const surfaces = sdkSurfaces([
      { path: 'sdk/web/player.d.ts', text: 'export interface Player { load(source: Source): Promise<void>; }' },
      { path: 'docs/products/player/web/references.md', text: 'Create it with `createPlayer()`.' },
    ]);
    const releases = stringify([
      {
        version: '7.1.0',
        changes: [
          { type: 'feature', text: '`player.load()` returns a promise; `createPlayer()` checks its container.' },
          { type: 'feature', text: 'Low latency with `player.setLowLatency()` and `availabilityTimeOffset`.' },
        ],
      },
      { version: '7.0.0', changes: [{ type: 'breaking', text: '`player.setSource()` became `player.load()`.' }] },
      { version: '6.12.0', changes: [{ type: 'feature', text: '`player.setSource()` takes a start position.' }] },
    ]);
    expect(
      checkReleaseMembers({ path: 'catalog/releases/web.yaml', text: releases }, surfaces).map(formatFinding),
    ).toEqual([
      'catalog/releases/web.yaml:7: [release-member] found 7.1.0 names `player.setLowLatency()`; the web SDK declares no `setLowLatency` (sdk/web, docs/products/player/web/references.md)',
    ]);
  });

  it('fails on a raiser with a status its document never answers the code with, a mention without status is not one', () => {
    const live = [
      'openapi: 3.1.0',
      'components:',
      '  schemas:',
      '    Airing:',
      '      properties:',
      '        blackoutRegions:',
      '          description: Countries where this airing is blacked out (`E-6010` at playback).',
      '',
    ].join('\n');
    // A response component of the document gives its codes with the status it is referenced under.
    const playback = [
      'openapi: 3.1.0',
      'paths:',
      '  /playback/v3/authorize:',
      '    post:',
      '      responses:',
      "        '403':",
      "          $ref: '#/components/responses/PlaybackRefused'",
      'components:',
      '  responses:',
      '    PlaybackRefused:',
      '      content:',
      '        application/problem+json:',
      '          example:',
      '            code: E-6010',
      '',
    ].join('\n');
    const files = [
      { path: 'api/live.yaml', text: live },
      { path: 'api/playback.yaml', text: playback },
    ];
    const silent = (raisedBy: RaisedCode['raisedBy'], citedBy?: string[]) =>
      checkRaisers(
        files,
        [{ code: 'E-6010', platforms: ['services'], raisedBy, ...(citedBy ? { citedBy } : {}) }],
        () => ({
          file: 'catalog/errors/live-epg.yaml',
          line: 129,
        }),
      ).map(formatFinding);
    expect(
      silent([
        { api: 'live', status: 403 },
        { api: 'playback', status: 403 },
      ]),
    ).toEqual([
      'catalog/errors/live-epg.yaml:129: [raiser-silent] found E-6010 raised by api/live.yaml with 403; api/live.yaml never gives E-6010 with 403; document it there or drop the raiser',
    ]);
    expect(silent([{ api: 'playback', status: 403 }], ['live'])).toEqual([]);
  });

  it('fails on a raiser whose document never gives the code, not on one whose document is not checked', () => {
    const files = [
      { path: 'api/live.yaml', text: LIVE },
      {
        path: 'api/media-asset-management.yaml',
        text: 'openapi: 3.1.0\ninfo:\n  description: Any step may end with `E-3101` to `E-3104`.\n',
      },
    ];
    const codes: RaisedCode[] = [
      { code: 'E-9146', platforms: ['services'], raisedBy: [{ api: 'live', status: 409 }] },
      {
        code: 'E-9147',
        platforms: ['services'],
        raisedBy: [
          { api: 'live', status: 409 },
          { api: 'playback', status: 409 },
        ],
      },
      { code: 'E-3103', platforms: ['services'], raisedBy: [{ api: 'media-asset-management', channel: 'job-result' }] },
    ];
    expect(
      checkRaisers(files, codes, (code) => ({ file: 'catalog/errors/live-epg.yaml', line: Number(code.slice(-2)) }))
        .filter((f) => f.rule === 'raiser-silent')
        .map(formatFinding),
    ).toEqual([
      'catalog/errors/live-epg.yaml:47: [raiser-silent] found E-9147 raised by api/live.yaml with 409; api/live.yaml never gives E-9147 with 409; document it there or drop the raiser',
    ]);
  });
});
