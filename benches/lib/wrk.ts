/**
 * wrk, the C load generator `npm run bench:serve` drives (Debian: `apt-get install wrk`): its
 * command line, the result line its script prints (wrk-report.lua), and how the runs are judged
 * against the serving targets. Pure; benches/bench-serve.ts runs it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compression } from '../../serving/nginx';

/** The Lua script that bounds each run by count and prints the result as JSON. */
export const WRK_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'wrk-report.lua');
/** What a thread of the script writes to stderr when it has sent its share. */
export const THREAD_FINISHED = 'wrk-thread-finished';
const RESULT_PREFIX = 'wrk-result ';

export interface WrkRun {
  origin: string;
  /** File with the request paths, one a line. */
  pathsFile: string;
  requests: number;
  threads: number;
  connections: number;
  maxSeconds: number;
  acceptEncoding: string;
}

/** Arguments for `wrk`: the count bound is the script's (per thread), the time bound wrk's -d. */
export function wrkArgs(run: WrkRun): string[] {
  return [
    '--threads',
    String(run.threads),
    '--connections',
    String(run.connections),
    '--duration',
    `${run.maxSeconds}s`,
    '--timeout',
    '10s',
    '--header',
    `Accept-Encoding: ${run.acceptEncoding}`,
    '--script',
    WRK_SCRIPT,
    run.origin,
    '--',
    run.pathsFile,
    String(Math.ceil(run.requests / run.threads)),
    String(run.threads),
  ];
}

export interface WrkResult {
  /** Completed responses, of any status. */
  responses: number;
  seconds: number;
  bytes: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  /** Latency in milliseconds. */
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
}

function count(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`wrk result: ${name} is not a count (${JSON.stringify(value)})`);
  }
  return value;
}

/** Reads the result line of wrk-report.lua from wrk's standard output (its own report around it). */
export function parseWrkOutput(stdout: string): WrkResult {
  const line = stdout.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
  if (!line) throw new Error(`no "${RESULT_PREFIX.trim()}" line in wrk's output:\n${stdout.trim()}`);
  let raw: Record<string, Record<string, unknown> | unknown>;
  try {
    raw = JSON.parse(line.slice(RESULT_PREFIX.length)) as typeof raw;
  } catch {
    throw new Error(`wrk result is not JSON: ${line}`);
  }
  const errors = (raw.errors ?? {}) as Record<string, unknown>;
  const latency = (raw.latencyUs ?? {}) as Record<string, unknown>;
  const ms = (name: string) => count(latency[name], `latencyUs.${name}`) / 1000;
  return {
    responses: count(raw.responses, 'responses'),
    seconds: count(raw.durationUs, 'durationUs') / 1e6,
    bytes: count(raw.bytes, 'bytes'),
    errors: {
      connect: count(errors.connect, 'errors.connect'),
      read: count(errors.read, 'errors.read'),
      write: count(errors.write, 'errors.write'),
      status: count(errors.status, 'errors.status'),
      timeout: count(errors.timeout, 'errors.timeout'),
    },
    latency: { p50: ms('p50'), p90: ms('p90'), p99: ms('p99'), max: ms('max'), mean: ms('mean') },
  };
}

/** Connection errors, timeouts and answers >= 400: all count against the budget of 0. */
export function errorCount(result: WrkResult): number {
  const e = result.errors;
  return e.connect + e.read + e.write + e.status + e.timeout;
}

export function requestsPerSecond(result: WrkResult): number {
  return result.seconds > 0 ? result.responses / result.seconds : 0;
}

/** What one run requested: one kind of the mix, or the whole mix. */
export type RunKind = 'html' | 'asset' | 'search' | 'mix';

export interface Measured {
  compression: Compression;
  kind: RunKind;
  result: WrkResult;
}

export const SERVE_TARGETS = {
  /** HTML pages, precompressed. */
  htmlRequestsPerSecond: 5000,
  htmlP99Ms: 20,
  /** HTML pages precompressed against the same nginx compressing them on every request. */
  htmlSpeedup: 1.5,
  errors: 0,
} as const;

export interface TargetCheck {
  label: string;
  met: boolean;
}

/** The targets, judged on the runs (a missing run misses its target). */
export function checkTargets(runs: readonly Measured[]): TargetCheck[] {
  const html = (compression: Compression) =>
    runs.find((run) => run.kind === 'html' && run.compression === compression)?.result;
  const fast = html('precompressed');
  const slow = html('on-the-fly');
  const rate = fast ? requestsPerSecond(fast) : 0;
  const baseline = slow ? requestsPerSecond(slow) : 0;
  const speedup = baseline > 0 ? rate / baseline : 0;
  const errors = runs.reduce((sum, run) => sum + errorCount(run.result), 0);
  return [
    {
      label: `HTML pages, precompressed: ${Math.round(rate)} requests/s (>= ${SERVE_TARGETS.htmlRequestsPerSecond})`,
      met: rate >= SERVE_TARGETS.htmlRequestsPerSecond,
    },
    {
      label: `HTML pages, precompressed: p99 ${fast ? fast.latency.p99.toFixed(1) : '-'} ms (<= ${SERVE_TARGETS.htmlP99Ms} ms)`,
      met: !!fast && fast.latency.p99 <= SERVE_TARGETS.htmlP99Ms,
    },
    {
      label: `HTML pages: ${speedup.toFixed(2)} × the throughput of on-the-fly compression (>= ${SERVE_TARGETS.htmlSpeedup} ×)`,
      met: speedup >= SERVE_TARGETS.htmlSpeedup,
    },
    { label: `errors in all runs: ${errors} (budget ${SERVE_TARGETS.errors})`, met: errors <= SERVE_TARGETS.errors },
  ];
}

/** The table of runs: one row per compression and kind. */
export function formatRuns(runs: readonly Measured[]): string[] {
  const header = [
    'compression',
    'kind',
    'responses',
    'seconds',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'MB/s',
    'errors',
  ];
  const rows = runs.map(({ compression, kind, result }) => [
    compression,
    kind,
    String(result.responses),
    result.seconds.toFixed(1),
    String(Math.round(requestsPerSecond(result))),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    result.latency.max.toFixed(1),
    (result.seconds > 0 ? result.bytes / 1024 / 1024 / result.seconds : 0).toFixed(1),
    errorCount(result) === 0
      ? '0'
      : `${errorCount(result)} (connect ${result.errors.connect}, read ${result.errors.read}, write ${result.errors.write}, ` +
        `status >= 400 ${result.errors.status}, timeout ${result.errors.timeout})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}
