/**
 * Markdown forms of the components that show catalogue data on docs pages, from the catalogues the
 * other plugins loaded: `<ErrorCodeTable platform>`, `<LegacyErrorNames platform>`, `<ReleaseNotes platform>`
 * and `<MigrationChecklist platform version>`. Same content and
 * order as the components, as headings, paragraphs and lists.
 */
import { groupByCategory, entriesForPlatform } from '../error-catalog/theme/ErrorCodeTable/group';
import { errorPageRoute, nativeValues, rangeLabel } from '../error-catalog/theme/ErrorEntry/format';
import { legacyNameRows } from '../error-catalog/theme/LegacyErrorNames/legacy';
import { migrationChecklist as checklistItems } from '../release-notes/lib/migration';
import type { Catalog, CatalogEntry, CatalogPlatform } from '../error-catalog/schema';
import type { PlatformId } from '../../src/data/registry';
import { CHANGE_TYPES, CHANGE_TYPE_LABELS, type Change, type ReleaseCatalog } from '../release-notes/lib/types';
import { versionAnchor } from '../release-notes/lib/versions';
import {
  SEARCH_SUBSECTION,
  type ComponentRenderer,
  type MdNode,
  heading,
  paragraph,
  parseInlineMarkdown,
  parseMarkdown,
  strong,
  text,
} from './markdown';

const code = (value: string): MdNode => ({ type: 'inlineCode', value });
const link = (url: string, children: MdNode[]): MdNode => ({ type: 'link', url, children });
const list = (items: MdNode[][], ordered = false): MdNode => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(children)] })),
});

function errorEntry(entry: CatalogEntry, platform: CatalogPlatform): MdNode[] {
  const native = nativeValues(entry, platform);
  const facts: MdNode[] = [text(`Severity: ${entry.severity}. `)];
  if (native.length > 0) facts.push(text('Native: '), code(native.join(', ')), text('. '));
  if (entry.legacyName) facts.push(text('6.x name: '), code(entry.legacyName), text('. '));
  facts.push(text(`Since ${entry.since}.`));
  const nodes: MdNode[] = [
    // The code's row on the page (a section of its own in the search: SEARCH_SUBSECTION).
    {
      type: 'heading',
      depth: 4,
      children: [text(`${entry.code} `), code(entry.name)],
      data: { hProperties: { id: entry.code }, [SEARCH_SUBSECTION]: true },
    },
    paragraph([strong(entry.message), text(` ${entry.description}`)]),
  ];
  if (entry.deprecated) {
    nodes.push(paragraph([text(`Deprecated in ${entry.deprecated.since}. ${entry.deprecated.note}`)]));
  }
  nodes.push(
    paragraph(facts),
    paragraph([text('Causes:')]),
    list(entry.causes.map((cause) => [text(cause)])),
    paragraph([text('What to do:')]),
    list(
      entry.resolution.map((step) => [text(step)]),
      true,
    ),
    paragraph([text(`Retry (VOD): ${entry.retry.vod} Retry (live): ${entry.retry.live}`)]),
  );
  if (entry.links.length > 0) {
    nodes.push(paragraph([text('See also: '), ...joined(entry.links.map((l) => [link(l.to, [text(l.label)])]))]));
  }
  return nodes;
}

function joined(parts: MdNode[][]): MdNode[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(', '), ...part]));
}

/** `<ErrorCodeTable platform="ios" />`: the platform's codes by category, as on the page. */
export function errorCodeTable(catalog: Catalog): ComponentRenderer {
  return (props) => {
    const platform = props.platform as CatalogPlatform;
    const entries = entriesForPlatform(catalog.entries, platform);
    const nodes: MdNode[] = [
      paragraph([
        text(`${entries.length} codes. Every platform and service: `),
        link(`/error-lookup?platform=${platform}`, [text('error lookup')]),
        text(' (data: '),
        link('/error-codes.json', [text('error-codes.json')]),
        text(').'),
      ]),
    ];
    for (const { category, entries: inCategory } of groupByCategory(entries, catalog.categories)) {
      nodes.push(
        heading(3, `${category.title} (${rangeLabel(category)})`, `${category.id}-errors`),
        paragraph([text(category.description)]),
      );
      for (const entry of inCategory) nodes.push(...errorEntry(entry, platform));
    }
    return nodes;
  };
}

function change(item: Change): MdNode[] {
  const nodes: MdNode[] = [strong(`${CHANGE_TYPE_LABELS[item.type]}:`), text(' '), ...parseInlineMarkdown(item.text)];
  if (item.links.length > 0) {
    const links = item.links.map((l) => [link(l.href, [l.kind === 'error' ? code(l.label) : text(l.label)])]);
    nodes.push(text(' ('), ...joined(links), text(')'));
  }
  return nodes;
}

/** `<ReleaseNotes platform="ios" />`: the platform's releases, newest first, with their changes and migration notes. */
export function releaseNotes(catalog: ReleaseCatalog): ComponentRenderer {
  return (props) => {
    const group = catalog.platforms.find((p) => p.platform === props.platform);
    if (!group) return [];
    const nodes: MdNode[] = [];
    for (const release of group.releases) {
      const changes = [...release.changes].sort((a, b) => CHANGE_TYPES.indexOf(a.type) - CHANGE_TYPES.indexOf(b.type));
      nodes.push(
        heading(3, release.version, versionAnchor(release.version)),
        paragraph([text(`Released ${release.date}. ${release.summary}`)]),
      );
      if (changes.length > 0) nodes.push(list(changes.map(change)));
      if (release.migration) nodes.push(paragraph([strong('Migration notes')]), ...parseMarkdown(release.migration));
    }
    return nodes;
  };
}

/** `<LegacyErrorNames platform="web" />`: each 6.x name with the 7.x codes that replaced it. */
export function legacyErrorNames(catalog: Catalog): ComponentRenderer {
  return (props) => {
    const platform = props.platform as CatalogPlatform;
    return [
      list(
        legacyNameRows(catalog.entries, platform).map((row) => [
          code(row.legacyName),
          text(' → '),
          ...joined(
            row.entries.map((entry) => [
              // The 6.x names are those of the SDK platforms only.
              link(errorPageRoute(platform as PlatformId, entry.code), [text(entry.code)]),
              text(' '),
              code(entry.name),
              text(` (${entry.severity})`),
            ]),
          ),
        ]),
      ),
    ];
  };
}

/** `<MigrationChecklist platform="web" version="7.0.0" />`: the release's breaking changes in upgrade order. */
export function migrationChecklist(catalog: ReleaseCatalog): ComponentRenderer {
  return (props) => [
    list(
      checklistItems(catalog, String(props.platform), String(props.version)).map((item) => [
        ...parseInlineMarkdown(item.text),
        text(' '),
        link(`#${item.id}`, [text('How to migrate')]),
      ]),
      true,
    ),
  ];
}
