/**
 * Pure parts of `npm run bench:lighthouse` (benches/bench-lighthouse.ts): the interleaved order of
 * the runs, picking the median run, the figures of a Lighthouse report and their medians, the
 * table, the targets of perf/budgets.ts (ratios to the stock Docusaurus site, accessibility, CLS)
 * and, for a missed target, what Lighthouse says costs most.
 */
import type { Budgets, ReferenceTarget } from '../../perf/budgets';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium';
import { textTable } from '../../scripts/lib/text-table';

export type Preset = 'mobile' | 'desktop';

/** Chromium flags for Lighthouse on a headless machine. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS] as const;

/**
 * The Chromium feature the benches' browsers keep at Chromium's own default (on), although
 * chrome-launcher's default flags, which Lighthouse launches its browser with, turn it off. With it
 * off, Lighthouse's browser showed the first paint of a parsed page only 1 or 2 s later in about
 * half the loads of the portal's guide (14 of 29) and a few of the stock guide's (2 of 7), at random,
 * so the medians moved with how many rounds a page drew; with it on, in none of the 104 loads
 * measured since (perf/HISTORY.md, "2 December 2026 (evening)").
 */
export const KEPT_FEATURE = 'RenderDocument';

/**
 * `flags` (chrome-launcher's defaults) with `feature` taken out of their `--disable-features` list
 * (kept even when it ends empty). Chromium reads the last `--disable-features` of its command line,
 * so the list this returns also overrides the defaults when it comes after them, as Lighthouse's
 * `--chrome-flags` do.
 */
export function withFeatureKept(flags: readonly string[], feature: string = KEPT_FEATURE): string[] {
  const prefix = '--disable-features=';
  return flags.map((flag) =>
    flag.startsWith(prefix)
      ? prefix +
        flag
          .slice(prefix.length)
          .split(',')
          .filter((name) => name !== '' && name !== feature)
          .join(',')
      : flag,
  );
}

interface Audit {
  id?: string;
  title?: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  scoreDisplayMode?: string;
  details?: { items?: Record<string, unknown>[] };
}

/** The part of a Lighthouse result (LHR) this bench reads. */
export interface LighthouseReport {
  lighthouseVersion?: string;
  /** Lighthouse's measure of the machine's CPU speed (its `benchmarkIndex`), higher is faster. */
  environment?: { benchmarkIndex?: number };
  /** The page the report is about. */
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, Audit | undefined>;
}

export interface PageScore {
  page: string;
  route: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** Bytes transferred over the network. */
  transferred: number;
  /** Lighthouse's CPU benchmark index (higher is faster), where the report has it. */
  benchmarkIndex?: number;
}

const percent = (score: number | null | undefined): number => Math.round((score ?? 0) * 100);

function numeric(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`The Lighthouse report has no ${id} figure`);
  return value;
}

/**
 * The first contentful paint as the browser showed it in the load Lighthouse traced, unthrottled
 * (its `metrics` audit's observed figure), in ms; undefined if the report has none. Lighthouse's
 * simulated metrics count the long tasks after a first paint it estimates from this one, so a load
 * whose browser painted late has fewer of them: the bench prints it beside each round's TBT.
 */
export function observedFirstPaint(report: LighthouseReport): number | undefined {
  const value = report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  return typeof value === 'number' ? Math.round(value) : undefined;
}

/**
 * The run whose performance score is the median (the lower middle one for an even count);
 * among runs with that score, the one whose LCP and TBT are closest to the runs' medians.
 */
export function medianRun(reports: readonly LighthouseReport[]): LighthouseReport {
  if (reports.length === 0) throw new Error('No Lighthouse run to take the median of');
  const perf = (r: LighthouseReport): number => r.categories.performance?.score ?? 0;
  const sorted = [...reports].sort((a, b) => perf(a) - perf(b));
  const target = perf(sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseReport);
  const median = (values: number[]): number => {
    const s = [...values].sort((a, b) => a - b);
    return s[Math.floor((s.length - 1) / 2)] ?? 0;
  };
  const lcp = median(reports.map((r) => r.audits['largest-contentful-paint']?.numericValue ?? 0));
  const tbt = median(reports.map((r) => r.audits['total-blocking-time']?.numericValue ?? 0));
  const distance = (r: LighthouseReport): number =>
    Math.abs((r.audits['largest-contentful-paint']?.numericValue ?? 0) - lcp) / Math.max(lcp, 1) +
    Math.abs((r.audits['total-blocking-time']?.numericValue ?? 0) - tbt) / Math.max(tbt, 1);
  const candidates = reports.filter((r) => perf(r) === target);
  return candidates.sort((a, b) => distance(a) - distance(b))[0] as LighthouseReport;
}

