/**
 * `npm run mcp:pack [-- --out DIR] [--tgz]`: the docs MCP server as the npm package readers run
 * (`npx -y @flp/docs-mcp`): one file bundled with esbuild (the server, the SDK and the plugin
 * modules it shares with the site), a `bin`, and the site it reads by default, FLP_SITE_URL +
 * FLP_BASE_URL at packing time (the production site: pack it with the variables the production
 * build uses). `--tgz` also runs `npm pack` in the folder, ready for `npm publish`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { readSiteEnv } from '../src/config/env';

export const PACKAGE_NAME = '@flp/docs-mcp';
export const BIN_FILE = 'flp-docs-mcp.mjs';

export async function packServer(outDir: string, siteUrl: string): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const root = resolve(__dirname, '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  await build({
    entryPoints: [join(__dirname, 'package-main.ts')],
    outfile: join(outDir, BIN_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'linked',
    define: { PACKED_SITE_URL: JSON.stringify(siteUrl) },
    // CommonJS dependencies inside an ES module bundle call require().
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: PACKAGE_NAME,
        version,
        description: `MCP server for the FLP developer docs at ${siteUrl}: search, pages, error codes, release notes, API operations.`,
        type: 'module',
        bin: { 'flp-docs-mcp': BIN_FILE },
        files: [BIN_FILE, `${BIN_FILE}.LEGAL.txt`, 'README.md'],
        engines: { node: '>=20' },
        license: 'UNLICENSED',
      },
      null,
      2,
    )}\n`,
  );
  copyFileSync(join(__dirname, 'README.md'), join(outDir, 'README.md'));
  return join(outDir, BIN_FILE);
}

if (process.argv[1]?.endsWith('pack.ts')) {
  const args = process.argv.slice(2);
  const outArg = args.indexOf('--out');
  const outDir = resolve(outArg >= 0 ? (args[outArg + 1] ?? '') : join(__dirname, 'dist'));
  const { siteUrl, baseUrl } = readSiteEnv(process.env);
  packServer(outDir, `${siteUrl}${baseUrl}`)
    .then((bin) => {
      console.log(`${PACKAGE_NAME}: ${bin} (default site ${siteUrl}${baseUrl})`);
      if (args.includes('--tgz')) {
        const packed = spawnSync('npm', ['pack'], { cwd: outDir, stdio: 'inherit' });
        process.exit(packed.status ?? 1);
      }
    })
    .catch((error: unknown) => {
      console.error(`mcp:pack: ${(error as Error).message}`);
      process.exit(1);
    });
}
