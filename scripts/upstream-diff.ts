/**
 * `npm run upstream:diff`: what upstream changed in the files the portal copies, replaces, shadows,
 * wraps or deep-imports (vendor/upstream/README.md).
 *   npm run upstream:diff                          upstream's changes as unified diffs; exits 1 on any
 *   npm run upstream:diff -- --accept <portal file>   after review: the installed files become that
 *                                                  file's pristine copies, its record the new version
 *   npm run upstream:diff -- --accept-all          the same for every entry
 */
import { join, relative, resolve } from 'node:path';
import {
  acceptUpstream,
  formatChanges,
  readManifest,
  upstreamChanges,
  upstreamProblems,
  type UpstreamPaths,
} from './upstream';

const root = resolve(__dirname, '..');
const paths: UpstreamPaths = { root, modules: join(root, 'node_modules') };

/** Runs the command line against `paths`; returns the exit code. */
export function main(args: string[], at: UpstreamPaths = paths, print = console.log): number {
  const acceptAt = args.indexOf('--accept');
  if (acceptAt >= 0 || args.includes('--accept-all')) {
    const portal = acceptAt >= 0 ? args[acceptAt + 1] : undefined;
    if (acceptAt >= 0 && !portal) {
      print('--accept needs the portal file reviewed (as vendor/upstream/manifest.json names it)');
      return 2;
    }
    const file = portal === undefined ? undefined : relative(at.root, resolve(at.root, portal)).split('\\').join('/');
    const accepted = acceptUpstream(at, file, print);
    for (const e of accepted) print(`accepted ${e.package}@${e.version} ${e.file} for ${e.portal}`);
    if (accepted.length === 0) print('no pristine copy to replace');
  }
  const manifest = readManifest(at.root);
  const result = upstreamChanges(at, manifest);
  const problems = upstreamProblems(at, manifest);
  if (result.changes.length === 0 && result.problems.length === 0 && problems.length === 0) {
    print(`upstream: ${manifest.entries.length} couplings to ${result.files} upstream files, all current`);
    return 0;
  }
  const report = formatChanges(result);
  if (report) print(report);
  if (problems.length) print(problems.join('\n'));
  if (result.changes.length)
    print(
      `\n${result.changes.length} upstream file(s) changed: review the portal files named, then npm run upstream:diff -- --accept <portal file> (or --accept-all)`,
    );
  return 1;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