/** The median of some numbers: the lower middle one for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No value to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/** Each figure's median over the runs of one page and preset (the figures may come from different runs). */
export function medianScore(
  page: string,
  route: string,
  preset: Preset,
  reports: readonly LighthouseReport[],
): PageScore {
  if (reports.length === 0) throw new Error('No Lighthouse run to take the median of');
  const runs = reports.map((r) => scoreOf(page, route, preset, r));
  const of = (key: keyof Omit<PageScore, 'page' | 'route' | 'preset' | 'benchmarkIndex'>): number =>
    median(runs.map((r) => r[key]));
  const indexes = runs.map((r) => r.benchmarkIndex).filter((i): i is number => i !== undefined);
  return {
    page,
    route,
    preset,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    transferred: of('transferred'),
    ...(indexes.length ? { benchmarkIndex: median(indexes) } : {}),
  };
}

/** The id of a stock Docusaurus page in the tables. */
export function referencePageId(page: ReferenceTarget['page']): string {
  return `stock ${page}`;
}

/** One Lighthouse run to make: a page of the portal (signed out or signed in) or of the stock site. */
export interface PlannedRun {
  site: 'portal' | 'signed-in' | 'reference';
  page: string;
  round: number;
}

/**
 * The order of the runs: round after round, each portal page next to the stock page it is compared
 * with (a stock page once per round, beside the first portal page compared with it), portal first
 * in even rounds and stock first in odd ones, so a machine that speeds up or slows down during the
 * bench weighs on both sides alike. A page also measured signed in has that run beside its
 * signed-out one, after it in even rounds and before it in odd ones.
 */
export function interleavedRuns(
  portalPages: readonly string[],
  referenceOf: (page: string) => string | undefined,
  rounds: number,
  signedIn: (page: string) => boolean = () => false,
): PlannedRun[] {
  const plan: PlannedRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const done = new Set<string>();
    for (const page of portalPages) {
      const pair: PlannedRun[] = [{ site: 'portal', page, round }];
      if (signedIn(page)) {
        const run: PlannedRun = { site: 'signed-in', page, round };
        if (round % 2 === 0) pair.push(run);
        else pair.unshift(run);
      }
      const ref = referenceOf(page);
      if (ref !== undefined && !done.has(ref)) {
        done.add(ref);
        const stock: PlannedRun = { site: 'reference', page: ref, round };
        if (round % 2 === 0) pair.push(stock);
        else pair.unshift(stock);
      }
      plan.push(...pair);
    }
  }
  return plan;
}

export function scoreOf(page: string, route: string, preset: Preset, report: LighthouseReport): PageScore {
  const benchmarkIndex = report.environment?.benchmarkIndex;
  return {
    page,
    route,
    preset,
    performance: percent(report.categories.performance?.score),
    accessibility: percent(report.categories.accessibility?.score),
    bestPractices: percent(report.categories['best-practices']?.score),
    seo: percent(report.categories.seo?.score),
    lcp: numeric(report, 'largest-contentful-paint'),
    tbt: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    transferred: numeric(report, 'total-byte-weight'),
    ...(typeof benchmarkIndex === 'number' ? { benchmarkIndex } : {}),
  };
}

export function formatScores(scores: readonly PageScore[]): string {
  const rows = [
    ['page', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'transfer KiB', 'CPU index'],
  ];
  for (const s of scores) {
    rows.push([
      s.page,
      s.preset,
      String(s.performance),
      String(s.accessibility),
      String(s.bestPractices),
      String(s.seo),
      (s.lcp / 1000).toFixed(2),
      String(Math.round(s.tbt)),
      s.cls.toFixed(3),
      (s.transferred / 1024).toFixed(0),
      s.benchmarkIndex === undefined ? '' : String(Math.round(s.benchmarkIndex)),
    ]);
  }
  return textTable(rows);
}

export interface Miss {
  page: string;
  preset: Preset;
  kind: 'performance' | 'accessibility';
  message: string;
}

/** A portal page against the stock page it is compared with (mobile medians). */
export interface RatioCheck {
  page: string;
  reference: string;
  target: ReferenceTarget;
  /** The portal page's TBT over the stock page's. */
  tbtRatio: number;
  /** The portal page's performance score minus the stock page's, in points. */
  performanceLead: number;
  /** The portal page's LCP over the stock page's. */
  lcpRatio: number;
  maxLcpRatio: number;
  misses: string[];
}

const ratio = (value: number, of: number): number => (of > 0 ? value / of : value > 0 ? Infinity : 0);
const times = (r: number): string => (Number.isFinite(r) ? `${r.toFixed(2)} ×` : '∞ ×');

