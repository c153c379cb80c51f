/**
 * get_release_notes: a platform's latest releases, or an upgrade's breaking changes, deprecations,
 * changes of behaviour and security fixes planned as the upgrade view plans them (`planUpgrade` of the release notes'
 * face), from the published `/release-notes.json`.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import {
  CHANGE_TYPE_LABELS,
  type Change,
  type PublicReleaseCatalog,
  RELEASES_JSON_PATH,
  type Release,
  planUpgrade,
} from '../../plugins/release-notes/api';
import { compareVersions, versionAnchor } from '../../plugins/shared/versions';
import { NotFoundError, SiteUnreachableError, type Snapshot } from '../site';
import { type Answer, type DocsSite, PLATFORM_IDS, ToolInputError, absolute, checkPlatform, result } from './shared';

async function releaseCatalog(snapshot: Snapshot): Promise<PublicReleaseCatalog> {
  return snapshot.memo('releases', async () => {
    const json = (await snapshot.json(RELEASES_JSON_PATH)) as Partial<PublicReleaseCatalog> | null;
    if (!Array.isArray(json?.platforms)) {
      throw new SiteUnreachableError(`/${RELEASES_JSON_PATH} on the site is not a release catalogue`);
    }
    return json as PublicReleaseCatalog;
  });
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Releases listed when no range is given. */
const RECENT_RELEASES = 5;

export interface ReleaseAnswer {
  platform: string;
  from: string | null;
  to: string;
  releases: { version: string; date: string; summary: string; url: string }[];
  breaking: { version: string; id: string | null; text: string; guide: string | null }[];
  /** Deprecations and security fixes in the range (what an upgrade must review besides breaking changes). */
  attention: { version: string; type: string; text: string }[];
  migrationGuides: { fromLine: string; toLine: string; url: string }[];
}

/** The breaking changes of a release (or an upgrade step), each with its section of the migration guide. */
function breakingChanges(
  site: DocsSite,
  release: { version: string; changes: readonly Change[]; migrationGuide?: string | null },
): ReleaseAnswer['breaking'] {
  return release.changes
    .filter((c) => c.type === 'breaking')
    .map((c) => ({
      version: release.version,
      id: c.id,
      text: c.text,
      guide: release.migrationGuide && c.id ? absolute(site, `${release.migrationGuide}#${c.id}`) : null,
    }));
}

