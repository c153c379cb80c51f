import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
} from '../../checks/samples/check-typescript';

const root = SITE_ROOT;

/**
 * Checks the sample pages `files` once for the enclosing `describe`, in one TypeScript program with
 * lib.dom and the SDK declarations as the real check does, and removes their folder `dir` after it.
 */
function checkedOnce(files: Record<string, string>, dir: string, timeout: number): () => SampleCheckResult {
  let result: SampleCheckResult | undefined;
  beforeAll(() => {
    result = checkTypeScriptSamples(Object.values(files), { root });
  }, timeout);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => {
    if (!result) throw new Error('the samples were not checked (beforeAll failed)');
    return result;
  };
}

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
  // Under a second when the libraries are parsed already; a cold worker on a busy machine parses
  // lib.dom and the SDK first.
  const checked = checkedOnce(files, dir, 60_000);
  // Files outside the site root are reported by their absolute path.
  const forFile = (file: string) => checked().diagnostics.filter((d) => d.file === file);

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
    expect(checked().optedOut).toHaveLength(1);
    expect(checked().optedOut[0]!.line).toBe(7);
  });

  it('compiles each block as its own module', () => {
    const found = forFile(files.sharedScope);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/Cannot find name 'player'/);
  });

  it('checks one block per sample', () => {
    // good (2) + missing method + wrong key + shared scope (2); untagged and opted-out are not compiled.
    expect(checked().checked).toBe(6);
  });

  it('reports an error in the SDK declarations themselves', () => {
    // A copy of the site's sdk/ with one broken declaration, beside the site's node_modules.
    const site = join(dir, 'site');
    cpSync(join(root, 'sdk'), join(site, 'sdk'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
    appendFileSync(join(site, 'sdk', 'web', 'devices.d.ts'), '\nexport declare const broken: NoSuchType;\n');
    const found = checkTypeScriptSamples([files.good], { root: site }).diagnostics;
    expect(found.map((d) => `${d.file} ${d.message}`)).toEqual([
      expect.stringMatching(/^sdk\/web\/devices\.d\.ts TS2\d{3}: Cannot find name 'NoSuchType'/),
    ]);
  }, 60_000);
});

describe('legacy="6.x" blocks of migration guides', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flp-legacy-'));
  /** A page named like a migration guide (or `name`), in its own folder. */
  const page = (folder: string, body: string, name = 'migrate-6-to-7.md'): string => {
    mkdirSync(join(dir, folder), { recursive: true });
    const file = join(dir, folder, name);
    writeFileSync(file, `---\ntitle: ${folder}\n---\n\n${body}\n`);
    return file;
  };
  const before = ['```ts legacy="6.x"', "const player = new FlpPlayer(document.body, { licenseKey: 'key' });", '```'];
  const after = [
    '```ts',
    "import { createPlayer } from '@flp/player';",
    "createPlayer(document.body, { licenseKey: 'key' });",
    '```',
  ];
  const files = {
    paired: page('paired', [...before, '', ...after].join('\n')),
    brokenSyntax: page('broken', ['```ts legacy="6.x"', 'player.setSource({ url: ', '```', '', ...after].join('\n')),
    wrongAfter: page(
      'wrong-after',
      [...before, '', ...after.map((l) => l.replace('createPlayer(', 'createPlayr('))].join('\n'),
    ),
    elsewhere: page('elsewhere', [...before, '', ...after].join('\n'), 'faq.md'),
    alone: page('alone', before.join('\n')),
    wrongLine: page('wrong-line', [...before.map((l) => l.replace('6.x', '5.x')), '', ...after].join('\n')),
  };
  // Seconds, more on a busy machine.
  const checked = checkedOnce(files, dir, 120_000);
  const messages = (file: string): string[] =>
    checked()
      .diagnostics.filter((d) => d.file === file)
      .map((d) => d.message);

  it('parses 6.x code without type-checking it when its 7.x version follows', () => {
    expect(messages(files.paired)).toEqual([]);
    expect(checked().legacy.map((b) => b.file)).toContain(files.paired);
  });

  it('still reports syntax errors in 6.x code', () => {
    const found = messages(files.brokenSyntax);
    expect(found.length).toBeGreaterThan(0);
    for (const message of found) expect(message).toMatch(/^TS1\d{3}: /);
  });

  it('type-checks the 7.x block after it', () => {
    expect(messages(files.wrongAfter)).toEqual([expect.stringContaining("Cannot find name 'createPlayr'")]);
  });

  it('rejects the flag outside a migration guide and type-checks the block anyway', () => {
    const found = messages(files.elsewhere);
    expect(found[0]).toContain('only a migration guide');
    expect(found.some((m) => m.includes("Cannot find name 'FlpPlayer'"))).toBe(true);
  });

  it('rejects a legacy block with no checked block after it, or with another line', () => {
    expect(messages(files.alone)[0]).toContain('the next code block must be the checked ts version');
    expect(messages(files.wrongLine)[0]).toContain('this guide migrates from 6.x');
  });

  it('accepts only the blocks that follow the rules', () => {
    expect(
      checked()
        .legacy.map((b) => b.file)
        .sort(),
    ).toEqual([files.brokenSyntax, files.paired, files.wrongAfter].sort());
  });
});
