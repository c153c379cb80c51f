import { describe, expect, it } from 'vitest';
import { checkChangesOfBehaviour, checkRetryVerdicts, checkSharedNatives, retryVerdict } from '../../checks/catalogues';
import { formatFinding } from '../../checks/lib/sources';

const file = (entries: string) => ({ path: 'catalog/errors/web.yaml', text: `entries:\n${entries}` });

const entry = (code: string, native: string, extra = '') =>
  `  - code: ${code}\n    native:\n${native
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n')}\n${extra}`;

describe('checkSharedNatives', () => {
  it('asks each code that shares a native on a platform to say what makes it this code', () => {
    const findings = checkSharedNatives([
      file(
        entry('E-1012', "chromecast: 'NETWORK_UNKNOWN (300)'") +
          entry('E-1020', "chromecast: 'NETWORK_UNKNOWN (300), the TV lost its network'"),
      ),
    ]).map(formatFinding);
    expect(findings).toEqual([
      expect.stringMatching(
        /^catalog\/errors\/web\.yaml:4: \[shared-native\] found E-1012 on chromecast: NETWORK_UNKNOWN \(300\); .*E-1020 on chromecast/,
      ),
    ]);
  });

  it('holds two codes that say the same after the comma', () => {
    const findings = checkSharedNatives([
      file(
        entry('E-1010', "roku: 'errorCode -1, errorInfo.category http'") +
          entry('E-1011', "roku: 'errorCode -1, errorInfo.category http'"),
      ),
    ]);
    expect(findings.map((f) => f.found)).toEqual([
      'E-1010 on roku: errorCode -1, errorInfo.category http',
      'E-1011 on roku: errorCode -1, errorInfo.category http',
    ]);
  });

  it('passes natives told apart, HTTP statuses, other platforms and deprecated codes', () => {
    expect(
      checkSharedNatives([
        file(
          entry('E-1012', "chromecast: 'NETWORK_UNKNOWN (300), a response without CORS headers'\nweb: 0") +
            entry('E-1020', "chromecast: 'NETWORK_UNKNOWN (300), the TV lost its network'\nweb: 0") +
            entry('E-1030', "android: 'NETWORK_UNKNOWN (300)'\nservices: 503") +
            entry('E-2007', "chromecast: 'NETWORK_UNKNOWN (300)'", '    deprecated: { since: 7.2.0, note: gone }\n'),
        ),
      ]),
    ).toEqual([]);
  });

  it('compares each value of a list of natives', () => {
    const findings = checkSharedNatives([
      file(
        entry('E-4005', "web: ['MediaKeyStatus output-restricted', 'HDCP']") +
          entry('E-4050', "web: 'HDCP, downscaled'"),
      ),
    ]);
    expect(findings.map((f) => f.found)).toEqual(['E-4005 on web: HDCP']);
  });
});

const retryEntry = (code: string, severity: string, vod: string, live: string) =>
  `  - code: ${code}\n    severity: ${severity}\n    retry:\n      vod: '${vod}'\n      live: '${live}'\n`;

describe('checkRetryVerdicts', () => {
  it('reads the verdict a retry text opens with, the longest first', () => {
    expect(retryVerdict('Not needed: playback continues.')).toBe('Not needed');
    expect(retryVerdict('No: the same request fails the same way.')).toBe('No');
    expect(retryVerdict('Not as it is: fix the DRM settings.')).toBe('Not as it is');
    expect(retryVerdict('Nothing to do.')).toBeNull();
    expect(retryVerdict('From 15 minutes before the start.')).toBeNull();
  });

  it('holds each verdict to the severity', () => {
    const findings = checkRetryVerdicts(
      file(
        retryEntry('E-3016', 'recoverable', 'Not needed: playback continues.', 'Not needed: playback continues.') +
          retryEntry('E-3005', 'fatal', 'Automatic: the SDK retries the append.', 'No: fix the buffer.') +
          retryEntry('E-4050', 'warning', 'Not needed: playback continues.', 'Once: load the source again.'),
      ),
    ).map(formatFinding);
    expect(findings).toEqual([
      expect.stringMatching(
        /^catalog\/errors\/web\.yaml:5: \[retry-verdict\] found E-3016 \(recoverable\) retry\.vod: Not needed/,
      ),
      expect.stringMatching(/:6: \[retry-verdict\] found E-3016 \(recoverable\) retry\.live: Not needed/),
      expect.stringMatching(/:10: \[retry-verdict\] found E-3005 \(fatal\) retry\.vod: Automatic/),
      expect.stringMatching(/:16: \[retry-verdict\] found E-4050 \(warning\) retry\.live: Once/),
    ]);
  });

  it('asks for a verdict, and for a code raised for some content', () => {
    const findings = checkRetryVerdicts(
      file(
        retryEntry('E-5050', 'fatal', 'Not applicable.', 'From 15 minutes before the start.') +
          retryEntry('E-9520', 'fatal', 'Not applicable: live only.', 'Not applicable: nowhere.'),
      ),
    );
    expect(findings.map((f) => f.found)).toEqual([
      'E-5050 retry.live: From 15 minutes before the start.',
      'E-9520: retry not applicable to VOD or live',
    ]);
  });

  it('passes verdicts the severity allows, and deprecated codes', () => {
    expect(
      checkRetryVerdicts(
        file(
          retryEntry('E-1010', 'recoverable', 'Automatic: the SDK retries.', 'Automatic: the SDK retries.') +
            retryEntry('E-3004', 'warning', 'Not needed: playback continues.', 'No: the rendition stays skipped.') +
            retryEntry('E-2002', 'fatal', 'After the CDN is fixed: load again.', 'Not applicable: VOD only.') +
            retryEntry('E-2007', 'fatal', 'Not needed.', 'Not needed.') +
            '    deprecated: { since: 7.2.0, note: gone }\n',
        ),
      ),
    ).toEqual([]);
  });
});