function releaseMarkdown(site: DocsSite, release: Release, route: string): string {
  const anchor = `#${versionAnchor(release.version)}`;
  return [
    `### ${release.version} (${release.date})`,
    '',
    release.summary,
    '',
    ...release.changes.map(
      (c) => `- **${CHANGE_TYPE_LABELS[c.type]}:** ${c.text}${c.id ? ` (migration: \`${c.id}\`)` : ''}`,
    ),
    ...(release.migration ? ['', '**Migration notes:**', '', release.migration] : []),
    ...(release.migrationGuide ? ['', `Migration guide: ${absolute(site, release.migrationGuide)}`] : []),
    '',
    `Release notes: ${absolute(site, `${route}${anchor}`)}`,
  ].join('\n');
}

export async function getReleaseNotes(
  site: DocsSite,
  input: { platform: string; from_version?: string | undefined; to_version?: string | undefined },
): Promise<Answer<ReleaseAnswer>> {
  const platform = checkPlatform(input.platform);
  if (!platform) throw new ToolInputError(`Give a platform: ${PLATFORM_IDS.join(', ')}.`);
  const snapshot = await site.files.current();
  const catalog = await releaseCatalog(snapshot);
  const group = catalog.platforms.find((p) => p.platform === platform);
  if (!group || group.releases.length === 0) throw new NotFoundError(`The site lists no releases for ${platform}.`);
  const from = input.from_version?.trim() || null;
  const to = input.to_version?.trim() || null;
  const releaseUrl = (r: Release) => absolute(site, `${group.route}#${versionAnchor(r.version)}`);
  const listed = (r: Release) => ({ version: r.version, date: r.date, summary: r.summary, url: releaseUrl(r) });

  if (!from) {
    let shown: Release[];
    if (to) {
      const release = group.releases.find((r) => r.version === to);
      if (!release) {
        throw new ToolInputError(
          `${to} is not a ${group.shortLabel} release (the notes go back to ${group.releases.at(-1)?.version ?? ''}; the latest is ${group.releases[0]?.version ?? ''}).`,
        );
      }
      shown = [release];
    } else {
      shown = group.releases.slice(0, RECENT_RELEASES);
    }
    const data: ReleaseAnswer = {
      platform,
      from: null,
      to: shown[0]?.version ?? '',
      releases: shown.map(listed),
      breaking: shown.flatMap((r) => breakingChanges(site, r)),
      attention: [],
      migrationGuides: [],
    };
    const heading = to
      ? `# ${group.label} ${to}`
      : `# ${group.label}: the latest ${shown.length} releases (newest first; latest ${group.releases[0]?.version ?? ''})\n\nGive from_version (and to_version) for the breaking changes of an upgrade.`;
    return {
      markdown: [heading, '', ...shown.map((r) => releaseMarkdown(site, r, group.route))].join('\n\n'),
      data,
    };
  }

  const plan = planUpgrade(catalog, { platform, from, to: to ?? '' });
  if (plan.status === 'invalid') throw new ToolInputError(plan.messages.join(' '));
  if (plan.status !== 'ok') throw new ToolInputError('Give from_version, the version the app ships today.');
  const releasesInRange = group.releases
    .filter((r) => compareVersions(r.version, plan.from) > 0 && compareVersions(r.version, plan.to) <= 0)
    .sort((a, b) => compareVersions(a.version, b.version));
  const data: ReleaseAnswer = {
    platform,
    from: plan.from,
    to: plan.to,
    releases: releasesInRange.map(listed),
    breaking: plan.steps.flatMap((step) => breakingChanges(site, step)),
    attention: plan.steps.flatMap((step) =>
      step.changes
        .filter((c) => c.type !== 'breaking')
        .map((c) => ({ version: step.version, type: c.type, text: c.text })),
    ),
    migrationGuides: plan.guides.map((g) => ({ fromLine: g.fromLine, toLine: g.toLine, url: absolute(site, g.href) })),
  };
  const lines = [
    `# ${plan.platformLabel}: upgrading from ${plan.from} to ${plan.to}`,
    '',
    `${count(plan.releaseCount, 'release', 'releases')} in the range: ${count(plan.counts.breaking, 'breaking change', 'breaking changes')}, ` +
      `${count(plan.counts.deprecation, 'deprecation', 'deprecations')}, ` +
      `${count(plan.counts.changed, 'change of behaviour', 'changes of behaviour')}, ${count(plan.counts.security, 'security fix', 'security fixes')}.`,
    ...(data.migrationGuides.length
      ? ['', 'Migration guides:', ...data.migrationGuides.map((g) => `- ${g.fromLine} to ${g.toLine}: ${g.url}`)]
      : []),
    '',
    '## Breaking changes (in upgrade order)',
    '',
    ...(data.breaking.length
      ? data.breaking.map((b) => `- ${b.version}: ${b.text}${b.guide ? ` (how: ${b.guide})` : ''}`)
      : ['None.']),
    ...(data.attention.length
      ? [
          '',
          '## Deprecations and security fixes',
          '',
          ...data.attention.map((a) => `- ${a.version} (${a.type}): ${a.text}`),
        ]
      : []),
    ...(plan.steps.some((s) => s.migration)
      ? [
          '',
          '## Migration notes',
          ...plan.steps.filter((s) => s.migration).flatMap((s) => ['', `### ${s.version}`, '', s.migration ?? '']),
        ]
      : []),
    '',
    '## Releases in the range (oldest first)',
    '',
    ...data.releases.map((r) => `- ${r.version} (${r.date}): ${r.summary} ${r.url}`),
    '',
    `Upgrade view: ${absolute(site, `/release-notes/upgrade?platform=${platform}&from=${plan.from}&to=${plan.to}`)}`,
  ];
  return { markdown: lines.join('\n'), data };
}

export function registerGetReleaseNotes(server: McpServer, site: DocsSite): void {
  server.registerTool(
    'get_release_notes',
    {
      title: 'FLP SDK release notes and upgrades',
      description:
        'Release notes of an FLP player SDK. With from_version: every breaking change (in upgrade order), ' +
        'deprecation, change of behaviour and security fix between from_version and to_version (default: the latest), with the ' +
        "migration guides, as the portal's upgrade view computes them. Without it: the latest releases.",
      inputSchema: {
        platform: z.string().describe(`The player platform: ${PLATFORM_IDS.join(', ')}.`),
        from_version: z.string().optional().describe('The version the app ships today, e.g. 6.11.0.'),
        to_version: z.string().optional().describe('The version to upgrade to (default: the latest).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args) => result(await getReleaseNotes(site, args)),
  );
}
