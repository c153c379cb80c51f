import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkTypeScriptSamples,
  formatDiagnostic,
  listSamplePages,
  listSdkDeclarations,
  SITE_ROOT,
  type SampleCheckResult,
} from '../../scripts/samples/check-typescript';

const root = SITE_ROOT;

describe('Web and Chromecast code samples', () => {
  it('compile against the SDK declarations', () => {
    const pages = listSamplePages(root);
    expect(pages.length).toBeGreaterThan(0);
    expect(listSdkDeclarations(root).some((file) => file.endsWith('player.d.ts'))).toBe(true);

    const result = checkTypeScriptSamples(pages, { root });
    console.info(
      `TypeScript samples: ${result.checked} blocks checked in ${pages.length} pages, ` +
        `${result.optedOut.length} opted out with check=false` +
        result.optedOut.map((b) => `\n  ${b.file}:${b.line}`).join(''),
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  });
});

describe('the sample checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flp-samples-'));
  const page = (name: string, body: string): string => {
    const file = join(dir, `${name}.md`);
    writeFileSync(file, `---\ntitle: ${name}\n---\n\nSome prose.\n\n${body}\n`);
    return file;
  };
  const files = {
    good: page(
      'good',
      [
        '```ts',
        "import { createPlayer } from '@flp/player';",
        "const player = createPlayer(document.body, { licenseKey: 'key' });",
        "await player.load({ url: 'https://cdn.example.com/a.m3u8', type: 'hls' });",
        '```',
        '',
        '```js',
        "import { createPlayer } from '@flp/player';",
        "const player = createPlayer(document.body, { licenseKey: 'key', muted: true });",
        'player.on("timeUpdate", (event) => console.log(event.currentTime.toFixed(1)));',
        '```',
      ].join('\n'),
    ),
    missingMethod: page(
      'missing-method',
      [
        '```typescript',
        "import { createPlayer } from '@flp/player';",
        "const player = createPlayer(document.body, { licenseKey: 'key' });",
        "player.setSource({ url: 'https://cdn.example.com/a.m3u8' });",
        '```',
      ].join('\n'),
    ),
    wrongConfigKey: page(
      'wrong-config-key',
      [
        'Prose before.',
        '',
        '```javascript',
        "import { createPlayer } from '@flp/player';",
        '',
        "createPlayer(document.body, { licenseKey: 'key', autoPlay: true });",
        '```',
      ].join('\n'),
    ),
    untagged: page('untagged', ['```', 'player.play();', '```'].join('\n')),
    optedOut: page(
      'opted-out',
      [
        '```ts check=false',
        '// 6.x, does not compile on 7.x',
        "new FlpPlayer(document.body, { licenseKey: 'key' });",
        '```',
      ].join('\n'),
    ),
    sharedScope: page(
      'shared-scope',
      [
        '```ts',
        "import { createPlayer } from '@flp/player';",
        "const player = createPlayer(document.body, { licenseKey: 'key' });",
        '```',
        '',
        '```ts',
        'player.pause();',
        '```',
      ].join('\n'),
    ),
  };
  let result: SampleCheckResult;
  // Files outside the site root are reported by their absolute path.
  const forFile = (file: string) => result.diagnostics.filter((d) => d.file === file);

  beforeAll(() => {
    // One program for every case, as the real check does.
    result = checkTypeScriptSamples(Object.values(files), { root });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts valid TypeScript and JavaScript samples', () => {
    expect(forFile(files.good)).toEqual([]);
  });

  it('fails a sample calling a method the SDK does not have', () => {
    const found = forFile(files.missingMethod);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/setSource/);
    expect(found[0]!.line).toBe(7);
    expect(found[0]!.sourceLine).toBe(10);
  });

  it('fails a JavaScript sample with a wrong config key', () => {
    const found = forFile(files.wrongConfigKey);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/autoPlay/);
    expect(found[0]!.sourceLine).toBe(12);
  });

  it('fails an untagged block', () => {
    expect(forFile(files.untagged).map((d) => d.message)).toEqual(['Code block has no language tag']);
  });

  it('skips blocks with check=false and counts them', () => {
    expect(forFile(files.optedOut)).toEqual([]);
    expect(result.optedOut).toHaveLength(1);
    expect(result.optedOut[0]!.line).toBe(7);
  });

  it('compiles each block as its own module', () => {
    const found = forFile(files.sharedScope);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/Cannot find name 'player'/);
  });

  it('checks one block per sample', () => {
    // good (2) + missing method + wrong key + shared scope (2); untagged and opted-out are not compiled.
    expect(result.checked).toBe(6);
  });
});
