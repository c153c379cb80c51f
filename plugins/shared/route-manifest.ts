/** The route manifest tests/routes.txt: the routes of the product specification, one per line. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROUTE_MANIFEST = join('tests', 'routes.txt');

/** The routes of the manifest under `siteDir`; none when the file is absent (a site without its tests). */
export function readRouteManifest(siteDir: string): string[] {
  const file = join(siteDir, ROUTE_MANIFEST);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}
