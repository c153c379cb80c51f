/**
 * The search's public face, for the docs MCP server and the benchmarks: the published index's file
 * names, its one reader (`shards.ts`: the manifest and the shards loaded by query, as the search box
 * loads them), the engine and its query terms, the writer of the published files, and the types of
 * a hit. The search box itself is the plugin's theme.
 */
export { INDEX_FILE_PREFIX } from './constants';
export { MAX_QUERY_LENGTH, MAX_RESULTS } from './limits';
export {
  type FetchJson,
  type QueryableIndex,
  SearchSession,
  openIndex,
  readShardedIndex,
  searchIndexes,
} from './shards';
export { type CompactIndex, type LoadedIndex, loadIndex, search } from './engine';
export { queryTerms } from './text';
export { publishIndex } from './publish';
export type { SearchDocument, SearchHit } from './types';
