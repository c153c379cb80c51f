/**
 * The request mix of the serving load test (benches/bench-serve.ts): what a reader's browser asks
 * the static host for — HTML pages, the JS and CSS they load, the search indexes. Pure; the script
 * reads the build and runs the test (benches/lib/wrk.ts judges the results).
 */

export type RequestKind = 'html' | 'asset' | 'search';

export interface MixEntry {
  kind: RequestKind;
  /** Request path, base URL included. */
  path: string;
}

/** Share of each kind in the mix, in requests out of 100. */
export const MIX_WEIGHTS: Readonly<Record<RequestKind, number>> = { html: 70, asset: 25, search: 5 };

/** The paths of the pages a sitemap lists (its <loc> URLs without origin). */
export function sitemapPaths(sitemapXml: string): string[] {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.trim()).pathname);
}

/** Same-site JS and CSS an HTML page loads: `<script src>`, stylesheets and preloads, in order. */
export function referencedAssets(html: string): string[] {
  const assets: string[] = [];
  const attr = /\b(?:src|href)=(?:"([^"]+)"|'([^']+)'|([^\s>"']+))/i;
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const text = tag[0];
    if (tag[1]!.toLowerCase() === 'link' && !/\brel=["']?(stylesheet|preload|modulepreload)\b/i.test(text)) continue;
    const match = attr.exec(text);
    const url = match?.[1] ?? match?.[2] ?? match?.[3];
    if (url && url.startsWith('/') && !url.startsWith('//') && /\.(js|css)(\?|$)/.test(url)) assets.push(url);
  }
  return [...new Set(assets)];
}

export interface MixInput {
  /** Page paths (from the sitemap). */
  pages: readonly string[];
  /** The assets each page loads, by page path. */
  assetsOf: (page: string) => readonly string[];
  /** Paths of the search index files of the build; may be empty. */
  searchIndexes: readonly string[];
}

/**
 * `size` requests in the proportions of MIX_WEIGHTS, interleaved so every stretch of the list is a
 * mix: pages spread evenly over the site, the assets those pages load (the most shared first), each
 * search index in turn. Without search indexes their share goes to the pages. Deterministic.
 */
export function buildMix(input: MixInput, size = 100): MixEntry[] {
  if (input.pages.length === 0) throw new Error('the build has no pages to request (empty sitemap)');
  const weights = { ...MIX_WEIGHTS };
  if (input.searchIndexes.length === 0) {
    weights.html += weights.search;
    weights.search = 0;
  }
  const total = weights.html + weights.asset + weights.search;
  const counts: Record<RequestKind, number> = {
    search: Math.round((size * weights.search) / total),
    asset: Math.round((size * weights.asset) / total),
    html: 0,
  };
  counts.html = size - counts.search - counts.asset;

  const pages = Array.from(
    { length: counts.html },
    (_, i) => input.pages[Math.floor((i * input.pages.length) / counts.html)]!,
  );
  const uses = new Map<string, number>();
  for (const page of new Set(pages)) {
    for (const asset of input.assetsOf(page)) uses.set(asset, (uses.get(asset) ?? 0) + 1);
  }
  const assetsByUse = [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([asset]) => asset);
  if (assetsByUse.length === 0) {
    counts.html += counts.asset;
    counts.asset = 0;
  }
  const lists: Record<RequestKind, string[]> = {
    html:
      counts.html === pages.length ? pages : Array.from({ length: counts.html }, (_, i) => pages[i % pages.length]!),
    asset: Array.from({ length: counts.asset }, (_, i) => assetsByUse[i % assetsByUse.length]!),
    search: Array.from({ length: counts.search }, (_, i) => input.searchIndexes[i % input.searchIndexes.length]!),
  };

  // Weighted round robin: take next from the kind furthest behind its share.
  const taken: Record<RequestKind, number> = { html: 0, asset: 0, search: 0 };
  const mix: MixEntry[] = [];
  for (let n = 1; n <= size; n += 1) {
    const kind = (['html', 'asset', 'search'] as const)
      .filter((k) => taken[k] < lists[k].length)
      .sort((a, b) => taken[a] / lists[a].length - taken[b] / lists[b].length)[0]!;
    mix.push({ kind, path: lists[kind][taken[kind]]! });
    taken[kind] += 1;
  }
  return mix;
}
