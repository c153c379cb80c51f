/**
 * RSS 2.0 and Atom 1.0 feeds of the release catalogue: one pair for every
 * platform together, one pair per platform. Each item is one release and links
 * to its anchor on the platform's release notes page.
 */
import { Feed } from 'feed';
import { feedPaths } from '../shared/release-paths';
import { parseInline, parseMarkdown, type Block, type Inline } from './lib/markdown';
import {
  CHANGE_TYPE_LABELS,
  type PlatformReleases,
  type Release,
  type ReleaseCatalog,
  deprecatedNote,
} from './lib/types';
import { compareVersions, versionAnchor } from '../shared/versions';

export interface FeedSite {
  /** Origin, e.g. https://developers.flp.video */
  url: string;
  /** Path the site is served under, with leading and trailing slash. */
  baseUrl: string;
  title: string;
}

export interface FeedFile {
  /** Relative to the build output, e.g. `release-notes/web/rss.xml`. */
  path: string;
  content: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function absolute(site: FeedSite, path: string): string {
  return `${site.url.replace(/\/$/, '')}${site.baseUrl}${path.replace(/^\//, '')}`;
}

function inlineHtml(site: FeedSite, inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => {
      if (inline.kind === 'code') return `<code>${escapeHtml(inline.text)}</code>`;
      if (inline.kind === 'strong') return `<strong>${escapeHtml(inline.text)}</strong>`;
      if (inline.kind === 'link')
        return `<a href="${escapeHtml(absolute(site, inline.href))}">${escapeHtml(inline.text)}</a>`;
      return escapeHtml(inline.text);
    })
    .join('');
}

function blockHtml(site: FeedSite, block: Block): string {
  if (block.kind === 'code') return `<pre><code>${escapeHtml(block.code)}</code></pre>`;
  if (block.kind === 'list')
    return `<ul>${block.items.map((item) => `<li>${inlineHtml(site, item)}</li>`).join('')}</ul>`;
  return `<p>${inlineHtml(site, block.inlines)}</p>`;
}

function releaseHtml(site: FeedSite, release: Release): string {
  const changes = release.changes
    .map((change) => {
      const links = change.links
        .map((link) => `<a href="${escapeHtml(absolute(site, link.href))}">${escapeHtml(link.label)}</a>`)
        .join(', ');
      return `<li><strong>${CHANGE_TYPE_LABELS[change.type]}:</strong> ${inlineHtml(site, parseInline(change.text))}${links ? ` (${links})` : ''}</li>`;
    })
    .join('');
  const migration = release.migration
    ? `<h3>Migration notes</h3>${parseMarkdown(release.migration)
        .map((block) => blockHtml(site, block))
        .join('')}`
    : '';
  const codes = release.newErrorCodes.length
    ? `<h3>New error codes</h3><ul>${release.newErrorCodes
        .map(
          (entry) =>
            `<li><a href="${escapeHtml(absolute(site, entry.href))}">${entry.code}</a> ${escapeHtml(entry.name)}${deprecatedNote(entry)}</li>`,
        )
        .join('')}</ul>`
    : '';
  return `<p>${escapeHtml(release.summary)}</p><ul>${changes}</ul>${migration}${codes}`;
}

interface Item {
  group: PlatformReleases;
  release: Release;
}

function buildFeed(site: FeedSite, items: Item[], platform: PlatformReleases | null): FeedFile[] {
  const paths = feedPaths(platform?.platform);
  const pageUrl = absolute(site, platform ? platform.route : 'release-notes/');
  const name = platform ? `FLP ${platform.label} player SDK` : 'FLP player SDKs';
  const newest = items[0]?.release.date;
  const feed = new Feed({
    id: pageUrl,
    title: `${name} release notes`,
    description: `Every release of the ${name}: features, fixes, deprecations, changes of behaviour, breaking and security changes.`,
    link: pageUrl,
    language: 'en',
    updated: newest ? new Date(`${newest}T00:00:00Z`) : undefined,
    copyright: 'FLP',
    generator: site.title,
    feedLinks: { rss: absolute(site, paths.rss), atom: absolute(site, paths.atom) },
  });
  for (const { group, release } of items) {
    const link = absolute(site, `${group.route}#${versionAnchor(release.version)}`);
    feed.addItem({
      title: `${group.shortLabel} ${release.version}`,
      id: link,
      link,
      date: new Date(`${release.date}T00:00:00Z`),
      description: release.summary,
      content: releaseHtml(site, release),
      category: [{ name: group.label }],
    });
  }
  return [
    { path: paths.rss, content: feed.rss2() },
    { path: paths.atom, content: feed.atom1() },
  ];
}

/** Newest first; on the same day, the higher version first. */
function byNewest(a: Item, b: Item): number {
  return b.release.date.localeCompare(a.release.date) || compareVersions(b.release.version, a.release.version);
}

export function buildFeeds(catalog: ReleaseCatalog, site: FeedSite): FeedFile[] {
  const all = catalog.platforms.flatMap((group) => group.releases.map((release) => ({ group, release })));
  return [
    ...buildFeed(site, all.sort(byNewest), null),
    ...catalog.platforms.flatMap((group) =>
      buildFeed(
        site,
        group.releases.map((release) => ({ group, release })),
        group,
      ),
    ),
  ];
}