/** The top of Lighthouse's scores. */
const MAX_SCORE = 100;

/** The score a page needs for its lead target: the stock page's plus the lead, at most 100. */
export function requiredPerformance(stockPerformance: number, target: ReferenceTarget): number {
  return Math.min(stockPerformance + (target.minPerformanceLead ?? 0), MAX_SCORE);
}

/**
 * The ratio targets of the budgets on the mobile scores, each portal page with a reference target
 * against the stock page measured in the same run. A page whose stock page was not measured is
 * missing from the result.
 */
export function ratioChecks(
  scores: readonly PageScore[],
  references: readonly PageScore[],
  budgets: Budgets,
): RatioCheck[] {
  const checks: RatioCheck[] = [];
  for (const s of scores) {
    const target = budgets.lighthouse.pages.find((p) => p.page === s.page)?.reference;
    if (s.preset !== 'mobile' || target === undefined) continue;
    const refId = referencePageId(target.page);
    const ref = references.find((r) => r.page === refId && r.preset === 'mobile');
    if (!ref) continue;
    const check: RatioCheck = {
      page: s.page,
      reference: refId,
      target,
      tbtRatio: ratio(s.tbt, ref.tbt),
      performanceLead: s.performance - ref.performance,
      lcpRatio: ratio(s.lcp, ref.lcp),
      maxLcpRatio: budgets.lighthouse.maxLcpRatio,
      misses: [],
    };
    if (check.tbtRatio > target.maxTbtRatio) {
      check.misses.push(
        `TBT ${Math.round(s.tbt)} ms is ${times(check.tbtRatio)} the ${refId}'s ${Math.round(ref.tbt)} ms; ` +
          `at most ${target.maxTbtRatio} ×`,
      );
    }
    // The score ends at 100: when the stock page scores above 100 minus the lead, 100 is the lead.
    const required = requiredPerformance(ref.performance, target);
    if (target.minPerformanceLead !== undefined && s.performance < required) {
      check.misses.push(
        `performance ${s.performance} is ${check.performanceLead >= 0 ? '+' : ''}${check.performanceLead} on the ` +
          `${refId}'s ${ref.performance}; at least +${target.minPerformanceLead}` +
          (required === MAX_SCORE ? `, or ${MAX_SCORE}, the top of the scale` : ''),
      );
    }
    if (check.lcpRatio > check.maxLcpRatio) {
      check.misses.push(
        `LCP ${(s.lcp / 1000).toFixed(2)} s is ${times(check.lcpRatio)} the ${refId}'s ` +
          `${(ref.lcp / 1000).toFixed(2)} s; at most ${check.maxLcpRatio} ×`,
      );
    }
    checks.push(check);
  }
  return checks;
}

/** TBT below which two pages are not told apart by the signed-in target, ms. */
export const TBT_FLOOR_MS = 50;

/** A page loaded by a signed-in reader against the same page signed out (mobile medians). */
export interface SignedInCheck {
  page: string;
  /** Signed-in TBT over signed-out TBT, and the same of LCP. */
  tbtRatio: number;
  lcpRatio: number;
  /** Signed-in transfer minus signed-out, bytes. */
  extraBytes: number;
  maxRatio: number;
  misses: string[];
}

/**
 * The signed-in target: each page measured signed in (`signedIn`, page ids as in `scores`) has a
 * TBT and an LCP at most `maxSignedInRatio` times its signed-out one. A TBT under the 50 ms of a
 * single long task's allowance counts as 50 ms on both sides, so a page with next to no blocking
 * time does not fail on a few milliseconds.
 */
export function signedInChecks(
  scores: readonly PageScore[],
  signedIn: readonly PageScore[],
  budgets: Budgets,
): SignedInCheck[] {
  const max = budgets.lighthouse.maxSignedInRatio;
  const checks: SignedInCheck[] = [];
  for (const s of signedIn) {
    const out = scores.find((o) => o.page === s.page && o.preset === s.preset);
    if (!out) continue;
    const check: SignedInCheck = {
      page: s.page,
      tbtRatio: ratio(Math.max(s.tbt, TBT_FLOOR_MS), Math.max(out.tbt, TBT_FLOOR_MS)),
      lcpRatio: ratio(s.lcp, out.lcp),
      extraBytes: s.transferred - out.transferred,
      maxRatio: max,
      misses: [],
    };
    if (check.tbtRatio > max) {
      check.misses.push(
        `signed in: TBT ${Math.round(s.tbt)} ms is ${times(check.tbtRatio)} the signed-out ${Math.round(out.tbt)} ms; at most ${max} ×`,
      );
    }
    if (check.lcpRatio > max) {
      check.misses.push(
        `signed in: LCP ${(s.lcp / 1000).toFixed(2)} s is ${times(check.lcpRatio)} the signed-out ` +
          `${(out.lcp / 1000).toFixed(2)} s; at most ${max} ×`,
      );
    }
    checks.push(check);
  }
  return checks;
}

