/**
 * Markdown forms of the error catalogue's components, for the Markdown twins of the pages
 * (`plugins/markdown-twin`): `<ErrorCodeTable platform>` and `<LegacyErrorNames platform>`, from the
 * catalogue this plugin loaded. Same content and order as the components, as headings, paragraphs
 * and lists.
 */
import type { PlatformId } from '../../src/data/registry';
import {
  SEARCH_SUBSECTION,
  type ComponentRenderer,
  type MdNode,
  heading,
  inlineCode as code,
  joined,
  link,
  list,
  paragraph,
  strong,
  text,
} from '../shared/mdast';
import { errorPageRoute, legacyNameFor, nativeParts, rangeLabel, sinceFor } from './lib/format';
import { entriesForPlatform, groupByCategory } from './lib/group';
import { legacyNameRows } from './lib/legacy';
import type { Catalog, CatalogEntry, CatalogPlatform } from './schema';

function errorEntry(entry: CatalogEntry, platform: CatalogPlatform): MdNode[] {
  const native = nativeParts(entry, platform);
  const facts: MdNode[] = [text(`Severity: ${entry.severity}. `)];
  if (native?.values)
    facts.push(text('Native: '), code(native.values), text(native.after ? `; ${native.after}. ` : '. '));
  else if (native) facts.push(text(`Native: ${native.after}. `));
  const legacyName = legacyNameFor(entry, platform);
  if (legacyName) facts.push(text('6.x name: '), code(legacyName), text('. '));
  facts.push(text(`Since ${sinceFor(entry, platform)}.`));
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
