// @ts-check
/**
 * One worker of the precompression pool (precompress.ts): for each file path it is sent, writes
 * `<file>.gz` (gzip) and `<file>.br` (brotli) next to the file, each only when smaller than the
 * file, and removes a stale `.gz`/`.br` that is not. Answers `{ path, size, gzip, brotli, cached }`
 * (the compressed sizes, null for an encoding not written; whether both came from the cache) or
 * `{ path, error }`.
 *
 * With a cache folder, the copies are kept there under the SHA-256 of the file and the settings,
 * and taken from there when the same content is built again (most hashed assets between builds).
 * An empty cache file means "not smaller". Files are written to a temporary name and renamed, so an
 * interrupted build leaves no truncated copy behind.
 * Plain JavaScript: worker threads start from a file Node runs as it is.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

/** @type {{ gzipLevel: number, brotliQuality: number, cacheDir: string | null }} */
const settings = workerData;

/**
 * @param {string} target
 * @param {Buffer} content
 */
function writeAtomically(target, content) {
  const temporary = `${target}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, target);
}

/**
 * @param {string} path
 * @param {Buffer} content
 * @param {'.gz' | '.br'} extension
 * @param {(content: Buffer) => Buffer} compress
 * @param {string | null} key
 * @returns {{ size: number | null, cached: boolean }}
 */
function copy(path, content, extension, compress, key) {
  const target = `${path}${extension}`;
  const cacheFile = key && settings.cacheDir ? join(settings.cacheDir, `${key}${extension}`) : null;
  /** @type {Buffer | null} */
  let compressed = null;
  let cached = false;
  if (cacheFile) {
    try {
      compressed = readFileSync(cacheFile);
      cached = true;
      const now = new Date();
      utimesSync(cacheFile, now, now);
    } catch {
      compressed = null;
    }
  }
  if (compressed === null) {
    compressed = compress(content);
    if (compressed.length >= content.length) compressed = Buffer.alloc(0);
    if (cacheFile) writeAtomically(cacheFile, compressed);
  }
  if (compressed.length === 0) {
    rmSync(target, { force: true });
    return { size: null, cached };
  }
  writeAtomically(target, compressed);
  return { size: compressed.length, cached };
}

/** @param {string} path */
function precompress(path) {
  const content = readFileSync(path);
  const key = settings.cacheDir
    ? `${createHash('sha256').update(content).digest('hex')}-gzip${settings.gzipLevel}-br${settings.brotliQuality}`
    : null;
  const gzip = copy(path, content, '.gz', (input) => gzipSync(input, { level: settings.gzipLevel, memLevel: 9 }), key);
  const brotli = copy(
    path,
    content,
    '.br',
    (input) =>
      brotliCompressSync(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      }),
    key,
  );
  return { path, size: content.length, gzip: gzip.size, brotli: brotli.size, cached: gzip.cached && brotli.cached };
}

parentPort?.on('message', (/** @type {string} */ path) => {
  try {
    parentPort?.postMessage(precompress(path));
  } catch (error) {
    parentPort?.postMessage({ path, error: error instanceof Error ? error.message : String(error) });
  }
});
