import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  API_CHANGELOG,
  checkCodeFeatures,
  checkDeprecationsNoted,
  checkServiceCodesNoted,
  checkChangelogOrder,
  checkMigrationAdds,
  checkReleasedFacts,
  checkReleaseRepeats,
  featureSince,
  releasedValue,
} from '../../checks/catalogues';
import { checkConditions, checkStatements, codeNames, readDuration } from '../../checks/facts';
import { type Finding, type SourceFile, formatFinding } from '../../checks/lib/sources';
import {
  type CatalogEntryLike,
  apiFiles,
  checkExampleValues,
  checkLicenceSecurity,
  checkNamedPaths,
  checkNamedWebhooks,
  checkWebhookDeliveries,
  checkProblemExamples,
  markdownJsonValues,
  openApiExampleValues,
  pathTemplates,
  webhookEvents,
  webhookHeaders,
} from '../../checks/openapi';
import { checkAllFacts, readFactsInputs } from '../../checks/run-facts';
import {
  adaptSharedExample,
  bodyParameters,
  credentialParameters,
  parameterSet,
} from '../../plugins/api-reference/problem-examples';
import { loadFacts } from '../../plugins/facts/load';
import { replaceFacts } from '../../plugins/facts/remark';
import { formatFact, parseFacts } from '../../plugins/facts/schema';
import { factRenderer } from '../../plugins/facts/twin';
import { treeWithComponent } from './support/mdast';
import { twinOf } from './support/twin';
import { ROOT } from './support/root';

const facts = loadFacts(ROOT);
const fact = (id: string) => facts.facts.find((f) => f.id === id)!;
const lines = (findings: Finding[]) => findings.map(formatFinding);
const WEB = 'docs/products/player/web/page.md';

describe('the repository agrees with catalog/facts.yaml', () => {
  const inputs = readFactsInputs(ROOT);

  it('has no contradiction (npm run check:facts)', () => {
    expect(inputs.files.length).toBeGreaterThan(150);
    const findings = lines(checkAllFacts(inputs));
    expect(findings, `\n${findings.join('\n')}\n`).toEqual([]);
  });

  it('has statement patterns that each find the fact somewhere, so none is dead', () => {
    for (const f of inputs.facts.facts) {
      for (const s of f.statements) {
        const found = inputs.files.some(
          (file) =>
            (!s.in || s.in.some((p) => file.path.startsWith(p))) &&
            new RegExp(s.pattern, 'i').test(file.text.replace(/\n/g, ' ')),
        );
        expect(found, `${f.id}: ${s.pattern} matches nothing`).toBe(true);
      }
    }
  });
});

describe('the facts catalogue', () => {
  const base = {
    facts: [
      {
        id: 'x.lifetime',
        title: 'X',
        source: 'here',
        type: 'duration',
        value: 2,
        unit: 'hour',
        meaning: { subject: ['x'], concept: ['valid'] },
      },
    ],
  };

  it('parses the repository catalogue and renders values as pages show them', () => {
    expect(formatFact(fact('playback-token.lifetime'))).toBe('2 hours');
    expect(formatFact(fact('heartbeat.interval'))).toBe('30 seconds');
    expect(formatFact(fact('licence-request.headers'))).toBe('Authorization and X-FLP-Device-Id');
    expect(formatFact(fact('ios.minimum-os'))).toBe('iOS / tvOS 15');
  });

  it('rejects a bad id, an enum value that is not an option, a pattern without a group, an id twice', () => {
    expect(() => parseFacts({ facts: [{ ...base.facts[0], id: 'Lifetime' }] })).toThrow(/id/);
    expect(() =>
      parseFacts({
        facts: [
          { id: 'a.b', title: 'A', source: 's', type: 'enum', value: 'open', options: { closed: { text: 'c' } } },
        ],
      }),
    ).toThrow(/not one of its options/);
    expect(() =>
      parseFacts({ facts: [{ ...base.facts[0], statements: [{ pattern: 'valid for \\d+ hours' }] }] }),
    ).toThrow(/no group/);
    expect(() => parseFacts({ facts: [base.facts[0], base.facts[0]] })).toThrow(/twice/);
    expect(parseFacts(base).facts[0]!.statements).toEqual([]);
  });

  it('requires a meaning of every duration and number fact, with units for a number, and words only', () => {
    const { meaning: _, ...bare } = base.facts[0]!;
    expect(() => parseFacts({ facts: [bare] })).toThrow(/x\.lifetime: a duration fact needs a meaning/);
    const count = { id: 'x.limit', title: 'X', source: 's', type: 'number', value: 10 };
    expect(() => parseFacts({ facts: [{ ...count, meaning: { subject: ['x'], concept: ['at most'] } }] })).toThrow(
      /x\.limit: meaning\.units must give the unit words/,
    );
    expect(() =>
      parseFacts({ facts: [{ ...base.facts[0], meaning: { subject: ['token(s)?'], concept: ['valid'] } }] }),
    ).toThrow(/meaning\.subject\.0: must be words/);
    expect(() => parseFacts({ facts: [{ ...base.facts[0], meaning: { subject: [], concept: ['valid'] } }] })).toThrow(
      /must name the subject/,
    );
  });

  it('reads durations in words and units', () => {
    expect(readDuration('2 hours', 'hour')).toBe(7200);
    expect(readDuration('120 minutes', 'hour')).toBe(7200);
    expect(readDuration('30', 'second')).toBe(30);
    expect(readDuration('two h', 'hour')).toBe(7200);
    expect(readDuration('3 fortnights', 'hour')).toBeNull();
  });
});

describe('<Fact id/> renders the catalogue value', () => {
  it('in the page (remark) and in the Markdown twin alike', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'The token is valid for ' },
            {
              type: 'mdxJsxTextElement',
              name: 'Fact',
              attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: 'playback-token.lifetime' }],
              children: [],
            },
            { type: 'text', value: '.' },
          ],
        },
      ],
    };
    replaceFacts(tree, facts);
    expect(JSON.stringify(tree)).toContain('"value":"2 hours"');
    expect(JSON.stringify(tree)).not.toContain('Fact');

    const twin = twinOf('The token is valid for <Fact id="playback-token.lifetime"/>.\n', 'T', {
      Fact: factRenderer(facts),
    });
    expect(twin).toContain('The token is valid for 2 hours.');
  });

  it('fails on an unknown id, naming the page', () => {
    const tree = treeWithComponent('Fact', { id: 'token.lifetime' });
    expect(() => replaceFacts(tree, facts, 'docs/x.md')).toThrow(
      /docs\/x\.md: <Fact id="token.lifetime"\/>: no such fact/,
    );
  });
});

