/**
 * Where the server reads the portal's published files: a deployed site (over HTTP) or a local
 * build folder. Both give the same files at the same paths (relative to the site's base URL),
 * and both fail with an error a reader can act on: a file the site does not have (NotFoundError)
 * or a site that cannot be reached (SiteUnreachableError).
 *
 * `SiteFiles` keeps what it read for as long as the site's version is the same: the version is
 * the content of the current docs' search manifest, whose shard names are content hashes, so it
 * changes with every build that changes the docs. It is checked at most once per
 * `revalidateMs`; a new version drops everything read before.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export class SiteUnreachableError extends Error {
  override name = 'SiteUnreachableError';
}

/** Reads one published file by its path relative to the site's base URL (`llms.txt`, `docs/x.md`). */
export interface SiteReader {
  /** What the files come from, for messages: the site URL or the build folder. */
  readonly origin: string;
  read(path: string): Promise<string>;
}

/** A path inside the site: relative, no `..`, no query or fragment. */
function checkedPath(path: string): string {
  const clean = path.replace(/^\/+/, '');
  if (clean === '' || clean.split('/').some((part) => part === '..') || /[?#\0]/.test(clean)) {
    throw new NotFoundError(`"${path}" is not a file of the site`);
  }
  return clean;
}

export function buildReader(buildDir: string): SiteReader {
  const root = normalize(buildDir);
  return {
    origin: `the build folder ${buildDir}`,
    async read(path) {
      const file = normalize(join(root, checkedPath(path)));
      if (!file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`))
        throw new NotFoundError(`"${path}" is outside the build`);
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') {
          throw new NotFoundError(`/${checkedPath(path)} is not in the build folder ${buildDir}`);
        }
        throw new SiteUnreachableError(`Cannot read the build folder ${buildDir}: ${(error as Error).message}`);
      }
    },
  };
}

/** Time allowed for one file to arrive from the site. */
export const FETCH_TIMEOUT_MS = 15_000;

export function urlReader(siteUrl: string, fetchImpl: typeof fetch = fetch): SiteReader {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return {
    origin: base,
    async read(path) {
      const url = `${base}${checkedPath(path)
        .split('/')
        .map((part) => encodeURIComponent(part))
        .join('/')}`;
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const reason = cause?.code ?? cause?.message ?? (error as Error).message;
        throw new SiteUnreachableError(
          `Cannot reach the FLP docs at ${base} (${reason}). Check the URL and the network.`,
        );
      }
      if (response.status === 404 || response.status === 410)
        throw new NotFoundError(`${url} does not exist (${response.status})`);
      if (!response.ok) {
        throw new SiteUnreachableError(
          `The FLP docs at ${base} answered ${response.status} for ${url}. Try again later.`,
        );
      }
      return response.text();
    },
  };
}

/** The file whose content is the site's version. */
export const VERSION_FILE = 'search-index-docs-default-current.json';

export interface SiteFilesOptions {
  /** How long a version is trusted before the version file is read again. */
  revalidateMs?: number;
  now?: () => number;
}

/** One version of the site: its files, read once each, and whatever was derived from them. */
export class Snapshot {
  private readonly texts = new Map<string, Promise<string>>();
  private readonly derived = new Map<string, Promise<unknown>>();

  constructor(
    readonly version: string,
    private readonly reader: SiteReader,
    /** Files already read with the version (the version file itself). */
    known: Readonly<Record<string, string>> = {},
  ) {
    for (const [path, text] of Object.entries(known)) this.texts.set(checkedPath(path), Promise.resolve(text));
  }

  /** A file, read once; a failed read is forgotten so that the next call tries again. */
  text(path: string): Promise<string> {
    const key = checkedPath(path);
    let pending = this.texts.get(key);
    if (!pending) {
      pending = this.reader.read(key).catch((error: unknown) => {
        this.texts.delete(key);
        throw error;
      });
      this.texts.set(key, pending);
    }
    return pending;
  }

  async json(path: string): Promise<unknown> {
    const text = await this.text(path);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SiteUnreachableError(`/${checkedPath(path)} on ${this.reader.origin} is not valid JSON`);
    }
  }

  /** A value computed once per version (a parsed catalogue, a search session). */
  memo<T>(key: string, make: () => Promise<T>): Promise<T> {
    let pending = this.derived.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = make().catch((error: unknown) => {
        this.derived.delete(key);
        throw error;
      });
      this.derived.set(key, pending);
    }
    return pending;
  }
}

export class SiteFiles {
  private snapshot: Snapshot | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<Snapshot> | null = null;
  private readonly revalidateMs: number;
  private readonly now: () => number;

  constructor(
    readonly reader: SiteReader,
    options: SiteFilesOptions = {},
  ) {
    this.revalidateMs = options.revalidateMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The files of the site's current version. */
  current(): Promise<Snapshot> {
    if (this.snapshot && this.now() - this.checkedAt < this.revalidateMs) return Promise.resolve(this.snapshot);
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async check(): Promise<Snapshot> {
    let text: string;
    try {
      text = await this.reader.read(VERSION_FILE);
    } catch (error) {
      if (error instanceof NotFoundError) {
        throw new SiteUnreachableError(
          `${this.reader.origin} has no /${VERSION_FILE}: it is not a build of the FLP Developer Portal (or the build is incomplete).`,
        );
      }
      throw error;
    }
    const version = createHash('sha256').update(text).digest('hex').slice(0, 16);
    this.checkedAt = this.now();
    if (this.snapshot?.version !== version)
      this.snapshot = new Snapshot(version, this.reader, { [VERSION_FILE]: text });
    return this.snapshot;
  }
}
