/** The production build a bench or check script reads: --dir, else build/ of the site. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAuthEnv } from '../../src/auth/config';
import { readSiteEnv } from '../../src/config/env';

export const SITE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function buildDirFrom(arg: string | undefined): { dir: string; baseUrl: string } {
  const dir = resolve(SITE_ROOT, arg ?? 'build');
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`no production build in ${dir}. Build it first: npx docusaurus build`);
  }
  return { dir, baseUrl: readSiteEnv(process.env).baseUrl };
}

/**
 * Stops a script that would serve or measure a build with another identity server than the one
 * the build was made with: the build keeps FLP_AUTH_URL in the site configuration of its main
 * bundle, and with another one its sign-in check never answers (a bench then waits for a "Sign in"
 * button that does not come). Builds made for another provider (FLP_AUTH_PROVIDER_URL) are not
 * checked.
 */
export function checkBuildAuthUrl(dir: string, env: NodeJS.ProcessEnv = process.env): void {
  const { url } = readAuthEnv(env);
  if (!url) return;
  const js = join(dir, 'assets', 'js');
  const main = existsSync(js) ? readdirSync(js).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) : undefined;
  if (!main) return;
  const code = readFileSync(join(js, main), 'utf8');
  if (code.includes(JSON.stringify(url))) return;
  const built = /\burl:("https?:\/\/[^"]+"),realm:"/.exec(code)?.[1];
  throw new Error(
    `the build in ${dir} was not made with FLP_AUTH_URL=${url}` +
      (built ? ` (its sign-in goes to ${JSON.parse(built) as string})` : '') +
      '. Run this with the FLP_AUTH_URL the build was made with, or build again with this one.',
  );
}