describe('prose against the facts', () => {
  const check = (path: string, text: string) => lines(checkStatements({ path, text }, facts));

  it('fails where a page says the playback token lives 3 hours, with file:line, the fact id and its value', () => {
    const text = 'Authorise right before load.\nThe playback token is valid for 3 hours by default.';
    expect(check(WEB, text)).toEqual([
      `${WEB}:2: [fact] found "playback token is valid for 3 hours"; fact playback-token.lifetime is 2 hours (catalog/facts.yaml)`,
    ]);
    expect(check(WEB, 'The playback token is valid for 2 hours, or 120 minutes.')).toEqual([]);
    expect(check(WEB, 'The playback token is valid for\n120 minutes.')).toEqual([]);
  });

  it('fails on another heartbeat interval, in prose and in samples, also wrapped', () => {
    expect(check(WEB, 'Send a heartbeat\nevery 45 seconds.')).toEqual([
      `${WEB}:1: [fact] found "heartbeat every 45 seconds"; fact heartbeat.interval is 30 seconds (catalog/facts.yaml)`,
    ]);
    expect(check('api/startup.yaml', '      heartbeatInterval: 60')).toEqual([
      'api/startup.yaml:1: [fact] found "heartbeatInterval: 60"; fact heartbeat.interval is 30 seconds (catalog/facts.yaml)',
    ]);
    expect(check(WEB, '{ "heartbeatInterval": 30 }\nA session that misses three heartbeats is closed.')).toEqual([]);
    expect(check(WEB, 'A session that misses two heartbeats is closed.')).toHaveLength(1);
  });

  it('fails on another minimum version, device or enum option; not in the 6.x docs or migration guides', () => {
    expect(check('docs/products/player/roku/setup.md', 'Roku OS 10.0 or later.')).toHaveLength(1);
    expect(check('docs/products/player/roku/setup.md', 'Low-latency HLS needs Roku OS 12.0 or later.')).toEqual([]);
    expect(check('versioned_docs/version-6.x/products/player/roku/setup.md', 'Roku OS 10.0 or later.')).toEqual([]);
    expect(check('docs/products/player/android/migrate-6-to-7.md', '| `minSdk` | 21 | 23 |')).toEqual([]);
    expect(check('docs/products/player/web/faq.md', 'Yes, also on PlayStation 3.')).toEqual([
      'docs/products/player/web/faq.md:1: [fact] found "PlayStation 3"; fact web.devices is ' +
        `${formatFact(fact('web.devices'))} (catalog/facts.yaml)`,
    ]);
    expect(check('docs/products/player/web/faq.md', 'PS5 and PlayStation 4 through WebMAF.')).toEqual([]);
    expect(check(WEB, 'Pausing the player is enough: its heartbeat stops.')).toHaveLength(2);
    // Pausing does not close the stream session, so it frees no slot for the Cast device.
    expect(check(WEB, "Pause the sender's player before casting.")).toHaveLength(1);
    expect(check(WEB, 'Pausing the local player when you cast keeps the slot free.')).toHaveLength(1);
    expect(check(WEB, "Stop the sender's player before casting; pausing keeps it open.")).toEqual([]);
    // Roku's key-system rule, held on Roku pages only (the Web player does take the source's order).
    const byOrder = 'The player takes the key systems in the order the source lists them.';
    expect(check('docs/products/player/roku/faq.md', byOrder)).toEqual([
      'docs/products/player/roku/faq.md:1: [fact] found "key systems in the order" (the first key system the source lists that the device supports); ' +
        `fact roku.key-system-choice is ${formatFact(fact('roku.key-system-choice'))} (catalog/facts.yaml)`,
    ]);
    expect(check(WEB, byOrder)).toEqual([]);
    expect(check(WEB, 'The player picks the system with the highest security level.')).toHaveLength(1);
    // licenseUrl has no default: the release notes of the 7.0 migration said otherwise.
    const releases = 'catalog/releases/web.yaml';
    const optional =
      "- version: 7.0.0\n  migration:\n    - Without a `licenseUrl`, licence requests go to the playback service's licence endpoints.\n";
    expect(check(releases, optional)).toHaveLength(1);
    // Wrapped onto an indented line, as a list item in Markdown is.
    const wrapped = "- DRM: licence requests go through the playback\n  service's licence endpoints by default.";
    expect(check('docs/products/player/web/faq.md', wrapped)).toHaveLength(1);
    expect(
      check(
        releases,
        optional.replace(
          'Without a `licenseUrl`, licence requests go to',
          '`licenseUrl` is required; the platform layer sets it to',
        ),
      ),
    ).toEqual([]);
  });

  it('fails on a retyped device list that leaves an item out, naming file and line; not on a rendered one or a table that completes it', () => {
    const roku = 'docs/products/player/roku/faq.md';
    expect(check(roku, 'Intro.\n\nPlayReady SL3000 runs on Roku Ultra, Streaming Stick 4K and Express 4K+.')).toEqual([
      `${roku}:3: [fact] found a list of 3 of 5 (Roku Ultra, Streaming Stick 4K, Express 4K+), without Streaming Stick 4K+, 4K Roku TV models from 2022; ` +
        `fact roku.playready-sl3000.devices lists ${formatFact(fact('roku.playready-sl3000.devices'))}: render it with <Fact id="roku.playready-sl3000.devices"/> (catalog/facts.yaml)`,
    ]);
    expect(check(roku, 'PlayReady SL3000 runs on <Fact id="roku.playready-sl3000.devices"/>.')).toEqual([]);
    expect(check(roku, 'Roku Ultra and Express 4K+ play 4K.')).toEqual([]);
    const table = [
      '| family | DRM |',
      '| --- | --- |',
      '| Roku Ultra, Streaming Stick 4K, Streaming Stick 4K+, Express 4K+ | PlayReady SL3000 |',
      '| Roku TV | SL3000 on 4K models from 2022 |',
    ].join('\n');
    expect(check(roku, table)).toEqual([]);
  });

  it('holds the doc comments of sdk/*.d.ts and OpenAPI descriptions to the facts', () => {
    const dts = [
      'export interface PlatformOptions {',
      '    /** Seconds between heartbeats when `playback_auth` does not say otherwise. Default 60. */',
      '    heartbeatInterval: number;',
      '}',
    ].join('\n');
    expect(check('sdk/web/platform.d.ts', dts)).toEqual([
      'sdk/web/platform.d.ts:2: [fact] found "between heartbeats when `playback_auth` does not say otherwise. Default 60"; fact heartbeat.interval is 30 seconds (catalog/facts.yaml)',
    ]);
    expect(check('sdk/web/platform.d.ts', dts.replace('Default 60', 'Default 30'))).toEqual([]);
    const description =
      '      description: Seconds between heartbeats (default 45 s) when playback authorisation does not say otherwise.';
    expect(check('api/startup.yaml', description)).toEqual([
      'api/startup.yaml:1: [fact] found "between heartbeats (default 45 s"; fact heartbeat.interval is 30 seconds (catalog/facts.yaml)',
    ]);
    // The files check:facts reads include every declaration file and every OpenAPI document.
    const paths = readFactsInputs(ROOT).files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'sdk/web/platform.d.ts',
        'sdk/web/player.d.ts',
        'api/startup.yaml',
        'api/shared/components.yaml',
      ]),
    );
  });

  it('fails on Chromecast with Google TV denied as a Cast device, and on a Web release note that says the player picks the key system', () => {
    expect(
      check(
        'docs/products/player/android/android-tv.md',
        '| Chromecast with Google TV | L1 | Supported as an Android TV device, not as a cast target |',
      ),
    ).toEqual([
      'docs/products/player/android/android-tv.md:1: [fact] found "Chromecast with Google TV | L1 | Supported as an Android TV device, not as a cast target" (an Android TV device only, not a Cast target); ' +
        `fact chromecast.google-tv-cast is ${formatFact(fact('chromecast.google-tv-cast'))} (catalog/facts.yaml)`,
    ]);
    expect(
      check('docs/products/player/chromecast/faq.md', 'Chromecast with Google TV (4K and HD) is a Cast device.'),
    ).toEqual([]);
    const note = '      text: The player picks the key system from `getCapabilities()` on set-top boxes.';
    expect(check('catalog/releases/web.yaml', note)).toHaveLength(1);
    expect(check('catalog/releases/roku.yaml', note)).toEqual([]);
  });
});

/**
 * Paraphrases of each duration and number fact, written independently of the catalogue's words:
 * `wrong` states another value (other verbs, word order, number words, units) and must fail on its
 * line; `right` states the fact's value and `relative` an offset from it (`5 minutes before it
 * expires`): both pass.
 */
