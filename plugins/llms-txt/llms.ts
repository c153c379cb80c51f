/**
 * /llms.txt in the llmstxt.org format: an H1 with the site's name, a block quote summary, a
 * paragraph on how to read the files, then H2 sections of links (`- [title](url): description`).
 * A section named "Optional" holds what can be skipped when context is short.
 * Which docs go in which section is decided from the docs plugin's loaded content (`sections`).
 */

export interface IndexedDoc {
  title: string;
  /** Absolute URL of the Markdown twin. */
  url: string;
  description: string;
  draft: boolean;
}

export interface IndexSection {
  title: string;
  docs: IndexedDoc[];
}

export interface LlmsTxt {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details: readonly string[];
  sections: readonly IndexSection[];
}

/** One line of text: newlines and runs of spaces become one space. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Link text with the characters that would end it escaped. */
function linkText(value: string): string {
  return oneLine(value).replace(/([\\[\]])/g, '\\$1');
}

function entry(doc: IndexedDoc): string {
  const description = oneLine(`${doc.draft ? 'Draft page. ' : ''}${doc.description}`);
  const target = doc.url.replace(/[ ()]/g, (c) => encodeURIComponent(c));
  return `- [${linkText(doc.title)}](${target})${description ? `: ${description}` : ''}`;
}

/** The docs page on the portal's MCP server, relative to the docs' base URL. */
export const MCP_SETUP_PAGE = 'docs/support/ai-assistants';

/**
 * The paragraph of /llms.txt on the MCP server (mcp/ in this repository): the same content as
 * tools for assistants that speak the Model Context Protocol. `setupUrl` is the page on how to
 * connect a client.
 */
export function mcpServerDetail(setupUrl: string): string {
  return (
    'MCP server: assistants that speak the Model Context Protocol can use these docs as tools ' +
    '(search_docs, get_page, lookup_error, get_release_notes, get_api_operation) with ' +
    `\`npx -y @flp/docs-mcp\` over stdio; client setup: ${setupUrl}`
  );
}

export function renderLlmsTxt(index: LlmsTxt): string {
  const lines = [`# ${oneLine(index.title)}`, '', `> ${oneLine(index.summary)}`, ''];
  for (const paragraph of index.details) lines.push(oneLine(paragraph), '');
  for (const section of index.sections) {
    if (section.docs.length === 0) continue;
    lines.push(`## ${oneLine(section.title)}`, '', ...section.docs.map(entry), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
}

/** Doc ids of a sidebar in reading order (categories flattened, links skipped). */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  const ids: string[] = [];
  const visit = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
      const link = (item as { link?: { type?: string; id?: string } }).link;
      if (item.type === 'category' && link?.type === 'doc' && link.id) ids.push(link.id);
      if (item.items) visit(item.items);
    }
  };
  visit(items);
  return [...new Set(ids)];
}

export interface VersionDocs<Doc> {
  docs: readonly Doc[];
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
}

/**
 * Groups a version's docs into sections, one per sidebar in the order of `sidebarLabels`
 * (sidebars it does not name follow, under their id), docs in sidebar order; docs in no sidebar
 * come last, under `otherTitle`, by permalink.
 */
export function groupBySidebar<Doc extends { id: string; permalink: string }>(
  version: VersionDocs<Doc>,
  sidebarLabels: Readonly<Record<string, string>>,
  otherTitle: string,
): { title: string; docs: Doc[] }[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const names = [
    ...Object.keys(sidebarLabels).filter((name) => name in version.sidebars),
    ...Object.keys(version.sidebars).filter((name) => !(name in sidebarLabels)),
  ];
  const groups = names.map((name) => {
    const docs: Doc[] = [];
    for (const id of sidebarDocIds(version.sidebars[name] ?? [])) {
      const doc = byId.get(id);
      if (doc && !placed.has(id)) {
        placed.add(id);
        docs.push(doc);
      }
    }
    return { title: sidebarLabels[name] ?? name, docs };
  });
  const rest = version.docs.filter((doc) => !placed.has(doc.id)).sort((a, b) => a.permalink.localeCompare(b.permalink));
  return [...groups, { title: otherTitle, docs: rest }].filter((group) => group.docs.length > 0);
}