/** The signed-in target as a table. */
export function formatSignedIn(checks: readonly SignedInCheck[]): string {
  const rows = [['page', 'TBT ratio', 'LCP ratio', 'target', 'transfer', '']];
  for (const c of checks) {
    rows.push([
      c.page,
      times(c.tbtRatio),
      times(c.lcpRatio),
      `≤ ${c.maxRatio} ×`,
      `${c.extraBytes >= 0 ? '+' : ''}${(c.extraBytes / 1024).toFixed(1)} KiB`,
      c.misses.length ? '✘' : '✔',
    ]);
  }
  return textTable(rows);
}

/** The ratio targets as a table: measured, target and ✔ or ✘ per page. */
export function formatRatios(checks: readonly RatioCheck[]): string {
  const rows = [['page', 'compared with', 'TBT ratio', 'target', 'perf lead', 'target', 'LCP ratio', 'target', '']];
  for (const c of checks) {
    const lead = `${c.performanceLead >= 0 ? '+' : ''}${c.performanceLead}`;
    rows.push([
      c.page,
      c.reference,
      times(c.tbtRatio),
      `≤ ${c.target.maxTbtRatio} ×`,
      lead,
      c.target.minPerformanceLead === undefined ? '' : `≥ +${c.target.minPerformanceLead} or ${MAX_SCORE}`,
      times(c.lcpRatio),
      `≤ ${c.maxLcpRatio} ×`,
      c.misses.length ? '✘' : '✔',
    ]);
  }
  return textTable(rows);
}

/**
 * The targets of the budgets the portal's scores miss: accessibility and CLS on every page and
 * preset, and the ratio targets where the stock pages were measured (`references` null: not
 * measured, ratio targets not checked), and the performance score where the budgets set one.
 * Stock pages have no targets.
 */
export function missedTargets(
  scores: readonly PageScore[],
  references: readonly PageScore[] | null,
  budgets: Budgets,
): Miss[] {
  const misses: Miss[] = [];
  const checks = references ? ratioChecks(scores, references, budgets) : [];
  for (const s of scores) {
    const target = budgets.lighthouse.pages.find((p) => p.page === s.page)?.reference;
    if (references && target && s.preset === 'mobile') {
      const check = checks.find((c) => c.page === s.page);
      if (!check) {
        misses.push({
          page: s.page,
          preset: s.preset,
          kind: 'performance',
          message: `${s.page} (${s.route}): the ${referencePageId(target.page)} was not measured`,
        });
      }
      for (const miss of check?.misses ?? []) {
        misses.push({ page: s.page, preset: s.preset, kind: 'performance', message: `${s.page} (${s.route}) ${miss}` });
      }
    }
    if (s.cls > budgets.lighthouse.maxCls) {
      misses.push({
        page: s.page,
        preset: s.preset,
        kind: 'performance',
        message: `${s.page} (${s.route}) ${s.preset} CLS ${s.cls.toFixed(3)}, at most ${budgets.lighthouse.maxCls}`,
      });
    }
    const minPerformance = budgets.lighthouse.minPerformance;
    if (minPerformance !== undefined && s.performance < minPerformance) {
      misses.push({
        page: s.page,
        preset: s.preset,
        kind: 'performance',
        message: `${s.page} (${s.route}) ${s.preset} performance ${s.performance}, at least ${minPerformance}`,
      });
    }
    if (s.accessibility < budgets.lighthouse.accessibility) {
      misses.push({
        page: s.page,
        preset: s.preset,
        kind: 'accessibility',
        message: `${s.page} (${s.route}) ${s.preset} accessibility ${s.accessibility}, target ${budgets.lighthouse.accessibility}`,
      });
    }
  }
  return misses;
}

function itemsOf(report: LighthouseReport, id: string): Record<string, unknown>[] {
  return report.audits[id]?.details?.items ?? [];
}

