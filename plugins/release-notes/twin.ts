/**
 * Markdown forms of the release notes' components, for the Markdown twins of the pages
 * (`plugins/markdown-twin`): `<ReleaseNotes platform>` and `<MigrationChecklist platform version>`,
 * from the catalogue this plugin resolved. Same content and order as the components, as headings,
 * paragraphs and lists.
 */
import {
  type ComponentRenderer,
  type MdNode,
  heading,
  inlineCode as code,
  joined,
  link,
  list,
  paragraph,
  parseInlineMarkdown,
  parseMarkdown,
  strong,
  text,
} from '../shared/mdast';
import { versionAnchor } from '../shared/versions';
import { migrationChecklist as checklistItems } from './lib/migration';
import { CHANGE_TYPES, CHANGE_TYPE_LABELS, type Change, type ReleaseCatalog, deprecatedNote } from './lib/types';

function change(item: Change): MdNode[] {
  const nodes: MdNode[] = [strong(`${CHANGE_TYPE_LABELS[item.type]}:`), text(' '), ...parseInlineMarkdown(item.text)];
  if (item.links.length > 0) {
    const links = item.links.map((l) => [link(l.href, [l.kind === 'error' ? code(l.label) : text(l.label)])]);
    nodes.push(text(' ('), ...joined(links), text(')'));
  }
  return nodes;
}

/**
 * `<ReleaseNotes platform="ios" />`: the platform's releases, newest first, with their changes,
 * migration notes and the error codes each brought.
 */
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
      if (release.newErrorCodes.length > 0) {
        nodes.push(
          paragraph([strong(`New error codes in ${release.version}`)]),
          list(
            release.newErrorCodes.map((entry) => [
              link(entry.href, [code(entry.code)]),
              text(` ${entry.name}${deprecatedNote(entry)}`),
            ]),
          ),
        );
      }
    }
    return nodes;
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
