/**
 * Page-weight budgets (perf/budgets.ts) applied to a production build: each page type's initial
 * JS and CSS against its budget, API pages against the plain docs page (at most `maxJsRatio`
 * times its JS), and plain pages against the API reference's code (they load none of it).
 * Used by benches/bench-pages.ts and checks/check-budgets.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Budgets, PageType } from '../perf/budgets';
import {
  type PageWeight,
  chunkIndex,
  chunksIn,
  measurePage,
  modulesOnlyFor,
  hasRegistryEntries,
  readRegistry,
  type RegistryEntry,
} from './page-weight';
import { textTable } from '../scripts/lib/text-table';

export const KiB = 1024;

/** Throws on a budgets file that cannot be applied, naming the entry. */
export function validateBudgets(budgets: Budgets): void {
  const ids = new Set<string>();
  for (const type of budgets.pageTypes) {
    const where = `perf/budgets.ts: page type "${type.id}"`;
    if (!/^[a-z][a-z0-9-]*$/.test(type.id))
      throw new Error(`${where}: the id must be lower-case letters, digits and -`);
    if (ids.has(type.id)) throw new Error(`${where} is declared twice`);
    ids.add(type.id);
    if (!type.route.startsWith('/')) throw new Error(`${where}: the route must start with "/" (${type.route})`);
    for (const [name, value] of Object.entries(type.budget)) {
      if (!Number.isFinite(value) || value <= 0) throw new Error(`${where}: budget ${name} must be a positive number`);
    }
    if (!(type.stockRatio > 0)) throw new Error(`${where}: stockRatio must be a positive number`);
  }
  for (const id of Object.keys(budgets.overStock)) {
    if (!ids.has(id)) throw new Error(`perf/budgets.ts: overStock names "${id}", which is not a page type`);
  }
  const plain = budgets.pageTypes.find((t) => t.id === budgets.api.plainPage);
  if (!plain) throw new Error(`perf/budgets.ts: api.plainPage "${budgets.api.plainPage}" is not a page type`);
  if (plain.api) throw new Error(`perf/budgets.ts: api.plainPage "${plain.id}" is an API page`);
  if (!budgets.pageTypes.some((t) => t.api)) throw new Error('perf/budgets.ts: no page type is marked api: true');
  if (!(budgets.api.maxJsRatio >= 1)) throw new Error('perf/budgets.ts: api.maxJsRatio must be at least 1');
  const lighthouseIds = new Set<string>();
  for (const page of budgets.lighthouse.pages) {
    if (lighthouseIds.has(page.page))
      throw new Error(`perf/budgets.ts: Lighthouse page "${page.page}" is listed twice`);
    lighthouseIds.add(page.page);
    if (!ids.has(page.type)) {
      throw new Error(`perf/budgets.ts: Lighthouse page "${page.page}": "${page.type}" is not a page type`);
    }
    if (page.on !== 'route' && page.on !== 'largest') {
      throw new Error(`perf/budgets.ts: Lighthouse page "${page.page}": on must be route or largest`);
    }
    const ref = page.reference;
    if (ref === undefined) continue;
    const where = `perf/budgets.ts: Lighthouse page "${page.page}"`;
    if (ref.page !== 'home' && ref.page !== 'guide') throw new Error(`${where}: reference.page must be home or guide`);
    if (!(ref.maxTbtRatio > 0)) throw new Error(`${where}: reference.maxTbtRatio must be a positive number`);
    const lead = ref.minPerformanceLead;
    if (lead !== undefined && !(lead > -100 && lead < 100)) {
      throw new Error(`${where}: reference.minPerformanceLead must be between -99 and 99 points`);
    }
  }
  const a11y = budgets.lighthouse.accessibility;
  if (!(a11y > 0 && a11y <= 100)) throw new Error('perf/budgets.ts: lighthouse.accessibility must be 1-100');
  if (!(budgets.lighthouse.maxCls >= 0)) throw new Error('perf/budgets.ts: lighthouse.maxCls must be 0 or more');
  if (!(budgets.lighthouse.maxLcpRatio > 0))
    throw new Error('perf/budgets.ts: lighthouse.maxLcpRatio must be positive');
  if (!(budgets.lighthouse.maxSignedInRatio >= 1))
    throw new Error('perf/budgets.ts: lighthouse.maxSignedInRatio must be at least 1 (a signed-in load does more)');
}

export interface PageResult {
  type: PageType;
  weight: PageWeight;
  /** How many of the API reference's modules the page loads initially. */
  apiModules: number;
}

export interface BuildReport {
  pages: PageResult[];
  /** Modules only API reference content needs, and the chunk files holding them. */
  api: { modules: number; files: number };
}

