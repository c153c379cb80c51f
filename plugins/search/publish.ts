/**
 * The sharded search index, build side (the read side and the layout are in shards.ts): turns
 * one tag's index into `search-index-{tag}.json` (the manifest) and the files it names, under
 * `search-index/{tag}/`. Every file but the manifest has its content's hash in its name, so a
 * host can keep it for good and a reader never mixes files of two builds.
 */
import { createHash } from 'node:crypto';
import { INDEX_FILE_PREFIX } from './constants';
import { MAX_RESULTS, loadIndex, search, sectionKind, sectionPlatform, type CompactIndex } from './engine';
import {
  KIND_CODES,
  SHORT_PREFIX_LENGTH,
  platformCode,
  type IndexStats,
  type ShardedManifest,
  type ShortAnswers,
} from './shards';
import type { SearchDocument } from './types';

/** Raw JSON bytes per term shard (a term with longer postings is a shard of its own). */
export const SHARD_BYTES = 16 * 1024;
/** Sections per documents file. */
export const DOCS_PER_FILE = 64;

export interface PublishOptions {
  shardBytes?: number;
  docsPerFile?: number;
}

/** The file name of an index file: `{INDEX_FILE_PREFIX}{tag}.json`. */
export function manifestPath(tag: string): string {
  return `${INDEX_FILE_PREFIX}${tag}.json`;
}

/**
 * The files of one tag's sharded index, path (relative to the site root) -> JSON text, the
 * manifest first.
 */
export function publishIndex(
  tag: string,
  file: { documents: SearchDocument[]; index: CompactIndex },
  options: PublishOptions = {},
): Map<string, string> {
  const shardBytes = options.shardBytes ?? SHARD_BYTES;
  const docsPerFile = options.docsPerFile ?? DOCS_PER_FILE;
  const { documents, index } = file;
  const out = new Map<string, string>();
  const folder = `${INDEX_FILE_PREFIX.replace(/-$/, '')}/${encodeURIComponent(tag)}`;
  const put = (name: string, value: unknown): string => {
    const json = JSON.stringify(value);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const path = `${folder}/${name}.${hash}.json`;
    out.set(path, json);
    return path;
  };

  const terms = [...index.terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const shards: [string, string][] = [];
  let current: CompactIndex['terms'] = [];
  let bytes = 0;
  const flush = (): void => {
    const first = current[0];
    if (!first) return;
    shards.push([first[0], put(`t${shards.length}`, current)]);
    current = [];
    bytes = 0;
  };
  for (const term of terms) {
    const size = JSON.stringify(term).length + 1;
    if (bytes > 0 && bytes + size > shardBytes) flush();
    current.push(term);
    bytes += size;
  }
  flush();
  // The first shard also holds whatever sorts before its first term (nothing, but a query may).
  if (shards[0]) shards[0][0] = '';

  const engine = loadIndex(index);
  const loaded = { documents, engine };
  const prefixes = new Map<string, Set<string>>();
  for (const [term] of terms) {
    for (let length = 1; length <= Math.min(SHORT_PREFIX_LENGTH, term.length); length += 1) {
      const prefix = term.slice(0, length);
      const first = prefix.charAt(0);
      let set = prefixes.get(first);
      if (!set) prefixes.set(first, (set = new Set()));
      set.add(prefix);
    }
  }
  const short: Record<string, string> = {};
  [...prefixes.keys()].sort().forEach((first, n) => {
    const file: ShortAnswers = { documents: {}, answers: {} };
    for (const prefix of [...(prefixes.get(first) ?? [])].sort()) {
      const hits = search([loaded], prefix, MAX_RESULTS);
      file.answers[prefix] = hits.map((hit) => [hit.document.id, hit.score]);
      for (const { document } of hits) file.documents[document.id] = document;
    }
    short[first] = put(`s${n}`, file);
  });

  const stats: IndexStats = {
    fieldLength: index.fieldLength,
    kinds: documents.map((document) => KIND_CODES[sectionKind(document)]).join(''),
    platforms: documents.map((document) => platformCode(sectionPlatform(document.sectionRoute))).join(''),
  };
  const files: string[] = [];
  for (let start = 0; start < documents.length; start += docsPerFile) {
    files.push(put(`d${files.length}`, documents.slice(start, start + docsPerFile)));
  }
  const manifest: ShardedManifest = {
    documents: { count: documents.length, perFile: docsPerFile, files },
    index: {
      v: 2,
      documentCount: index.documentCount,
      fields: index.fields,
      averageFieldLength: index.averageFieldLength,
      stats: put('stats', stats),
      vocabulary: put(
        'vocabulary',
        terms.map(([term]) => term),
      ),
      shards,
      short,
    },
  };
  return new Map([[manifestPath(tag), JSON.stringify(manifest)], ...out]);
}
