/**
 * The `budgets` step of `npm test`: fails when a page type's initial JS or CSS is over its budget
 * in perf/budgets.ts, when an API page's initial JS is over the allowed multiple of the plain docs
 * page's, or when a plain page loads code of the API reference.
 *   npx tsx checks/check-budgets.ts [--dir <build folder>]
 */
import { parseArgs } from 'node:util';
import { BUDGETS } from '../perf/budgets';
import { formatReport, judge, measureBuild } from './budgets';
import { buildDirFrom } from '../scripts/lib/build-dir';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const { dir, baseUrl } = buildDirFrom(values.dir);
  const report = await measureBuild(dir, BUDGETS, baseUrl);
  const verdict = judge(report, BUDGETS);
  console.log(formatReport(report, BUDGETS, verdict));
  if (verdict.failures.length > 0) {
    console.error(`\nPage-weight budgets broken (perf/budgets.ts):\n  ✘ ${verdict.failures.join('\n  ✘ ')}`);
    process.exit(1);
  }
  console.log('\nAll page types are within their budgets.');
}

main().catch((error: unknown) => {
  console.error(`check-budgets: ${(error as Error).message}`);
  process.exit(1);
});
