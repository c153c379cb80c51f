/**
 * Pure parts of `npm run bench:lighthouse` (scripts/bench-lighthouse.ts): picking the median run,
 * the figures of a Lighthouse report, the table, the targets of perf/budgets.ts and, for a missed
 * target, what Lighthouse says costs most.
 */
import type { Budgets } from '../../perf/budgets';
import { CHROMIUM_FLAGS } from './chromium';

export type Preset = 'mobile' | 'desktop';

/** Chromium flags for Lighthouse on a headless machine. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS] as const;

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
}

const percent = (score: number | null | undefined): number => Math.round((score ?? 0) * 100);

function numeric(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`The Lighthouse report has no ${id} figure`);
  return value;
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

export function scoreOf(page: string, route: string, preset: Preset, report: LighthouseReport): PageScore {
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
  };
}

export function formatScores(scores: readonly PageScore[]): string {
  const rows = [['page', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'transfer KiB']];
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
    ]);
  }
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length))) ?? [];
  return rows
    .map((row, r) =>
      row
        .map((cell, col) => (r > 0 && col >= 2 ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

export interface Miss {
  page: string;
  preset: Preset;
  kind: 'performance' | 'accessibility';
  message: string;
}

/** The targets of the budgets file the scores miss. */
export function missedTargets(scores: readonly PageScore[], budgets: Budgets): Miss[] {
  const misses: Miss[] = [];
  for (const s of scores) {
    const target = budgets.lighthouse.pages.find((p) => p.page === s.page)?.mobilePerformance;
    if (s.preset === 'mobile' && target !== undefined && s.performance < target) {
      misses.push({
        page: s.page,
        preset: s.preset,
        kind: 'performance',
        message: `${s.page} (${s.route}) mobile performance ${s.performance}, target ${target}`,
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
  if (/\/assets\/js\/(runtime~)?main\.[\w]+\.js$/.test(path)) return 'main bundle';
  if (/\/assets\/js\/[^/]+\.js$/.test(path)) return 'other site chunks';
  if (/\.css$/.test(path)) return 'stylesheet';
  return 'other';
}

/**
 * Blocking time (the part of each long task over 50 ms) of the tasks that start after the first
 * contentful paint, by source, largest first: approximately what total-blocking-time adds up
 * (Lighthouse also stops at time to interactive), in the timings Lighthouse reports.
 */
export function blockingBySource(report: LighthouseReport): { source: string; ms: number }[] {
  const fcp = report.audits['first-contentful-paint']?.numericValue ?? 0;
  const totals = new Map<string, number>();
  for (const task of itemsOf(report, 'long-tasks')) {
    const start = Number(task.startTime);
    const blocking = Number(task.duration) - 50;
    if (!(start >= fcp) || !(blocking > 0)) continue;
    const source = taskSource(String(task.url), report.finalDisplayedUrl);
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
