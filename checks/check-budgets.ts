/**
 * The `budgets` step of `npm test`: fails when a page type's initial JS or CSS is over its budget
 * in perf/budgets.ts, when its initial JS is over its multiple of a stock Docusaurus guide's (built
 * here from the guide's Markdown twin, scripts/lib/scratch-site.ts), when an API page's initial JS is
 * over the allowed multiple of the plain docs page's, or when a plain page loads code of the API
 * reference. Prints what the JS is made of (checks/bundle-breakdown.ts) and what grew since the
 * previous build this checkout measured.
 *   npx tsx checks/check-budgets.ts [--dir <build folder>]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS } from '../perf/budgets';
import { BUNDLE_MODULES_FILE, type BundleModules } from '../plugins/bundle-report/api';
import { KiB, type BuildReport, formatReport, judge, measureBuild } from './budgets';
import { breakdown, grown, gzipByGroup, type Share } from './bundle-breakdown';
import { measurePage } from './page-weight';
import { buildDirFrom, SITE_ROOT } from '../scripts/lib/build-dir';
import { buildStockSite, STOCK_GUIDE_PATH } from '../scripts/lib/scratch-site';

/** The breakdown of the build measured before this one, kept in the checkout (not committed). */
const PREVIOUS = join(SITE_ROOT, 'node_modules', '.cache', 'flp-budgets', 'breakdown.json');
type Kept = Record<string, Record<string, number>>;

const kib = (bytes: number): string => (bytes / KiB).toFixed(1);

/** The stock guide's initial JS, gzip bytes: its site built in a temporary folder from the guide's twin. */
async function stockGuideJs(buildDir: string): Promise<number> {
  const guide = BUDGETS.pageTypes.find((type) => type.id === 'guide');
  if (!guide) throw new Error('perf/budgets.ts has no page type "guide"');
  const dir = mkdtempSync(join(tmpdir(), 'flp-stock-'));
  try {
    return (await measurePage(buildStockSite(buildDir, dir, guide.route), STOCK_GUIDE_PATH)).js.gzip;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readBundle(report: BuildReport): BundleModules {
  const file = join(SITE_ROOT, '.docusaurus', BUNDLE_MODULES_FILE);
  if (!existsSync(file)) throw new Error(`no ${file}: build the site again (plugins/bundle-report writes it)`);
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as BundleModules;
  const files = new Set(bundle.chunks.flatMap((chunk) => chunk.files));
  const entry = report.pages[0]?.weight.assets.find(
    (asset) => asset.kind === 'js' && asset.from === 'html' && /main\./.test(asset.file),
  );
  if (entry && !files.has(entry.file)) {
    throw new Error(`${file} describes another build than the one measured (no ${entry.file}): build the site again`);
  }
  return bundle;
}

function top(shares: ReadonlyMap<string, Share>, count: number): string {
  return [...shares]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, count)
    .map(([group, share]) => `${group} ${kib(share.gzip)}`)
    .join(', ');
}

function printBreakdown(report: BuildReport, bundle: BundleModules): void {
  let previous: Kept | undefined;
  try {
    previous = JSON.parse(readFileSync(PREVIOUS, 'utf8')) as Kept;
  } catch {
    previous = undefined;
  }
  const kept: Kept = {};
  const lines: string[] = [];
  const growth: string[] = [];
  for (const { type, weight } of report.pages) {
    const parts = breakdown(bundle, weight.assets);
    if (type.id === report.pages[0]?.type.id) {
      kept.entry = gzipByGroup(parts.entry);
      lines.push(`Every page (runtime and main bundle): ${top(parts.entry, 14)}`);
      for (const g of grown(kept.entry, previous?.entry, 256)) {
        growth.push(`  every page: ${g.group} ${kib(g.before)} → ${kib(g.now)} KiB`);
      }
    }
    kept[type.id] = gzipByGroup(parts.route);
    lines.push(`${type.id}, its route's chunks: ${top(parts.route, 6) || 'none'}`);
    for (const g of grown(kept[type.id] ?? {}, previous?.[type.id], 256)) {
      growth.push(`  ${type.id}: ${g.group} ${kib(g.before)} → ${kib(g.now)} KiB`);
    }
  }
  console.log(
    '\nWhat the initial JS is made of, KiB gzipped (each file shared out by source size, the largest parts):',
  );
  console.log(lines.join('\n'));
  if (!previous) console.log('\nNo earlier build measured in this checkout: nothing to compare with.');
  else if (growth.length > 0)
    console.log(`\nGrown by 0.25 KiB or more since the previous build:\n${growth.join('\n')}`);
  else console.log('\nNothing grew by 0.25 KiB or more since the previous build.');
  mkdirSync(join(PREVIOUS, '..'), { recursive: true });
  writeFileSync(PREVIOUS, JSON.stringify(kept));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const { dir, baseUrl } = buildDirFrom(values.dir);
  const report = await measureBuild(dir, BUDGETS, baseUrl);
  const stockJs = await stockGuideJs(dir);
  console.log(`Stock Docusaurus guide, built from the same Markdown: ${kib(stockJs)} KiB of initial JS.\n`);
  const verdict = judge(report, BUDGETS, stockJs);
  console.log(formatReport(report, BUDGETS, verdict));
  printBreakdown(report, readBundle(report));
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
