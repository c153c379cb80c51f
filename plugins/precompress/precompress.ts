/**
 * Precompression of a build: which files, and a pool of worker threads (worker.mjs) that writes
 * `<file>.gz` and `<file>.br` next to each (gzip 9 and brotli 11 unless a faster level is asked for;
 * see `LEVELS`), only when smaller.
 * nginx sends them as they are (`gzip_static`, `brotli_static`; deploy/nginx/), and so can a CDN.
 * Brotli at quality 11 costs about a second of CPU per 100 KB of HTML on a slow core, so the copies
 * are also kept in a cache folder by content and reused when a file is built again unchanged.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Text files nginx serves from a build: pages, scripts, styles, data, feeds, Markdown twins, images. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  '.html',
  '.xhtml',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.md',
  '.txt',
  '.svg',
  '.yaml',
];

/**
 * How hard to compress: `max` for what is deployed (gzip 9, brotli 11: the smallest copies, about
 * 36 s added to a cold build on two cores), `fast` for builds only tests read (gzip 6, brotli 5:
 * 3 s, brotli copies 13 % larger, served the same way).
 */
export const LEVELS = {
  max: { gzipLevel: 9, brotliQuality: 11 },
  fast: { gzipLevel: 6, brotliQuality: 5 },
} as const;
export type Level = keyof typeof LEVELS;
/** Cache entries not used by a build for this long are removed. */
export const CACHE_MAX_AGE_DAYS = 30;

/** Whether a file of the build gets precompressed copies (by its name). */
export function isPrecompressible(name: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.includes(extname(name).toLowerCase());
}

export interface BuildFile {
  /** Path relative to the build directory, with `/`. */
  path: string;
  size: number;
}

/** The files of a build directory to precompress, largest first (so the pool ends evenly). */
export function listPrecompressible(root: string): BuildFile[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isPrecompressible(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(root, file).split('\\').join('/'), size: statSync(file).size };
    })
    .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
}

export interface FileResult {
  path: string;
  size: number;
  /** Size of the `.gz` written, or null when gzip was not smaller. */
  gzip: number | null;
  /** Size of the `.br` written, or null when brotli was not smaller. */
  brotli: number | null;
  /** Both copies came from the cache. */
  cached: boolean;
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzip: { files: number; bytes: number };
  brotli: { files: number; bytes: number };
  /** Files whose copies came from the cache. */
  cached: number;
  workers: number;
  milliseconds: number;
}

/** Sums the answers of the workers. */
export function summarize(results: readonly FileResult[], workers: number, milliseconds: number): PrecompressResult {
  const total = (key: 'gzip' | 'brotli') => ({
    files: results.filter((r) => r[key] !== null).length,
    bytes: results.reduce((sum, r) => sum + (r[key] ?? 0), 0),
  });
  return {
    files: results.length,
    bytes: results.reduce((sum, r) => sum + r.size, 0),
    gzip: total('gzip'),
    brotli: total('brotli'),
    cached: results.filter((r) => r.cached).length,
    workers,
    milliseconds,
  };
}

export function formatResult(result: PrecompressResult): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return (
    `${result.files} text files (${mb(result.bytes)}) precompressed: ` +
    `brotli ${result.brotli.files} (${mb(result.brotli.bytes)}), gzip ${result.gzip.files} (${mb(result.gzip.bytes)}); ` +
    `${result.cached} from the cache; ` +
    `${(result.milliseconds / 1000).toFixed(1)} s added to the build, ${result.workers} worker thread(s)`
  );
}

/** Removes the cache entries no build has used for `maxAgeDays` (a build touches what it uses). */
export function pruneCache(cacheDir: string, maxAgeDays = CACHE_MAX_AGE_DAYS, now = Date.now()): number {
  let removed = 0;
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    if (now - statSync(file).mtimeMs > maxAgeDays * 86_400_000) {
      rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Writes the `.gz` and `.br` of every precompressible file of `root` at `level` (`max` unless
 * given), in worker threads (one per CPU unless `workers` says otherwise), reusing the copies kept
 * in `cacheDir` if given.
 * Rejects with the first file that failed.
 */
export async function precompressDir(
  root: string,
  options: { workers?: number; cacheDir?: string; level?: Level } = {},
): Promise<PrecompressResult> {
  const started = performance.now();
  if (options.cacheDir) mkdirSync(options.cacheDir, { recursive: true });
  const queue = listPrecompressible(root).map((file) => join(root, file.path));
  const size = Math.max(1, Math.min(options.workers ?? availableParallelism(), queue.length));
  const results: FileResult[] = [];
  if (queue.length === 0) return summarize(results, 0, performance.now() - started);

  const workers = Array.from(
    { length: size },
    () =>
      new Worker(join(__dirname, 'worker.mjs'), {
        workerData: { ...LEVELS[options.level ?? 'max'], cacheDir: options.cacheDir ?? null },
      }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done, fail) => {
            const next = () => {
              const path = queue.shift();
              if (path === undefined) done();
              else worker.postMessage(path);
            };
            worker.on('message', (answer: FileResult | { path: string; error: string }) => {
              if ('error' in answer) {
                fail(new Error(`precompress: ${relative(root, answer.path)}: ${answer.error}`));
                return;
              }
              results.push({ ...answer, path: relative(root, answer.path).split('\\').join('/') });
              next();
            });
            worker.on('error', fail);
            worker.on('exit', (code) => fail(new Error(`precompress: a worker stopped (exit code ${code})`)));
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  if (options.cacheDir) pruneCache(options.cacheDir);
  return summarize(results, size, performance.now() - started);
}
