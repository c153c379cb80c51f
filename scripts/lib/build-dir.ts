/** The production build a bench or check script reads: --dir, else build/ of the site. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteEnv } from '../../src/config/env';

export const SITE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function buildDirFrom(arg: string | undefined): { dir: string; baseUrl: string } {
  const dir = resolve(SITE_ROOT, arg ?? 'build');
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`no production build in ${dir}. Build it first: npx docusaurus build`);
  }
  return { dir, baseUrl: readSiteEnv(process.env).baseUrl };
}