/** Where a long task of the main thread comes from, by the URL Lighthouse gives it. */
export function taskSource(url: string, pageUrl: string | undefined): string {
  if (url === 'Unattributable') return 'unattributed (style, layout, paint)';
  if (/_lighthouse-eval\.js$/.test(url)) return 'Lighthouse itself';
  if (pageUrl !== undefined && url === pageUrl) return 'page document (HTML, layout)';
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return 'other';
  }
  if (/\/silent-check-sso\.xhtml$/.test(path) || /\/protocol\/openid-connect\//.test(path)) {
    return 'sign-in frames (silent check)';
  }
  // The entry's files: the runtime, React and the rest (plugins/client-startup, ENTRY_PARTS).
  if (/\/assets\/js\/(runtime~main|react|main)\.[\w]+\.js$/.test(path)) return 'main bundle';
  if (/\/assets\/js\/[^/]+\.js$/.test(path)) return 'other site chunks';
  if (/\.css$/.test(path)) return 'stylesheet';
  return 'other';
}

/** The long tasks that start after the first contentful paint, in the timings Lighthouse reports. */
export function longTasksAfterFcp(report: LighthouseReport): { start: number; ms: number; source: string }[] {
  const fcp = report.audits['first-contentful-paint']?.numericValue ?? 0;
  return itemsOf(report, 'long-tasks')
    .map((task) => ({
      start: Number(task.startTime),
      ms: Number(task.duration),
      source: taskSource(String(task.url), report.finalDisplayedUrl),
    }))
    .filter((task) => task.start >= fcp);
}

/**
 * Blocking time (the part of each long task over 50 ms) of the tasks that start after the first
 * contentful paint, by source, largest first: approximately what total-blocking-time adds up
 * (Lighthouse also stops at time to interactive), in the timings Lighthouse reports.
 */
export function blockingBySource(report: LighthouseReport): { source: string; ms: number }[] {
  const totals = new Map<string, number>();
  for (const { ms, source } of longTasksAfterFcp(report)) {
    const blocking = ms - 50;
    if (!(blocking > 0)) continue;
    totals.set(source, (totals.get(source) ?? 0) + blocking);
  }
  return [...totals]
    .map(([source, ms]) => ({ source, ms: Math.round(ms) }))
    .sort((a, b) => b.ms - a.ms || a.source.localeCompare(b.source));
}

/** What Lighthouse reports as the cost behind a missed target, a few lines. */
export function whyMissed(report: LighthouseReport, kind: Miss['kind']): string[] {
  if (kind === 'accessibility') {
    const refs = report.categories.accessibility?.auditRefs ?? [];
    return refs
      .map((ref) => ({ ref, audit: report.audits[ref.id] }))
      .filter(({ ref, audit }) => ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => {
        const node = (itemsOf(report, ref.id)[0]?.node as { selector?: string } | undefined)?.selector;
        return `${ref.id}: ${audit?.title ?? ''}${node ? ` (e.g. ${node})` : ''}`;
      });
  }
  const lines: string[] = [];
  for (const id of [
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'first-contentful-paint',
  ]) {
    const audit = report.audits[id];
    if (audit) lines.push(`${id}: ${audit.displayValue ?? ''} (score ${percent(audit.score)})`);
  }
  const blocking = blockingBySource(report);
  if (blocking.length)
    lines.push(`blocking after FCP by source: ${blocking.map((b) => `${b.source} ${b.ms} ms`).join('; ')}`);
  // Each of them, for a load whose blocking moves from round to round: which tasks it was.
  const blockers = longTasksAfterFcp(report).filter((task) => task.ms > 50);
  if (blockers.length)
    lines.push(
      `long tasks after FCP: ${blockers.map((t) => `${Math.round(t.ms)} ms at ${Math.round(t.start)} ms (${t.source})`).join('; ')}`,
    );
  const bootup = itemsOf(report, 'bootup-time')
    .slice(0, 3)
    .map((i) => `${String(i.url)} ${Math.round(Number(i.total))} ms`);
  if (bootup.length) lines.push(`bootup time: ${bootup.join('; ')}`);
  const unused = itemsOf(report, 'unused-javascript')
    .slice(0, 3)
    .map((i) => `${String(i.url)} ${Math.round(Number(i.wastedBytes) / 1024)} KiB`);
  if (unused.length) lines.push(`unused JS: ${unused.join('; ')}`);
  const renderBlocking = itemsOf(report, 'render-blocking-resources').map(
    (i) => `${String(i.url)} ${Math.round(Number(i.wastedMs))} ms`,
  );
  if (renderBlocking.length) lines.push(`render-blocking: ${renderBlocking.join('; ')}`);
  const work = itemsOf(report, 'mainthread-work-breakdown')
    .slice(0, 3)
    .map((i) => `${String(i.groupLabel)} ${Math.round(Number(i.duration))} ms`);
  if (work.length) lines.push(`main thread: ${work.join('; ')}`);
  return lines;
}