function jsFilesUnder(buildDir: string, dir: string): string[] {
  return readdirSync(join(buildDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(buildDir.length)
        .replace(/^[\\/]+/, ''),
    )
    .sort();
}

/**
 * The route registry: the main bundle's entries (in the first entry script that has them) and
 * those of the route tables, which bring their routes' entries (plugins/client-startup).
 */
function findRegistry(buildDir: string, entryFiles: readonly string[]): RegistryEntry[] {
  const errors: string[] = [];
  let main: RegistryEntry[] | null = null;
  for (const file of entryFiles) {
    try {
      main = readRegistry(readFileSync(join(buildDir, file), 'utf8'));
      break;
    } catch (error) {
      errors.push(`${file}: ${(error as Error).message}`);
    }
  }
  if (!main) throw new Error(`No route registry in the entry scripts of the home page:\n  ${errors.join('\n  ')}`);
  const tables = jsFilesUnder(buildDir, 'assets')
    .filter((file) => !entryFiles.includes(file))
    .map((file) => readFileSync(join(buildDir, file), 'utf8'))
    .filter(hasRegistryEntries)
    .flatMap((code) => readRegistry(code));
  return [...main, ...tables];
}

function modulesOf(buildDir: string, files: readonly string[]): Set<string> {
  const modules = new Set<string>();
  for (const file of files) {
    for (const chunk of chunksIn(readFileSync(join(buildDir, file), 'utf8'), file)) {
      for (const module of chunk.modules) modules.add(module);
    }
  }
  return modules;
}

/** Measures every page type of the budgets in a build directory. */
export async function measureBuild(buildDir: string, budgets: Budgets, baseUrl = '/'): Promise<BuildReport> {
  validateBudgets(budgets);
  const cache = new Map<string, { bytes: number; gzip: number }>();
  const weights: PageWeight[] = [];
  for (const type of budgets.pageTypes) weights.push(await measurePage(buildDir, type.route, { baseUrl, cache }));

  const entryFiles = [
    ...new Set(weights.flatMap((w) => w.assets.filter((a) => a.kind === 'js' && a.from === 'html').map((a) => a.file))),
  ];
  const registry = findRegistry(buildDir, entryFiles);
  const isApi = (module: string): boolean => budgets.api.contentModule.test(module);
  const apiOnly = modulesOnlyFor(
    registry,
    chunkIndex(buildDir, jsFilesUnder(buildDir, 'assets')),
    modulesOf(buildDir, entryFiles),
    isApi,
    (module) => /^@site\/.*\.mdx?$/.test(module) && !isApi(module),
  );

  const pages = budgets.pageTypes.map((type, i): PageResult => {
    const weight = weights[i] as PageWeight;
    const loaded = modulesOf(
      buildDir,
      weight.assets.filter((a) => a.kind === 'js').map((a) => a.file),
    );
    return { type, weight, apiModules: [...loaded].filter((m) => apiOnly.modules.has(m)).length };
  });
  return { pages, api: { modules: apiOnly.modules.size, files: apiOnly.files.size } };
}

export interface Verdict {
  failures: string[];
  /** API page id -> its initial JS over the plain page's. */
  ratios: Map<string, number>;
  /** Page type id -> its initial JS over the stock Docusaurus guide's (when measured). */
  stockRatios: Map<string, number>;
}

const kib = (bytes: number): string => (bytes / KiB).toFixed(1);

/** The page type of the budgets with this id: budgets may be judged against an earlier measurement. */
function budgetOf(budgets: Budgets, id: string): PageType {
  const type = budgets.pageTypes.find((t) => t.id === id);
  if (!type) throw new Error(`perf/budgets.ts has no page type "${id}"`);
  return type;
}

/**
 * Every way the measured build breaks the budgets, as sentences. With `stockJs`, the initial JS of a
 * stock Docusaurus guide built in the same run (gzip bytes), each page type is held to its
 * `stockRatio` too, except the types on `overStock`, which must still be over it.
 */
export function judge(report: BuildReport, budgets: Budgets, stockJs?: number): Verdict {
  const failures: string[] = [];
  const ratios = new Map<string, number>();
  const stockRatios = new Map<string, number>();
  if (stockJs !== undefined) {
    if (!(stockJs > 0)) throw new Error('The stock Docusaurus guide measured no initial JS');
    for (const { type: measured, weight } of report.pages) {
      const type = budgetOf(budgets, measured.id);
      const ratio = weight.js.gzip / stockJs;
      stockRatios.set(type.id, ratio);
      const pending = budgets.overStock[type.id];
      if (ratio > type.stockRatio && pending === undefined) {
        failures.push(
          `${type.id}: initial JS is ${ratio.toFixed(2)} × the stock Docusaurus guide's ` +
            `(${kib(weight.js.gzip)} vs ${kib(stockJs)} KiB); at most ${type.stockRatio} ×`,
        );
      } else if (ratio <= type.stockRatio && pending !== undefined) {
        failures.push(
          `${type.id}: initial JS is ${ratio.toFixed(2)} × the stock guide's, within its ${type.stockRatio} ×: ` +
            'take it off overStock in perf/budgets.ts so the ratio holds it',
        );
      }
    }
  }
  for (const { type: measured, weight } of report.pages) {
    const type = budgetOf(budgets, measured.id);
    if (weight.unneededPreloads.length > 0) {
      failures.push(
        `${type.id}: the page lists ${weight.unneededPreloads.join(', ')} as its route's chunks, ` +
          'which the route does not load (plugins/client-startup/boot-tables.ts matched another route)',
      );
    }
    if (weight.js.gzip > type.budget.jsKiB * KiB) {
      failures.push(`${type.id}: initial JS ${kib(weight.js.gzip)} KiB is over its budget of ${type.budget.jsKiB} KiB`);
    }
    if (weight.css.gzip > type.budget.cssKiB * KiB) {
      failures.push(
        `${type.id}: initial CSS ${kib(weight.css.gzip)} KiB is over its budget of ${type.budget.cssKiB} KiB`,
      );
    }
  }
  const plain = report.pages.find((p) => p.type.id === budgets.api.plainPage);
  if (!plain) throw new Error(`No measurement of the plain page "${budgets.api.plainPage}"`);
  if (report.api.modules === 0) {
    failures.push(
      `API reference: no module is used only by API pages (registry modules matching ${budgets.api.contentModule}); ` +
        'the API pages are missing from the build or api.contentModule no longer matches them',
    );
  }
  for (const page of report.pages) {
    if (budgetOf(budgets, page.type.id).api) {
      const ratio = page.weight.js.gzip / plain.weight.js.gzip;
      ratios.set(page.type.id, ratio);
      if (ratio > budgets.api.maxJsRatio) {
        failures.push(
          `${page.type.id}: initial JS is ${ratio.toFixed(2)} × the ${plain.type.id} page's ` +
            `(${kib(page.weight.js.gzip)} vs ${kib(plain.weight.js.gzip)} KiB); at most ${budgets.api.maxJsRatio} ×`,
        );
      }
      if (report.api.modules > 0 && page.apiModules === 0) {
        failures.push(`${page.type.id}: marked as an API page but loads none of the API reference's modules`);
      }
    } else if (page.apiModules > 0) {
      failures.push(
        `${page.type.id}: loads ${page.apiModules} module(s) of the API reference's code; plain pages load none`,
      );
    }
  }
  return { failures, ratios, stockRatios };
}

/** The report as a table, one line per page type, and the API rules under it. */
export function formatReport(report: BuildReport, budgets: Budgets, verdict: Verdict): string {
  const stock = verdict.stockRatios.size > 0;
  const rows = [
    [
      'page type',
      'route',
      'JS files',
      'JS KiB',
      'budget',
      ...(stock ? ['× stock', 'at most'] : []),
      'CSS KiB',
      'budget',
      'HTML KiB',
      'API modules',
      '',
    ],
  ];
  for (const { type: measured, weight, apiModules } of report.pages) {
    const type = budgetOf(budgets, measured.id);
    const stockRatio = verdict.stockRatios.get(type.id);
    const overStock = stockRatio !== undefined && stockRatio > type.stockRatio;
    const pending = budgets.overStock[type.id] !== undefined;
    const over =
      weight.js.gzip > type.budget.jsKiB * KiB ||
      weight.css.gzip > type.budget.cssKiB * KiB ||
      (stockRatio !== undefined && overStock !== pending);
    const apiBad = type.api ? apiModules === 0 : apiModules > 0;
    rows.push([
      type.id,
      type.route,
      String(weight.js.files),
      kib(weight.js.gzip),
      String(type.budget.jsKiB),
      ...(stockRatio === undefined ? [] : [stockRatio.toFixed(2), `${type.stockRatio}${pending ? ' (over)' : ''}`]),
      kib(weight.css.gzip),
      String(type.budget.cssKiB),
      kib(weight.htmlGzip),
      String(apiModules),
      over || apiBad ? '✘' : '✔',
    ]);
  }
  const plain = budgets.api.plainPage;
  const ratioLine = [...verdict.ratios].map(([id, ratio]) => `${id} ${ratio.toFixed(2)} ×`).join(', ');
  const pending = Object.entries(budgets.overStock).map(([id, why]) => `  ${id}: ${why}`);
  return [
    'Initial JS and CSS per page type: gzip level 9, KiB = 1024 bytes; the HTML is not counted in JS/CSS.',
    '',
    textTable(rows),
    '',
    `API pages' initial JS over the ${plain} page's (at most ${budgets.api.maxJsRatio} ×): ${ratioLine}`,
    `API reference code: ${report.api.modules} module(s) in ${report.api.files} chunk file(s); plain pages load none of them.`,
    ...(stock && pending.length > 0
      ? [
          '',
          'Over their stock ratio, held by their budget until the cause is gone (perf/budgets.ts, overStock):',
          ...pending,
        ]
      : []),
  ].join('\n');
}