describe('checkChangesOfBehaviour', () => {
  const releases = (...changes: [version: string, type: string, text: string][]) => ({
    path: 'catalog/releases/web.yaml',
    text: changes
      .map(([version, type, text]) => `- version: ${version}\n  changes:\n    - type: ${type}\n      text: ${text}\n`)
      .join(''),
  });
  const catalogue = [
    { code: 'E-9500', severity: 'recoverable' },
    { code: 'E-1011', severity: 'fatal' },
  ];

  it('asks a note that says the SDK now does something instead of what it did for a type the upgrade view lists', () => {
    const findings = checkChangesOfBehaviour(
      releases(
        ['7.4.0', 'improvement', 'E-9500 INTERNAL_ERROR is now recoverable (was fatal).'],
        ['7.3.0', 'feature', 'Captions follow the system size instead of a fixed one.'],
        ['7.2.0', 'improvement', 'E-1011 CDN_ACCESS_DENIED (fatal), not E-2020, is now reported for a 403.'],
        ['7.1.0', 'fix', 'Seeks during an ad break were ignored instead of applied after it.'],
        ['7.0.1', 'fix', 'The player reported E-1011 instead of E-2020.'],
        ['6.9.1', 'improvement', "'Documentation correction: a 403 E-8021 is E-8021, not E-4001.'"],
        ['7.0.0', 'feature', 'The receiver authorises content ids itself instead of loading a URL.'],
        ['6.9.0', 'changed', 'Seeks land on a key frame rather than the exact time.'],
      ),
      catalogue,
    ).map(formatFinding);
    expect(findings).toEqual([
      expect.stringMatching(/^catalog\/releases\/web\.yaml:4: \[change-type\] found 7\.4\.0 improvement/),
      expect.stringMatching(/^catalog\/releases\/web\.yaml:8: \[change-type\] found 7\.3\.0 feature/),
      expect.stringMatching(/^catalog\/releases\/web\.yaml:12: \[change-type\] found 7\.2\.0 improvement/),
      expect.stringMatching(
        /^catalog\/releases\/web\.yaml:20: \[change-type\] found 7\.0\.1 fix.*code, category or severity/,
      ),
    ]);
  });

  it('holds the severity the newest note gives a code to the catalogue’s', () => {
    const findings = checkChangesOfBehaviour(
      releases(
        ['7.4.0', 'changed', 'E-9500 INTERNAL_ERROR is now a warning (was recoverable).'],
        ['7.3.0', 'changed', 'E-1011 CDN_ACCESS_DENIED (recoverable), not E-2020, is now reported for a 403.'],
        ['7.2.0', 'changed', 'E-9500 INTERNAL_ERROR is now recoverable (was fatal).'],
      ),
      catalogue,
    ).map((f) => `${f.line} ${f.found}; ${f.expected}`);
    expect(findings).toEqual([
      '4 7.4.0: E-9500 is warning; catalog/errors: E-9500 is recoverable',
      '8 7.3.0: E-1011 is recoverable; catalog/errors: E-1011 is fatal',
    ]);
  });

  it('holds a severity a note gives a code to the one it had at that release', () => {
    const findings = checkChangesOfBehaviour(
      releases(
        ['7.4.0', 'changed', 'E-9500 INTERNAL_ERROR is now recoverable (was fatal).'],
        ['7.2.0', 'feature', 'A failed upstream call is reported as the recoverable `E-9500`.'],
        ['7.1.0', 'feature', 'A failed upstream call is reported as the fatal `E-9500`.'],
        ['7.0.1', 'changed', '`E-1011` `CDN_ACCESS_DENIED` (recoverable) for a CDN 403.'],
        ['7.0.0', 'feature', 'The fatal E-1011 for a CDN 401.'],
      ),
      catalogue,
    ).map((f) => `${f.line} ${f.found}; ${f.expected}`);
    expect(findings).toEqual([
      '8 7.2.0: the recoverable E-9500; E-9500 was fatal in 7.2.0 (catalog/errors and the later notes that changed it)',
      '16 7.0.1: the recoverable E-1011; E-1011 was fatal in 7.0.1 (catalog/errors and the later notes that changed it)',
    ]);
  });

  it('holds an older "(severity), not" statement to the severity the code had at its release', () => {
    const findings = checkChangesOfBehaviour(
      releases(
        ['7.3.0', 'changed', 'E-1011 CDN_ACCESS_DENIED (fatal), not E-2020, is now reported for a 401.'],
        ['7.2.0', 'changed', 'E-1011 CDN_ACCESS_DENIED (recoverable), not E-2020, is now reported for a 403.'],
      ),
      catalogue,
    ).map((f) => `${f.line} ${f.rule} ${f.found}; ${f.expected}`);
    expect(findings).toEqual([
      '8 severity-at-release 7.2.0: E-1011 (recoverable); E-1011 was fatal in 7.2.0 (catalog/errors and the later notes that changed it)',
    ]);
  });

  it('passes the catalogue’s release notes', () => {
    expect(
      checkChangesOfBehaviour(
        releases(
          ['7.4.0', 'changed', 'E-9500 INTERNAL_ERROR is now recoverable (was fatal).'],
          ['7.3.1', 'security', 'A forged licence URL is refused with E-4001 instead of E-4006.'],
        ),
        catalogue,
      ),
    ).toEqual([]);
  });
});
