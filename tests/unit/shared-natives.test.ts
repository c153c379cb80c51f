import { describe, expect, it } from 'vitest';
import { checkSharedNatives } from '../../checks/catalogues';
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