const PARAPHRASES: Record<string, { wrong: string[]; right: string[]; relative: string[] }> = {
  'packaging.segment-duration.max': {
    wrong: [
      'The segment duration is at most 6 seconds.',
      'Packaging takes a segmentDuration of up to 12 s.',
      'The longest segment duration FLP packages is 20 seconds.',
    ],
    right: ['The segment duration is at most 10 seconds.'],
    relative: ['A segment duration 2 seconds longer than the default keeps fewer segments in a playlist.'],
  },
  'playback-token.lifetime': {
    wrong: [
      'The playback token is valid for 4 hours.',
      'Playback tokens expire after four hours.',
      'A playback token lives 240 minutes, then the app authorises again.',
      'Each playback token is good for a day.',
    ],
    right: ['A playback token lasts 120 minutes.'],
    relative: ['Refresh the playback token 5 minutes before it expires.'],
  },
  'cdn-url.lifetime': {
    wrong: [
      'The signed CDN URL is valid for 2 hours.',
      'CDN URLs expire after twelve hours.',
      'The hdnts token of a source lasts 48 hours from the authorisation.',
      'Each signed URL is good for a week.',
    ],
    right: ['A source’s signed CDN URL is good for a day.'],
    relative: ['Authorise again 5 minutes before the CDN URL expires.'],
  },
  'heartbeat.interval': {
    wrong: [
      'The player sends a heartbeat every 45 seconds.',
      'Heartbeats go out once a minute.',
      'The heartbeat interval is 20 s on every platform.',
    ],
    right: ['Each heartbeat follows the previous one after 30 seconds.'],
    relative: ['Every heartbeat goes out 2 seconds early while the app moves to the background.'],
  },
  'ads.vast-timeout': {
    wrong: [
      'The VAST response did not arrive within the ad timeout (5 s by default).',
      'By default the player waits ten seconds for an ad request before content starts.',
      'Ad requests time out after 3000 ms unless you set `vastLoadTimeout`.',
      'Keep VAST responses fast: RAF gives up on a request after 5 seconds.',
    ],
    right: ['The ad timeout defaults to 8 seconds: a VAST response later than that skips the break.'],
    relative: ['A VAST response that arrives 2 s later than the ad timeout is dropped.'],
  },
  'heartbeat.missed-limit': {
    wrong: [
      'A session that misses 5 heartbeats is closed.',
      'After two missed heartbeats the service closes the stream session.',
      'The service ends the session once four consecutive heartbeats are lost.',
    ],
    right: ['Three missed heartbeats in a row close the stream session.'],
    relative: ['When heartbeats are missed, the player resends them 2 heartbeats later.'],
  },
  'epg.grid-window': {
    wrong: [
      'One EPG grid request covers at most 14 days.',
      'The grid window is limited to two weeks.',
      '`get_grid` accepts a window of up to 10 days.',
    ],
    right: ['An EPG grid request spans a week at most.'],
    relative: ['Fetch the next EPG grid window 1 hour before the current one ends.'],
  },
  'bookmark.interval': {
    wrong: [
      'The player saves a bookmark every 60 seconds.',
      'Bookmarks are written once a minute.',
      'The bookmark interval is 10 s.',
    ],
    right: ['The SDK saves the bookmark every 30 seconds.'],
    relative: ['The last bookmark is saved 2 seconds before playback stops.'],
  },
  'bookmark.completed-share': {
    wrong: [
      'A title counts as watched within the last 10 % of its duration.',
      'The bookmark is marked completed in the final 2 percent.',
      'Playback that reaches the last three per cent completes the title.',
    ],
    right: ['Within the last 5% of its duration a title counts as completed.'],
    relative: ['The player saves the bookmark, and marks it completed 1 % later than the credits start.'],
  },
  'stream-session.paused-timeout': {
    wrong: [
      'A paused session is released after 30 minutes.',
      'The paused-session timeout is half an hour.',
      'When the viewer pauses for ten minutes, the stream session closes.',
    ],
    right: ['A paused stream session keeps its slot for 900 seconds.'],
    relative: ['The app warns the viewer 2 minutes before the paused session times out.'],
  },
  'idempotency.window': {
    wrong: [
      'An Idempotency-Key is remembered for 12 hours.',
      'The idempotency window is one hour.',
      'Replaying the same key within 48 h returns the first answer.',
    ],
    right: ['The service keeps an idempotency key for a day.'],
    relative: ['Retry with the same Idempotency-Key 10 seconds later; it is remembered.'],
  },
  'account.device-limit': {
    wrong: [
      'An account may register at most 5 devices.',
      'The device limit is twelve devices per account.',
      'Up to 20 devices can be registered to one account.',
    ],
    right: ['By default an account registers up to ten devices.'],
    relative: ['Remind the viewer to remove old devices 2 devices before the account reaches its limit.'],
  },
  'account.profile-limit': {
    wrong: [
      'An account holds at most 5 profiles.',
      'The profile limit is eight profiles.',
      'Each account can have up to 10 viewer profiles.',
    ],
    right: ['An account may hold no more than six profiles.'],
    relative: ['Suggest cleaning up 2 profiles before the account reaches its profile limit.'],
  },
  'rate-limit.edge': {
    wrong: [
      'The edge APIs allow 10 requests per second per device.',
      'Each device may send up to 30 req/s to the edge APIs.',
      'Edge rate limit: eleven requests per second for every device.',
    ],
    right: ['A device may call the edge APIs 20 times a second.'],
    relative: ['Slow down 5 requests per second before the edge rate limit of a device.'],
  },
  'rate-limit.live-viewer': {
    wrong: [
      'The live API allows 50 requests per second per viewer.',
      "Calls with a viewer's token may send up to 10 req/s to the live API.",
      "Live rate limit with a viewer's token: five requests per second.",
    ],
    right: ["A viewer's token may call the live API 20 times a second."],
    relative: ['Slow down 5 requests per second before the live rate limit per viewer.'],
  },
  'rate-limit.management': {
    wrong: [
      'The management APIs allow 100 requests per second per service client.',
      'A service client may send up to 25 req/s to the management APIs.',
      'Management rate limit: ten requests per second for each client.',
    ],
    right: ['A service client may call the management APIs 50 times a second.'],
    relative: ['Throttle a service client 5 requests per second before the management rate limit.'],
  },
  'pagination.v3.max-limit': {
    wrong: [
      'A page of a v3 list holds at most 50 items.',
      'The largest page a v3 list returns is 200 results.',
      'Set `limit` to no more than 1000 entries.',
    ],
    right: ['A v3 list returns up to 100 items per page.'],
    relative: ['Ask for the next page of a v3 list 10 items before the end of the current page.'],
  },
  'widevine.l3.max-resolution': {
    wrong: [
      'Widevine L3 devices play up to 720p.',
      'On L3 the licence policy caps quality at 1080p.',
      'An L3 device gets keys for 480p at most.',
    ],
    right: ['Widevine L3 is limited to 576p (SD).'],
    relative: ['On Widevine L3 the player picks a rendition 144p below the highest one released.'],
  },
  'playready.sl2000.max-resolution': {
    wrong: [
      'PlayReady SL2000 devices play up to 720p.',
      'On SL2000 the licence policy caps quality at 1080p.',
      'An SL2000 device gets keys for 480p at most.',
    ],
    right: ['PlayReady SL2000 is limited to 576p (SD).'],
    relative: ['On SL2000 the player picks a rendition 144p below the highest one released.'],
  },
  'webhook.ack-timeout': {
    wrong: [
      'Your webhook endpoint must answer with a 2xx within 30 seconds.',
      'FLP waits 5 s for the endpoint to acknowledge a delivery.',
      'A delivery times out when the endpoint has not responded after a minute.',
    ],
    right: ['Acknowledge each webhook delivery within ten seconds.'],
    relative: ['Acknowledge a webhook delivery first; a handler that answers 3 seconds later than usual is fine.'],
  },
  'webhook.retry-window': {
    wrong: [
      'FLP retries a failed webhook delivery for up to 5 days.',
      'Failed deliveries are retried for 48 hours, then the endpoint is disabled.',
      'A webhook endpoint is disabled after a week of failed retries.',
    ],
    right: ['FLP keeps retrying a failed webhook delivery for three days.'],
    relative: ['The webhook retries slow down; the last retry comes 2 hours after the one before.'],
  },
  'webhook.signature-tolerance': {
    wrong: [
      'Reject a webhook whose signature timestamp is more than 10 minutes from your clock.',
      'The signature timestamp of a webhook may differ from your clock by up to 30 seconds.',
      'Webhook signatures older than an hour are refused as replays.',
    ],
    right: ['Allow 300 seconds between the webhook signature timestamp and your clock.'],
    relative: ['Check the webhook signature timestamp 1 minute after receipt at the latest.'],
  },
  'webhook.secret-rotation-overlap': {
    wrong: [
      'After a secret rotation FLP signs webhooks with both secrets for 48 hours.',
      'The old webhook signing secret stays valid for a week after rotation.',
      'For twelve hours after you rotate the secret, deliveries carry two signatures.',
    ],
    right: ['After a secret rotation, deliveries carry both signatures for a day.'],
    relative: ['Rotate the webhook signing secret 1 hour before you deploy the new receiver.'],
  },
  'webhook.replay-window': {
    wrong: [
      'Replay re-sends the webhook events of the last 30 days.',
      'The control panel can replay webhook events from up to two weeks back.',
      'Webhook events older than 3 days cannot be replayed.',
    ],
    right: ['Replay in the control panel re-sends webhook events of the past seven days.'],
    relative: ['Replay webhook events 10 minutes after your endpoint is back.'],
  },
};

