/**
 * `npm run bench:search`: the search relevance suite (tests/search/queries.yaml) and the index
 * figures of an existing build (FLP_BUILD_DIR, default build/). Prints success@1, success@3
 * and MRR, each index's size (raw and gzipped) and load time, the query latency over the
 * suite (median, p95), and the budgets. Budgets are printed, not asserted: timings depend on
 * the machine (the relevance floors are asserted in tests/e2e/search-relevance.spec.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { INDEX_FILE_PREFIX } from '../plugins/search/constants';
import { measureLatency, readBuiltIndexes, readSuite, runSuite } from './lib/search-relevance';

const BUDGET_CURRENT_GZIP_KB = 350;
const BUDGET_P95_MS = 5;
/** A docs page whose initial scripts must not carry the engine: MiniSearch's loader names this. */
const SAMPLE_PAGE = 'docs/products/player/web/overview/index.html';
const ENGINE_MARKERS = ['serializationVersion', INDEX_FILE_PREFIX];

/** The scripts a page loads before any interaction, and which of them name the engine or an index. */
function initialScriptsWithSearch(dir: string): { scripts: string[]; offending: string[] } {
  const html = readFileSync(join(dir, SAMPLE_PAGE), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+\.js)"?/g)]
    .map((m) => m[1] ?? '')
    .filter((src) => src.startsWith('/'));
  const offending = scripts.filter((src) => {
    const code = readFileSync(join(dir, src.slice(1)), 'utf8');
    return ENGINE_MARKERS.some((marker) => code.includes(marker));
  });
  return { scripts, offending };
}

const buildDir = process.env.FLP_BUILD_DIR ?? 'build';
const verbose = process.argv.includes('--verbose');
const tags = readdirSync(buildDir)
  .filter((name) => name.startsWith(INDEX_FILE_PREFIX) && name.endsWith('.json'))
  .map((name) => name.slice(INDEX_FILE_PREFIX.length, -'.json'.length))
  .sort();
if (tags.length === 0) {
  console.error(`No ${INDEX_FILE_PREFIX}*.json in ${buildDir}: build the site first (npm run build).`);
  process.exit(1);
}

const { indexes, files } = readBuiltIndexes(buildDir, tags);
const suite = readSuite('.');
const figures = runSuite(suite, indexes);
const latency = measureLatency(suite, indexes);
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

console.log(`Search indexes in ${buildDir}`);
console.table(
  files.map((f) => ({
    tag: f.tag,
    sections: f.documents,
    'raw KB': kb(f.rawBytes),
    'gzip KB': kb(f.gzipBytes),
    'load ms': f.loadMs.toFixed(1),
  })),
);
for (const outcome of figures.outcomes) {
  if (outcome.rank === 1 && !verbose) continue;
  const where = outcome.rank === null ? 'not found' : `rank ${outcome.rank}`;
  const expected = [outcome.query.expected].flat().join(' | ');
  console.log(
    `  ${where.padEnd(9)} "${outcome.query.query}" -> ${expected}; top: ${outcome.top.join(', ') || '(none)'}`,
  );
}
const current = files.find((f) => f.tag === 'docs-default-current');
const fmt = (x: number): string => x.toFixed(3);
console.log(`\nqueries: ${suite.length}`);
console.log(`success@1: ${fmt(figures.successAt1)}`);
console.log(`success@3: ${fmt(figures.successAt3)}`);
console.log(`MRR: ${fmt(figures.mrr)}`);
console.log(
  `query latency: median ${latency.medianMs.toFixed(3)} ms, p95 ${latency.p95Ms.toFixed(3)} ms (${latency.samples} queries)`,
);
const within = (ok: boolean): string => (ok ? 'within budget' : 'OVER BUDGET');
if (current) {
  console.log(
    `budget: current-version index ${kb(current.gzipBytes)} KB gzipped (<= ${BUDGET_CURRENT_GZIP_KB} KB): ${within(current.gzipBytes <= BUDGET_CURRENT_GZIP_KB * 1024)}`,
  );
}
console.log(
  `budget: p95 query ${latency.p95Ms.toFixed(3)} ms (<= ${BUDGET_P95_MS} ms): ${within(latency.p95Ms <= BUDGET_P95_MS)}`,
);
const initial = initialScriptsWithSearch(buildDir);
console.log(
  `budget: no search engine or index in a page's initial JS (${initial.scripts.length} scripts of /${SAMPLE_PAGE}): ${within(initial.offending.length === 0)}${initial.offending.length > 0 ? ` (${initial.offending.join(', ')})` : ''}`,
);
