/**
 * Prints the initial JS and CSS (gzipped) of each page type of perf/budgets.ts in a build.
 *   npm run bench:pages                      the build in build/
 *   npm run bench:pages -- --dir <folder>    another build
 *   npm run bench:pages -- --files           also every file each page loads
 * Exits 0 even over budget (checks/check-budgets.ts is the check); 1 on a build it cannot read.
 * The base URL is FLP_BASE_URL, as for the build.
 */
import { parseArgs } from 'node:util';
import { BUDGETS } from '../perf/budgets';
import { formatReport, judge, KiB, measureBuild } from '../checks/budgets';
import { buildDirFrom } from '../scripts/lib/build-dir';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, files: { type: 'boolean', default: false } },
  });
  const { dir, baseUrl } = buildDirFrom(values.dir);
  const report = await measureBuild(dir, BUDGETS, baseUrl);
  const verdict = judge(report, BUDGETS);
  console.log(`Build: ${dir}\n`);
  console.log(formatReport(report, BUDGETS, verdict));
  if (values.files) {
    for (const { type, weight } of report.pages) {
      console.log(`\n${type.id} (${type.route})`);
      for (const asset of weight.assets) {
        console.log(
          `  ${asset.kind.padEnd(3)} ${asset.from.padEnd(5)} ${(asset.gzip / KiB).toFixed(1).padStart(7)} KiB  ${asset.url}`,
        );
      }
      for (const url of weight.external) console.log(`  external (not counted)  ${url}`);
    }
  }
  if (verdict.failures.length > 0) console.log(`\nOver budget:\n  ${verdict.failures.join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(`bench:pages: ${(error as Error).message}`);
  process.exit(1);
});