describe('a fact stated in other words (meaning)', () => {
  const check = (path: string, text: string) => lines(checkStatements({ path, text }, facts));
  const numeric = facts.facts.filter((f) => f.type === 'duration' || f.type === 'number').map((f) => f.id);

  it('has paraphrases for every duration and number fact', () => {
    expect(Object.keys(PARAPHRASES).sort()).toEqual([...numeric].sort());
  });

  for (const [id, { wrong, right, relative }] of Object.entries(PARAPHRASES)) {
    it(`${id}: fails on another value however it is phrased, passes its value and an offset`, () => {
      const expected = `fact ${id} is ${formatFact(fact(id))} (catalog/facts.yaml)`;
      for (const sentence of wrong) {
        const found = check(WEB, `See the overview.\n\n${sentence}`);
        expect(found, sentence).toHaveLength(1);
        expect(found[0], sentence).toMatch(new RegExp(`^${WEB}:3: \\[fact\\] found .*; `));
        expect(found[0], sentence).toContain(expected);
      }
      for (const sentence of [...right, ...relative]) expect(check(WEB, sentence), sentence).toEqual([]);
    });
  }
  it('reads sentences, table rows, list items, YAML descriptions, doc comments and comment lines of samples', () => {
    const found = (path: string, text: string) => check(path, text).map((f) => f.replace(/ found .*; /, ' '));
    expect(found(WEB, '| Token | Lifetime |\n| --- | --- |\n| Playback token | Expires after 4 h |')).toEqual([
      `${WEB}:3: [fact] fact playback-token.lifetime is 2 hours (catalog/facts.yaml)`,
    ]);
    expect(check(WEB, '- Playback tokens expire quickly\n- Search cursors last 4 hours')).toEqual([]);
    expect(found(WEB, '- Heartbeats: every 45 s\n- Bookmarks: every 30 s')).toEqual([
      `${WEB}:1: [fact] fact heartbeat.interval is 30 seconds (catalog/facts.yaml)`,
    ]);
    const yaml =
      '      summary: Authorise\n      description: >-\n        The playback token\n        lives four hours.';
    expect(found('api/playback.yaml', yaml)).toEqual([
      'api/playback.yaml:4: [fact] fact playback-token.lifetime is 2 hours (catalog/facts.yaml)',
    ]);
    const dts =
      '/**\n * Authorises playback.\n *\n * Playback tokens expire after 4 hours.\n */\nauthorise(): Promise<void>;';
    expect(found('sdk/web/platform.d.ts', dts)).toEqual([
      'sdk/web/platform.d.ts:4: [fact] fact playback-token.lifetime is 2 hours (catalog/facts.yaml)',
    ]);
    const sample = '```ts\n// The playback token lasts 4 hours.\nconst token = await authorise();\n```';
    expect(found(WEB, sample)).toEqual([
      `${WEB}:2: [fact] fact playback-token.lifetime is 2 hours (catalog/facts.yaml)`,
    ]);
    // A comment after code describes that line's own setting, which a sample may choose.
    expect(
      check(
        WEB,
        '```ts\nattach(player, {\n  pausedSessionTimeout: 600, // release the slot after 10 minutes in pause\n});\n```',
      ),
    ).toEqual([]);
  });

  it('leaves out offsets, ranges up to the value, code spans of something else, a rendered <Fact/> and an example’s own setting', () => {
    expect(check(WEB, 'Refresh the playback token 5 minutes ahead of expiry.')).toEqual([]);
    expect(check(WEB, 'The paused session is released 1 minute after the warning.')).toEqual([]);
    expect(check(WEB, 'A v3 list page holds 1 to 100 items.')).toEqual([]);
    expect(check(WEB, 'A v3 list page holds 1 to 200 items.')).toHaveLength(1);
    expect(check(WEB, '| Page size | `limit` 1 to 100, default 20 |')).toEqual([]);
    expect(check(WEB, '| Page size | `limit` 1 to 500, default 20 |')).toHaveLength(1);
    expect(check(WEB, 'The playback token expires, see `max_age 4 h` in the demo.')).toEqual([]);
    expect(check(WEB, 'The playback token expires after `4 h`.')).toHaveLength(1);
    expect(check(WEB, 'The playback token is valid for <Fact id="playback-token.lifetime"/>, not 4 hours.')).toEqual(
      [],
    );
    expect(check(WEB, 'Pages are per channel, so `limit=50` holds up to 50 channel rows.')).toEqual([]);
    expect(check(WEB, 'The CDN URL of a playback token expires after 24 hours.')).toEqual([]);
    // Scope as for statement patterns: the 6.x docs and the release notes speak of other releases.
    expect(
      check('versioned_docs/version-6.x/products/player/web/page.md', 'Playback tokens expire after four hours.'),
    ).toEqual([]);
    expect(check('catalog/releases/web.yaml', '      text: Playback tokens expire after four hours.')).toEqual([]);
    expect(check('docs/api/doc1.md', 'The sandbox limits each device to 10 requests a second.')).toEqual([]);
    expect(check('docs/api/doc1.md', 'Production limits each device to 10 requests a second.')).toHaveLength(1);
    // Time left counts down to the value; a share left is the share.
    expect(check(WEB, 'Renew the playback token before it expires, when 10 minutes remain.')).toEqual([]);
    expect(check(WEB, 'A title is complete once less than 10 % remains.')).toHaveLength(1);
    // A value something changes to, and a sentence's other half after a semicolon.
    expect(check(WEB, 'The heartbeat answer may lengthen the interval to 60 s during peak events.')).toEqual([]);
    expect(check(WEB, 'Playback tokens expire; refresh the playback token every 100 minutes.')).toEqual([]);
  });

  it('gives each value to the fact whose words stand nearest, and reads a default in the clause’s unit', () => {
    expect(check(WEB, 'The bookmark interval is 60 s and the heartbeat interval 30 s.')).toEqual([
      `${WEB}:1: [fact] found "60 s" in "The bookmark interval is 60 s and the heartbeat interval 30 s"; fact bookmark.interval is 30 seconds (catalog/facts.yaml)`,
    ]);
    expect(check(WEB, 'An endpoint that does not answer is retried for 3 days.')).toEqual([]);
    // A concept word qualifies a value near it: `answers` here is far from the onboarding time.
    expect(
      check(
        'api/live.yaml',
        '      description: The service answers `202 Accepted` at once and works in the background, usually for three to eight minutes, then calls your webhooks.',
      ),
    ).toEqual([]);
    const row =
      '| `pausedSessionTimeout` | `number` | Seconds a paused stream keeps its concurrency slot (default 600). |';
    expect(check(WEB, row)).toEqual([
      `${WEB}:1: [fact] found "600" in "${row.slice(0, -3)}"; fact stream-session.paused-timeout is 15 minutes (catalog/facts.yaml)`,
    ]);
    expect(check(WEB, row.replace('600', '900'))).toEqual([]);
  });

  it('reads a sentence that gives a default as the default of what its block named last', () => {
    const dts = (value: string) =>
      `interface ImaOptions {\n  /** Milliseconds IMA waits for a VAST response. Default \`${value}\`. */\n  vastLoadTimeout?: number;\n}`;
    expect(check('sdk/web/ads.d.ts', dts('5000'))).toEqual([
      'sdk/web/ads.d.ts:2: [fact] found "5000" in "Default `5000`"; fact ads.vast-timeout is 8 seconds (catalog/facts.yaml)',
    ]);
    expect(check('sdk/web/ads.d.ts', dts('8000'))).toEqual([]);
    // Only a default, and only in the block that named the subject.
    expect(check(WEB, 'The player waits for the VAST response. Later, 5 s of content play.')).toEqual([]);
    expect(check(WEB, 'The player waits for the VAST response.\n\nDefault 5000 ms.')).toEqual([]);
  });
});

describe('what a code means', () => {
  const entries = [
    { code: 'E-5003', name: 'STREAM_EVICTED', legacyName: null },
    { code: 'E-5102', name: 'STREAM_SESSION_NOT_FOUND', legacyName: null },
    { code: 'E-5001', name: 'NOT_ENTITLED', legacyName: 'PLAYBACK_AUTH_DENIED' },
    { code: 'E-4001', name: 'LICENSE_REQUEST_REFUSED', legacyName: 'DRM_LICENSE_FAILED' },
    { code: 'E-4020', name: 'LICENSE_DENIED_FOR_SESSION', legacyName: null },
    { code: 'E-4021', name: 'PLAYBACK_TOKEN_EXPIRED', legacyName: null },
    { code: 'E-9101', name: 'VALIDATION_FAILED', legacyName: null },
    { code: 'E-4024', name: 'SECURITY_LEVEL_INSUFFICIENT', legacyName: null },
    { code: 'E-9022', name: 'QUALITY_NOT_AVAILABLE', legacyName: null },
  ];
  const names = codeNames(entries);
  const check = (path: string, text: string) => lines(checkConditions({ path, text }, facts.conditions, names));

  it('fails where a sentence gives a code another code’s condition', () => {
    const text = 'Heartbeats.\n\nA `404` with `E-5102` means the viewer\nstopped it from another device.';
    expect(check('docs/api/player.md', text)).toEqual([
      'docs/api/player.md:3: [condition] found E-5102 with "stopped it from another device"; ' +
        "that is E-5003's condition (catalog/facts.yaml conditions): " +
        facts.conditions.find((c) => c.code === 'E-5003')!.condition,
    ]);
    expect(check('docs/api/player.md', '`410` `E-5003` means it was stopped from another device.')).toEqual([]);
    // A code registered as answering the same condition by design.
    expect(check('api/playback.yaml', '        summary: E-9101 playback token expired')).toEqual([]);
  });

  it('fails where a quality the app selects is answered with the licence’s cap, not E-9022', () => {
    const page = 'HD qualities stay listed: `selectQuality` on one of them reports `E-4024`.';
    expect(check('docs/products/player/android/page.md', page)).toEqual([
      expect.stringMatching(/page\.md:1: \[condition\] found E-4024 with "selectQuality"; that is E-9022's/),
    ]);
    expect(check('docs/products/player/android/page.md', page.replace('E-4024', 'E-9022'))).toEqual([]);
  });

  it('reads a 6.x name and a code comment in a sample', () => {
    const page = [
      '```js',
      "if (error.code === 'PLAYBACK_AUTH_DENIED') {",
      '  // The licence proxy refused the request.',
      '}',
      "showMessage('Stopped from another device.'); // E-5102",
      '```',
    ].join('\n');
    expect(check('versioned_docs/version-6.x/products/player/web/setup.md', page)).toEqual([
      expect.stringMatching(/setup\.md:2: \[condition\] found E-5001 with "licence proxy refused"; that is E-4001's/),
    ]);
  });

  it('fails on a catalogue cause that is another code’s condition', () => {
    const file = stringify({
      title: 'Web',
      entries: [
        { code: 'E-4001', causes: ['The playback token expired.', 'The proxy is down.'] },
        { code: 'E-4021', causes: ['The playback token expired.'] },
      ],
    });
    expect(check('catalog/errors/web.yaml', file)).toEqual([
      expect.stringMatching(
        /^catalog\/errors\/web\.yaml:5: \[condition\] found E-4001 cause with "playback token expired"; that is E-4021's/,
      ),
    ]);
  });
});

const CATALOGUE: CatalogEntryLike[] = [
  {
    code: 'E-5003',
    name: 'STREAM_EVICTED',
    message: 'This stream was stopped from another device.',
    severity: 'fatal',
    platforms: ['services'],
    legacyName: null,
    native: { services: 410 },
  },
  {
    code: 'E-5102',
    name: 'STREAM_SESSION_NOT_FOUND',
    message: 'Stream session ended or unknown.',
    severity: 'fatal',
    platforms: ['services'],
    legacyName: null,
    native: { services: 404 },
  },
  {
    code: 'E-9102',
    name: 'INVALID_QUERY_PARAMETER',
    message: 'Invalid query parameter.',
    severity: 'fatal',
    platforms: ['services'],
    legacyName: null,
    native: { services: 400 },
  },
];

const problem = (over: Record<string, unknown>) => ({
  type: 'https://developers.flp.video/error-lookup?code=E-5003',
  title: 'This stream was stopped from another device',
  status: 410,
  instance: '/playback/v3/streams/ss_01J9V3D6Q1MZ/heartbeat',
  code: 'E-5003',
  ...over,
});

/**
 * An API document whose heartbeat (POST) answers the given examples, and whose GET on the same path
 * answers 400 with the shared response holding `shared`.
 */
function api(examples: Record<string, Record<string, unknown>>, shared?: Record<string, unknown>): SourceFile[] {
  const responses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(examples)) {
    responses[status] = { description: 'x', content: { 'application/problem+json': { examples: { ex: { value } } } } };
  }
  const sharedResponses = { '400': { $ref: './shared/components.yaml#/components/responses/BadRequest' } };
  const doc = {
    openapi: '3.1.0',
    paths: {
      '/playback/v3/streams/{streamSessionId}/heartbeat': {
        parameters: [
          { name: 'streamSessionId', in: 'path', schema: { type: 'string', pattern: '^ss_[0-9A-Z]{6,26}$' } },
        ],
        post: { operationId: 'heartbeat', responses },
        ...(shared ? { get: { operationId: 'heartbeatState', responses: sharedResponses } } : {}),
      },
    },
  };
  const sharedDoc = {
    components: {
      responses: {
        BadRequest: { description: 'x', content: { 'application/json': { examples: { a: { value: shared } } } } },
      },
    },
  };
  return [
    { path: 'api/playback.yaml', text: stringify(doc) },
    { path: 'api/shared/components.yaml', text: stringify(sharedDoc) },
  ];
}

describe('OpenAPI examples against the catalogues', () => {
  const check = (files: SourceFile[]) =>
    lines(checkProblemExamples(apiFiles(files), CATALOGUE)).map((l) => l.replace(/:\d+:/, ':L:'));

  it('passes an example with its status, its code’s status, its own path', () => {
    expect(check(api({ '410': problem({}) }))).toEqual([]);
  });

  it('fails on a status+code pair the catalogue does not give, and on a status that is not the response’s', () => {
    expect(check(api({ '404': problem({ status: 404 }) }))).toEqual([
      'api/playback.yaml:L: [example-code] found 404 E-5003 in POST /playback/v3/streams/{streamSessionId}/heartbeat; catalogue: E-5003 STREAM_EVICTED is HTTP 410',
    ]);
    expect(check(api({ '410': problem({ status: 404 }) }))[0]).toMatch(
      /\[example-status\] found status 404 in an example of the 410 response/,
    );
  });

  it('fails on another code’s message answered with this code (the same condition, two codes)', () => {
    expect(check(api({ '404': problem({ status: 404, code: 'E-5102' }) }))).toEqual([
      'api/playback.yaml:L: [example-code] found "This stream was stopped from another device" answered with E-5102 in POST /playback/v3/streams/{streamSessionId}/heartbeat; catalogue: that is the message of E-5003 STREAM_EVICTED',
    ]);
  });

  it('fails on an instance that is not the operation’s path and on a pointer to a parameter it does not take', () => {
    expect(check(api({ '410': problem({ instance: '/metadata/v3/items' }) }))).toEqual([
      "api/playback.yaml:L: [example-instance] found instance /metadata/v3/items in an example of POST /playback/v3/streams/{streamSessionId}/heartbeat; an example's instance is its operation's path (/playback/v3/streams/{streamSessionId}/heartbeat)",
    ]);
    expect(check(api({ '410': problem({ errors: [{ pointer: '#/query/limit', detail: 'x' }] }) }))[0]).toMatch(
      /\[example-pointer\] found query\/limit in an example of POST/,
    );
  });

  it('fails on a 400 or 422 example with no errors, and on an example that leaves out a header another of its code names', () => {
    const invalid = { ...problem({}), title: 'Invalid query parameter', status: 400, code: 'E-9102' };
    expect(check(api({ '400': invalid }))).toEqual([
      'api/playback.yaml:L: [example-errors] found a 400 example with no errors in POST /playback/v3/streams/{streamSessionId}/heartbeat; Problem.errors: always on 400 and 422, naming the fields or parameters at fault',
    ]);
    // Two 400 examples of one code: one names the device header, the other does not.
    const named = { ...invalid, errors: [{ pointer: '#/header/X-FLP-Device-Id', detail: 'Not registered.' }] };
    const unnamed = { ...invalid, errors: [{ pointer: '#/path/streamSessionId', detail: 'Not an id.' }] };
    expect(check(api({ '400': unnamed }, named))).toEqual([
      'api/playback.yaml:L: [example-errors] found E-9102 in POST /playback/v3/streams/{streamSessionId}/heartbeat with no errors entry for #/header/X-FLP-Device-Id; Problem.errors: another E-9102 example names it (api/shared/components.yaml:14)',
    ]);
    // No example of the code names a header: none has to.
    expect(check(api({ '400': unnamed }, unnamed))).toEqual([]);
  });

  it('fails on a title other than its code’s catalogue message, in one example or in all of them', () => {
    const invalid = (title: string) => ({
      ...problem({}),
      title,
      status: 400,
      code: 'E-9102',
      errors: [{ pointer: '#/path/streamSessionId', detail: 'Not an id.' }],
    });
    const wrong =
      'api/playback.yaml:L: [example-title] found "Bad parameter" for E-9102 in POST /playback/v3/streams/{streamSessionId}/heartbeat; E-9102\'s title is its catalogue message, "Invalid query parameter."';
    expect(check(api({ '400': invalid('Bad parameter') }, invalid('Invalid query parameter')))).toEqual([wrong]);
    // The same wrong title everywhere is no excuse; the message with or without its full stop is right.
    expect(check(api({ '400': invalid('Bad parameter') }, invalid('Bad parameter'))).join('\n')).toContain(
      'E-9102\'s title is its catalogue message, "Invalid query parameter."',
    );
    expect(check(api({ '400': invalid('Invalid query parameter.') }, invalid('Invalid query parameter')))).toEqual([]);
  });

  it('takes the bearer token as an Authorization header, required unless the security allows anonymous calls', () => {
    const schemes = {
      flpOAuth: { type: 'oauth2' },
      playbackTokenHeader: { type: 'apiKey', in: 'header', name: 'X-FLP-Playback-Token' },
    };
    const bearer = { in: 'header', name: 'Authorization' };
    expect(credentialParameters([{ flpOAuth: [] }], schemes)).toEqual([{ ...bearer, required: true }]);
    expect(credentialParameters([{}, { flpOAuth: [] }], schemes)).toEqual([{ ...bearer, required: false }]);
    expect(credentialParameters([{ flpOAuth: [] }, { playbackTokenHeader: [] }], schemes)).toEqual([
      { ...bearer, required: false },
      { in: 'header', name: 'X-FLP-Playback-Token', required: false },
    ]);
    expect(credentialParameters(undefined, schemes)).toEqual([]);
    // The shared "no bearer token" example: shown where a token is required, not where it is optional.
    const missingToken = {
      ...problem({}),
      status: 401,
      code: 'E-8001',
      errors: [{ pointer: '#/header/Authorization', detail: 'Missing.' }],
    };
    const anonymous = parameterSet(credentialParameters([{}, { flpOAuth: [] }], schemes));
    const signedIn = parameterSet(credentialParameters([{ flpOAuth: [] }], schemes));
    expect(adaptSharedExample(missingToken, '/x', '/x', anonymous)).toBeNull();
    expect(adaptSharedExample(missingToken, '/x', '/x', signedIn)).toMatchObject({ code: 'E-8001' });
  });

  it('shows a shared example that points at body fields only where the body has them', () => {
    const schemas: Record<string, unknown> = {
      Common: { properties: { localized: {} } },
      Episode: { properties: { seriesId: {}, seasonNumber: {} } },
    };
    const follow = (node: { $ref?: unknown }) => schemas[String(node.$ref).split('/').pop()!];
    const body = (schema: unknown) => ({ content: { 'application/json': { schema } } });
    const item = body({ allOf: [{ $ref: '#/Common' }], oneOf: [{ allOf: [{ $ref: '#/Episode' }] }] });
    expect(bodyParameters(item, follow).map((p) => p.name)).toEqual(['localized', 'seriesId', 'seasonNumber']);
    expect(bodyParameters(body({ $ref: '#/Unknown' }), follow).map((p) => p.name)).toEqual(['*']);
    const invalid = {
      ...problem({}),
      status: 422,
      code: 'E-9101',
      errors: [
        { pointer: '/localized/title/en', detail: 'Must not be empty.' },
        { pointer: '/seriesId', detail: 'No metadata item mi_1.' },
      ],
    };
    const takes = (requestBody: unknown) => parameterSet(bodyParameters(requestBody, follow));
    expect(adaptSharedExample(invalid, '/x', '/x', takes(item))).toMatchObject({ code: 'E-9101' });
    expect(adaptSharedExample(invalid, '/x', '/x', takes(body({ properties: { contentId: {} } })))).toBeNull();
    expect(adaptSharedExample(invalid, '/x', '/x', takes(undefined))).toBeNull();
    expect(adaptSharedExample(invalid, '/x', '/x', takes(body({ $ref: '#/Unknown' })))).not.toBeNull();
  });

  it('leaves a shared response’s examples to the page, which shows them adapted to the operation', () => {
    const shared = {
      ...problem({}),
      title: 'Invalid query parameter',
      status: 400,
      code: 'E-9102',
      instance: '/metadata/v3/items',
      errors: [{ pointer: '#/path/streamSessionId', detail: 'Not an id.' }],
    };
    expect(check(api({}, shared))).toEqual([]);
    const params = new Set(['path/streamsessionid']);
    expect(
      adaptSharedExample(shared, '/playback/v3/streams/{id}/heartbeat', '/playback/v3/streams/ss_1/heartbeat', params),
    ).toMatchObject({
      instance: '/playback/v3/streams/ss_1/heartbeat',
    });
    const withLimit = { ...shared, errors: [{ pointer: '#/query/limit', detail: 'x' }] };
    expect(adaptSharedExample(withLimit, '/x/{id}', '/x/1', params)).toBeNull();
    expect(adaptSharedExample(withLimit, '/x/{id}', '/x/1', new Set(['query/limit']))).toMatchObject({
      instance: '/x/1',
    });
    // A header that is missing: shown only where the operation requires it (startup takes the device id
    // as an optional header, the content gateway requires it).
    const missing = {
      ...shared,
      code: 'E-8020',
      errors: [{ pointer: '#/header/X-FLP-Device-Id', detail: 'Missing.' }],
    };
    const optional = parameterSet([{ in: 'header', name: 'X-FLP-Device-Id', required: false }]);
    const required = parameterSet([{ in: 'header', name: 'X-FLP-Device-Id', required: true }]);
    expect(adaptSharedExample(missing, '/x/{id}', '/x/1', optional)).toBeNull();
    expect(adaptSharedExample(missing, '/x/{id}', '/x/1', new Set())).toBeNull();
    expect(adaptSharedExample(missing, '/x/{id}', '/x/1', required)).toMatchObject({ code: 'E-8020' });
    // An unknown device id: wherever the operation takes the header.
    const unknown = {
      ...missing,
      code: 'E-8021',
      errors: [{ pointer: '#/header/X-FLP-Device-Id', detail: 'Not registered.' }],
    };
    expect(adaptSharedExample(unknown, '/x/{id}', '/x/1', optional)).toMatchObject({ code: 'E-8021' });
    expect(adaptSharedExample(unknown, '/x/{id}', '/x/1', new Set(['query/limit']))).toBeNull();
  });
});

describe('example values bound to facts', () => {
  const token = (claims: Record<string, unknown>) =>
    `pt.${Buffer.from(JSON.stringify({ sub: 'pr_1', ...claims })).toString('base64url')}.c2ln`;
  const iat = Date.parse('2026-11-22T09:12:50Z') / 1000;
  const auth = (over: Record<string, unknown>) => ({
    playbackToken: token({ iat, exp: iat + 7200 }),
    expiresAt: '2026-11-22T11:12:50Z',
    source: {
      url: `https://cdn.example/m.mpd?hdnts=exp=${iat + 7200}~hmac=1`,
      drm: { widevine: { headers: { Authorization: 'Bearer pt', 'X-FLP-Device-Id': 'dv_1' } } },
    },
    ...over,
  });
  const check = (value: unknown, more: unknown[] = []) =>
    checkExampleValues(
      [value, ...more].map((v) => ({ value: v, file: 'api/playback.yaml', lineOf: () => 7 })),
      facts,
    ).map((f) => `${f.rule}: ${f.found}`);

  it('passes a token whose claims span the lifetime, its expiry, a later CDN expiry and the licence headers', () => {
    expect(check(auth({}), [{ detail: 'The playback token expired at 2026-11-22T11:12:50Z.' }])).toEqual([]);
  });

  it('fails on a token that lives 5 minutes, an expiresAt that is not its exp, a CDN exp before it was issued', () => {
    expect(check(auth({ playbackToken: token({ iat, exp: iat + 300 }), expiresAt: '2026-11-22T09:17:50Z' }))).toEqual([
      'example-lifetime: a playbackToken issued 2026-11-22T09:12:50Z, expiring 2026-11-22T09:17:50Z',
    ]);
    expect(check(auth({ expiresAt: '2026-11-22T09:17:44Z' }))).toEqual([
      'example-lifetime: expiresAt 2026-11-22T09:17:44Z for a token expiring 2026-11-22T11:12:50Z',
    ]);
    expect(check(auth({ source: { url: `https://cdn.example/m.mpd?hdnts=exp=${iat - 770}~hmac=1` } }))).toEqual([
      'example-lifetime: a CDN token exp=1795338000 (2026-11-22T09:00:00Z) before the authorisation that issued it (2026-11-22T09:12:50Z)',
    ]);
    expect(check(auth({}), [{ detail: 'The playback token expired at 2026-11-22T09:17:44Z.' }])).toEqual([
      'example-lifetime: "expired at 2026-11-22T09:17:44Z"',
    ]);
    expect(check({ playbackToken: 'pt.opaque.sig' })).toEqual([
      'example-lifetime: a playbackToken without iat and exp claims',
    ]);
  });

  it('fails on licence headers that are not the fact’s, also in a JSON sample of a page', () => {
    const page = {
      path: 'docs/api/player.md',
      text: 'Intro.\n\n```json\n{ "source": { "drm": { "widevine": {\n  "headers": { "X-FLP-Playback-Token": "pt" } } } } }\n```\n',
    };
    const values = markdownJsonValues(page);
    expect(lines(checkExampleValues(values, facts))).toEqual([
      `docs/api/player.md:5: [example-headers] found headers X-FLP-Playback-Token; fact licence-request.headers is ${formatFact(fact('licence-request.headers'))} (catalog/facts.yaml)`,
    ]);
    expect(openApiExampleValues(apiFiles(api({ '410': problem({}) })))).toHaveLength(1);
  });
});

describe('paths named in the content', () => {
  const files: SourceFile[] = [
    {
      path: 'api/image-resizer.yaml',
      text: stringify({
        openapi: '3.1.0',
        paths: {
          '/images/v3/resize/{imageKey}': {
            get: {
              parameters: [
                { name: 'imageKey', in: 'path', schema: { type: 'string', pattern: '^[0-9a-f]{20}\\.(jpg|png)$' } },
              ],
            },
          },
          '/playback/v3/drm/widevine/license': { post: {} },
        },
      }),
    },
  ];
  const templates = pathTemplates(apiFiles(files));
  const check = (text: string, path = 'docs/products/edge/ums/overview.md') =>
    lines(checkNamedPaths({ path, text }, templates));

  it('fails on a path no OpenAPI document defines, and on a path parameter that breaks its schema', () => {
    expect(check('PlayReady uses `/playback/v3/drm/playready/license`.')).toEqual([
      'docs/products/edge/ums/overview.md:1: [path] found /playback/v3/drm/playready/license; no OpenAPI document in api/ defines this path',
    ]);
    expect(check('"avatarUrl": "https://api.flp.video/images/v3/resize/owl.png"')).toEqual([
      'docs/products/edge/ums/overview.md:1: [path] found /images/v3/resize/owl.png; /images/v3/resize/{imageKey}: imageKey owl.png must match ^[0-9a-f]{20}\\.(jpg|png)$',
    ]);
    expect(check('https://api.flp.video/images/v3/resize/avatars/owl.png')).toHaveLength(1);
  });

  it('passes defined paths, their beginnings, placeholders, retired APIs and the 6.x docs', () => {
    const ok = [
      'POST /playback/v3/drm/widevine/license and https://api.flp.video/images/v3/resize/9f4c2e1b7d0a4c55b6e1.jpg?width=300',
      'Everything under /playback/v3/drm/ and /images/v3/resize/{imageKey}.',
      'GET /playback/v3/streams/ss_... and /playback/v3/streams/ss_… and /media/v2/playback/*',
      'The legacy /media/v2/playback/authorize was removed.',
    ];
    for (const text of ok) expect(check(text), text).toEqual([]);
    expect(check('/playback/v3/nothing', 'versioned_docs/version-6.x/products/player/web/setup.md')).toEqual([]);
  });
});

describe('webhook events named in the content (check:facts, rules webhook and webhook-link)', () => {
  const events = webhookEvents(
    apiFiles([
      {
        path: 'api/media-asset-management.yaml',
        text: stringify({
          openapi: '3.1.0',
          'x-flp-route-folder': '/docs/products/vod/mam/',
          webhooks: { 'asset.ready': { post: {} } },
        }),
      },
    ]),
  );
  const check = (text: string, path = 'docs/products/vod/overview.md') =>
    lines(checkNamedWebhooks({ path, text }, events));
  const LINK = '[`asset.ready`](/docs/products/vod/mam/webhooks/asset-ready)';

  it('finds the events of the documents with their reference pages', () => {
    expect([...events]).toEqual([['asset.ready', '/docs/products/vod/mam/webhooks/asset-ready']]);
  });

  it('fails on an event no document defines: in a documented namespace, or beside the word webhook', () => {
    expect(check(`Wait for ${LINK} or \`asset.archived\`.`)).toEqual([
      'docs/products/vod/overview.md:1: [webhook] found `asset.archived`; no OpenAPI document in api/ defines this webhook event (add it to the `webhooks` of its service)',
    ]);
    expect(check('Intro.\n\nSubscribe to the `profile.created`\nwebhook.')).toEqual([
      'docs/products/vod/overview.md:3: [webhook] found `profile.created`; no OpenAPI document in api/ defines this webhook event (add it to the `webhooks` of its service)',
    ]);
  });

  it('fails on a current page that names an event without linking its reference page once', () => {
    expect(check('Subscribe to `asset.ready`.')).toEqual([
      'docs/products/vod/overview.md:1: [webhook-link] found `asset.ready` without a link to its reference page; link it once on the page: [`asset.ready`](/docs/products/vod/mam/webhooks/asset-ready)',
    ]);
    expect(check(`Subscribe to ${LINK}.\n\nThen \`asset.ready\` again.`)).toEqual([]);
  });

  it('fails on whatever a paragraph about webhooks calls an event, and on the events of a delivery in a code block', () => {
    const noSuch = (line: number, event: string) =>
      `docs/api/doc8.md:${line}: [webhook] found \`${event}\`; no OpenAPI document in api/ defines this webhook event (add it to the \`webhooks\` of its service)`;
    expect(
      check('1. Add a webhook endpoint.\n2. Press Send: FLP sends a signed `ping` event.', 'docs/api/doc8.md'),
    ).toEqual([noSuch(2, 'ping')]);
    expect(check("```bash\ncurl -H 'FLP-Event: ping' http://localhost\n```", 'docs/api/doc8.md')).toEqual([
      noSuch(2, 'ping'),
    ]);
    const delivery = '```http\nFLP-Signature: t=1,v1=00\n\n{"type":"asset.archived","data":{}}\n```';
    expect(check(`See ${LINK}.\n\n${delivery}`, 'docs/api/doc8.md')).toEqual([noSuch(6, 'asset.archived')]);
    // A player event is no webhook event; a defined event in a delivery passes.
    expect(check('The player emits a `playing` event.', 'docs/products/player/web/events.md')).toEqual([]);
    expect(check(`See ${LINK}.\n\n\`\`\`http\nFLP-Event: asset.ready\n\`\`\``, 'docs/api/doc8.md')).toEqual([]);
  });

  it('leaves alone code blocks, other dotted names and the links of the 6.x docs', () => {
    const ok = [
      "```ts\ncase 'asset.archived':\n```",
      'Set `metadata.title` and `player.muted`; `ads.stitched` is true for SSAI.',
      'Read `channel.startOver` before you start.',
    ];
    for (const text of ok) expect(check(text), text).toEqual([]);
    expect(check('Subscribe to `asset.ready`.', 'versioned_docs/version-6.x/products/vod/overview.md')).toEqual([]);
  });
});

describe('test deliveries carry the headers of their webhook (check:facts, rule webhook-headers)', () => {
  const shared = stringify({
    components: {
      parameters: {
        WebhookDelivery: { name: 'FLP-Delivery', in: 'header', required: true },
        WebhookSignature: { name: 'FLP-Signature', in: 'header', required: true },
      },
    },
  });
  const mam = stringify({
    openapi: '3.1.0',
    webhooks: {
      'asset.deleted': {
        post: {
          parameters: [
            { name: 'FLP-Event', in: 'header', required: true },
            { $ref: './shared/components.yaml#/components/parameters/WebhookDelivery' },
            { $ref: './shared/components.yaml#/components/parameters/WebhookSignature' },
          ],
        },
      },
    },
  });
  const headers = webhookHeaders(
    apiFiles([
      { path: 'api/shared/components.yaml', text: shared },
      { path: 'api/media-asset-management.yaml', text: mam },
    ]),
  );
  const check = (text: string) => lines(checkWebhookDeliveries({ path: 'docs/api/doc8.md', text }, headers));
  const curl = (extra: string) =>
    [
      'Test it:',
      '',
      '```bash',
      'curl -s -X POST http://localhost:8080/hooks/flp \\',
      "  -H 'FLP-Event: asset.deleted' \\",
      extra,
      '  -H "FLP-Signature: t=$T,v1=$SIG" \\',
      '  --data-binary "$BODY"',
      '```',
    ].join('\n');

  it('reads the required headers of each event, shared parameters resolved', () => {
    expect(headers.get('asset.deleted')).toEqual(['FLP-Event', 'FLP-Delivery', 'FLP-Signature']);
  });

  it('fails on a test delivery without a required header, naming file and line', () => {
    expect(check(curl(''))).toEqual([
      'docs/api/doc8.md:5: [webhook-headers] found a delivery of `asset.deleted` without FLP-Delivery; a delivery of `asset.deleted` carries FLP-Event, FLP-Delivery, FLP-Signature (its webhook in api/)',
    ]);
    expect(check(curl("  -H 'FLP-Delivery: 7a1c9e3b-5d4f-4a6b-8c0d-2e4f6a8b0c1d' \\"))).toEqual([]);
    // A block that only shows headers (no request sent) is not a test delivery.
    expect(check('```http\nFLP-Event: asset.deleted\n```')).toEqual([]);
  });
});

describe('the licence operations take the playback token only (fact licence-request.credential)', () => {
  const doc = (security: unknown[]) =>
    apiFiles([
      {
        path: 'api/playback.yaml',
        text: stringify({
          openapi: '3.1.0',
          paths: { '/playback/v3/drm/widevine/license': { post: { security, responses: {} } } },
        }),
      },
    ]);

  it('fails on the viewer token listed as an alternative, naming file and line', () => {
    expect(
      lines(checkLicenceSecurity(doc([{ playbackToken: [] }, { playbackTokenHeader: [] }, { flpOAuth: [] }]), facts)),
    ).toEqual([
      'api/playback.yaml:8: [fact] found flpOAuth as an alternative to the playback token in the security of POST /playback/v3/drm/widevine/license; ' +
        `fact licence-request.credential is ${formatFact(fact('licence-request.credential'))} (catalog/facts.yaml)`,
    ]);
    expect(checkLicenceSecurity(doc([{ playbackToken: [] }, { playbackTokenHeader: [] }]), facts)).toEqual([]);
    // Operations that do not take the playback token keep flpOAuth.
    expect(checkLicenceSecurity(doc([{ flpOAuth: [] }]), facts)).toEqual([]);
  });

  it('fails on prose that says a licence endpoint also takes the viewer token', () => {
    expect(
      lines(
        checkStatements(
          { path: 'docs/api/player.md', text: "The licence endpoints also accept the viewer's access token." },
          facts,
        ),
      ),
    ).toHaveLength(1);
  });
});

describe('the catalogues against each other', () => {
  const features = stringify({
    features: [
      { id: 'webrtc', platforms: { web: { since: '7.4.0' }, roku: { supported: false, note: 'No.' } } },
      { id: 'platform-layer', platforms: { ios: { since: '6.10.0', note: 'FLPPlatform.' } } },
    ],
  });
  const since = featureSince(features);
  const codes = (entry: Record<string, unknown>) =>
    lines(
      checkCodeFeatures(
        { path: 'catalog/errors/web.yaml', text: stringify({ title: 'Web', entries: [entry] }) },
        since,
      ),
    );

  it('fails on a code older than its feature and on a code listed for a platform without the feature', () => {
    expect(codes({ code: 'E-1401', platforms: ['web'], since: '7.4.0', feature: 'webrtc' })).toEqual([]);
    expect(codes({ code: 'E-1401', platforms: ['web'], since: '7.2.0', feature: 'webrtc' })).toEqual([
      'catalog/errors/web.yaml:6: [code-feature] found E-1401 since 7.2.0; catalog/features.yaml: webrtc arrived in 7.4.0 (web 7.4.0)',
    ]);
    expect(codes({ code: 'E-1401', platforms: ['web', 'roku'], since: '7.4.0', feature: 'webrtc' })[0]).toMatch(
      /found E-1401 listed for roku; catalog\/features\.yaml: webrtc is not available on roku/,
    );
    expect(codes({ code: 'E-1401', platforms: ['web'], since: '7.4.0', feature: 'nope' })[0]).toMatch(
      /no such feature/,
    );
  });

  it('fails on release notes that add what an older release already names', () => {
    const notes = (older: string) =>
      stringify([
        {
          version: '7.1.0',
          changes: [{ type: 'feature', text: 'Combine publishers `eventsPublisher` and `$state`.' }],
        },
        { version: '7.0.0', changes: [{ type: 'breaking', text: older }] },
      ]);
    const check = (older: string) =>
      lines(checkReleaseRepeats({ path: 'catalog/releases/ios.yaml', text: notes(older) }));
    expect(check('The delegate was replaced by `player.events` and Combine publishers.')).toEqual([
      'catalog/releases/ios.yaml:4: [release-repeat] found 7.1.0 adds "Combine publishers"; the 7.0.0 release notes already name it',
    ]);
    expect(check('The delegate was replaced by `player.events`; Combine publishers followed in 7.1.0.')).toEqual([]);
    expect(check('The delegate was replaced by `player.events`.')).toEqual([]);
  });

  it('holds the Media3 version to the newest Android release that states it, and the pages to it', () => {
    const media3 = fact('android.media3');
    const patterns = media3.statements.map((s) => s.pattern);
    const releases = [
      { version: '7.5.0', changes: [{ text: 'Faster start-up.' }] },
      { version: '7.4.0', changes: [{ text: 'Updated to Media3 1.8.' }] },
      { version: '7.2.0', changes: [{ text: 'Updated to Media3 1.5.' }] },
    ];
    expect(releasedValue(patterns, releases)).toMatchObject({ version: '7.4.0', value: '1.8' });
    expect(releasedValue(patterns, releases.slice(0, 1))).toBeNull();
    const notes = (text: string) => [
      {
        path: 'catalog/releases/android.yaml',
        text: stringify([{ version: '7.5.0', changes: [{ type: 'improvement', text }] }]),
      },
    ];
    expect(checkReleasedFacts(facts, notes('Updated to Media3 1.8.'))).toEqual([]);
    expect(lines(checkReleasedFacts(facts, notes('Updated to Media3 1.9.')))).toEqual([
      'catalog/releases/android.yaml:4: [fact-release] found 7.5.0 states 1.9; fact android.media3 is Media3 1.8 (catalog/facts.yaml): the newest release decides, so update the fact with the release',
    ]);
    const page = 'The SDK depends on Media3 1.5.\n| Media3 | 1.8.x |\n| Media3 | 1.4.1 |';
    expect(lines(checkStatements({ path: 'docs/products/player/android/setup.md', text: page }, facts))).toEqual([
      'docs/products/player/android/setup.md:1: [fact] found "Media3 1.5"; fact android.media3 is Media3 1.8 (catalog/facts.yaml)',
      'docs/products/player/android/setup.md:3: [fact] found "Media3 | 1.4"; fact android.media3 is Media3 1.8 (catalog/facts.yaml)',
    ]);
    expect(
      checkStatements({ path: 'versioned_docs/version-6.x/products/player/android/setup.md', text: page }, facts),
    ).toEqual([]);
    expect(checkStatements({ path: 'catalog/releases/android.yaml', text: page }, facts)).toEqual([]);
  });

  it('fails on a deprecated code that its platforms’ release notes or the API changelog do not announce with its replacement', () => {
    const sdkCode = {
      code: 'E-2007',
      platforms: ['web', 'android'],
      deprecated: { since: '7.2.0', replacedBy: 'E-2003' },
    };
    const serviceCode = {
      code: 'E-9156',
      platforms: ['services'],
      deprecated: { since: '7.4.0', replacedBy: 'E-9102' },
    };
    const release = (platform: string, type: string, text: string) => ({
      path: `catalog/releases/${platform}.yaml`,
      text: stringify([{ version: '7.2.0', changes: [{ type, text }] }]),
    });
    const noted = 'E-2007 is deprecated; unsupported playlist features are E-2003.';
    const changelog = (text: string) => ({ path: API_CHANGELOG, text: `# Changelog\n\n- **Changed** ${text}\n` });
    const both = changelog('a pageSize out of range is `E-9102` (previously `E-9156`, now deprecated).');
    expect(
      checkDeprecationsNoted(
        [sdkCode, serviceCode],
        [release('web', 'deprecation', noted), release('android', 'deprecation', noted)],
        both,
      ),
    ).toEqual([]);
    // A service code the SDKs relay is announced in both places.
    const relayed = { ...serviceCode, platforms: ['services', 'web'] };
    expect(lines(checkDeprecationsNoted([relayed], [release('web', 'deprecation', noted)], both))).toEqual([
      'catalog/releases/web.yaml:1: [deprecation-noted] found no release 7.4.0; catalog/errors deprecates E-9156 on web since 7.4.0',
    ]);
    expect(
      lines(
        checkDeprecationsNoted(
          [sdkCode, serviceCode],
          [release('web', 'fix', noted), release('android', 'deprecation', 'E-2007 is deprecated.')],
          changelog('a pageSize out of range is `E-9102`.'),
        ),
      ),
    ).toEqual([
      'catalog/releases/web.yaml:1: [deprecation-noted] found 7.2.0 has no deprecation naming E-2007 and its replacement E-2003; catalog/errors deprecates E-2007 on web since 7.2.0',
      'catalog/releases/android.yaml:1: [deprecation-noted] found 7.2.0 has no deprecation naming E-2007 and its replacement E-2003; catalog/errors deprecates E-2007 on android since 7.2.0',
      'docs/api/doc10.md:1: [deprecation-noted] found no entry names E-9156 and its replacement E-9102; catalog/errors deprecates the service code E-9156 since 7.4.0: the API changelog says what answers instead',
    ]);
  });

  it('fails on a service code added after 7.0.0 that the API changelog’s entry of its release does not name', () => {
    const changelog = {
      path: API_CHANGELOG,
      text: [
        '# Changelog',
        '',
        '## 2026-04-14 · Added: playback problem codes',
        '',
        'Shipped with platform release 7.2.0.',
        '',
        '- **Added** `403` `E-5103` to the heartbeat.',
        '',
        '## 2026-01-27 · Added: problem codes',
        '',
        'Shipped with platform release 7.1.0.',
        '',
        '- **Added** `409` `E-9172`.',
        '',
      ].join('\n'),
    };
    const code = (c: string, since: string, platforms = ['services', 'web']) => ({ code: c, platforms, since });
    const first = '7.0.0';
    // Named in its release's entry; from the first release (no entry needed); an SDK's own code.
    expect(
      checkServiceCodesNoted(
        [code('E-5103', '7.2.0'), code('E-9172', '7.1.0'), code('E-5001', '7.0.0'), code('E-1013', '7.1.0', ['web'])],
        changelog,
        first,
      ),
    ).toEqual([]);
    expect(lines(checkServiceCodesNoted([code('E-5103', '7.1.0'), code('E-8013', '7.3.0')], changelog, first))).toEqual(
      [
        "docs/api/doc10.md:9: [service-code-noted] found the entry of platform release 7.1.0 does not name E-5103; catalog/errors dates the service code E-5103 to 7.1.0: that release's entry names it",
        "docs/api/doc10.md:1: [service-code-noted] found no entry shipped with platform release 7.3.0; catalog/errors dates the service code E-8013 to 7.3.0: that release's entry names it",
      ],
    );
  });

  it('fails on an API changelog entry dated after the one above it', () => {
    const changelog = (...dates: string[]) => ({
      path: API_CHANGELOG,
      text: ['# Changelog', '', ...dates.map((date) => `## ${date} · Added: something\n\n- **Added** it.\n`)].join(
        '\n',
      ),
    });
    expect(checkChangelogOrder(changelog('2026-06-08', '2026-04-14', '2026-04-14', '2026-03-02'))).toEqual([]);
    expect(lines(checkChangelogOrder(changelog('2026-06-08', '2026-03-02', '2026-04-14')))).toEqual([
      'docs/api/doc10.md:11: [changelog-order] found 2026-04-14 after 2026-03-02; the entries newest first',
    ]);
  });

  it('fails on a migration guide that says the major adds what 6.x had', () => {
    const releases = stringify([
      { version: '7.0.0', changes: [] },
      { version: '6.10.0', changes: [{ type: 'feature', text: '`FLPPlayerConviva` reports sessions to Conviva.' }] },
    ]);
    const page = (text: string) => ({ path: 'docs/products/player/ios/migrate-6-to-7.md', text });
    expect(
      lines(
        checkMigrationAdds(
          page('Intro.\n7.x adds the `FLPPlatform` and\n`FLPPlayerConviva` products.'),
          releases,
          features,
        ),
      ),
    ).toEqual([
      'docs/products/player/ios/migrate-6-to-7.md:2: [release-repeat] found 7.x adds `FLPPlatform`; catalog/features.yaml: ios has it since 6.10.0',
      'docs/products/player/ios/migrate-6-to-7.md:2: [release-repeat] found 7.x adds `FLPPlayerConviva`; catalog/releases/ios.yaml: 6.10.0 already names it',
    ]);
    expect(checkMigrationAdds(page('7.x adds the `FLPCast` product.'), releases, features)).toEqual([]);
  });
});
