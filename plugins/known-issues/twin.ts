/**
 * Markdown forms of the known issues' components, for the Markdown twins of the pages
 * (`plugins/markdown-twin`): `<KnownIssues platform>`, and the known issues of each release added to
 * the release notes' `<ReleaseNotes platform>`. Same content and order as the components.
 */
import type { PlatformId } from '../../src/data/registry';
import {
  type ComponentRenderer,
  type MdNode,
  heading,
  inlineCode,
  joined,
  link,
  list,
  paragraph,
  plainText,
  strong,
  text,
} from '../shared/mdast';
import {
  type KnownIssue,
  type KnownIssueCatalog,
  affectedRange,
  issueHref,
  issuesOf,
  issuesOfRelease,
  releaseHref,
  splitCode,
  statusLabel,
} from './lib';

function codeText(value: string): MdNode[] {
  return splitCode(value).map((part) => (part.code ? inlineCode(part.text) : text(part.text)));
}

function issueNodes(issue: KnownIssue, platform: PlatformId): MdNode[] {
  const status = issue.fixedIn ? link(releaseHref(platform, issue.fixedIn), [text(statusLabel(issue))]) : text('Open');
  const nodes: MdNode[] = [
    heading(3, `${issue.id}: ${issue.title}`, issue.id),
    paragraph([text('Status: '), status, text(`. Affected versions: ${affectedRange(issue)}.`)]),
    paragraph(codeText(issue.description)),
    paragraph([
      strong('Workaround:'),
      text(' '),
      ...(issue.workaround
        ? codeText(issue.workaround)
        : [text(`none in the app; upgrade to ${issue.fixedIn ?? 'a release that fixes it'}.`)]),
    ]),
  ];
  if (issue.links.length > 0) {
    const links = issue.links.map((l) => [link(l.href, [l.kind === 'error' ? inlineCode(l.label) : text(l.label)])]);
    nodes.push(paragraph([text('See also: '), ...joined(links)]));
  }
  return nodes;
}

/** `<KnownIssues platform="web" />`: open issues, then fixed ones. */
export function knownIssues(catalog: KnownIssueCatalog): ComponentRenderer {
  return (props) => {
    const platform = props.platform as PlatformId;
    const all = issuesOf(catalog, platform);
    const open = all.filter((i) => i.status === 'open');
    const fixed = all.filter((i) => i.status === 'fixed');
    return [
      heading(2, 'Open issues', 'open-issues'),
      ...(open.length ? open.flatMap((i) => issueNodes(i, platform)) : [paragraph([text('No open issues.')])]),
      heading(2, 'Fixed issues', 'fixed-issues'),
      ...(fixed.length
        ? fixed.flatMap((i) => issueNodes(i, platform))
        : [paragraph([text('No fixed issues listed.')])]),
    ];
  };
}

function releaseIssueNodes(catalog: KnownIssueCatalog, platform: PlatformId, version: string): MdNode[] {
  const { fixed, affecting } = issuesOfRelease(catalog, platform, version);
  const item = (issue: KnownIssue, status: boolean): MdNode[] => [
    link(issueHref(platform, issue.id), [text(`${issue.id}: ${issue.title}`)]),
    ...(status ? [text(` (${statusLabel(issue).toLowerCase()})`)] : []),
  ];
  const nodes: MdNode[] = [];
  if (fixed.length > 0) nodes.push(paragraph([strong('Known issues fixed')]), list(fixed.map((i) => item(i, false))));
  if (affecting.length > 0) {
    nodes.push(paragraph([strong(`Known issues in ${version}`)]), list(affecting.map((i) => item(i, true))));
  }
  return nodes;
}

/**
 * `<ReleaseNotes platform>` with each release's known issues after its changes, as on the page: the
 * release-notes renderer's output, with the lists added at the end of each release (its h3).
 */
export function withKnownIssues(releaseNotes: ComponentRenderer, catalog: KnownIssueCatalog): ComponentRenderer {
  return (props, children) => {
    const platform = props.platform as PlatformId;
    const out: MdNode[] = [];
    let version: string | null = null;
    const flush = () => {
      if (version) out.push(...releaseIssueNodes(catalog, platform, version));
    };
    for (const node of releaseNotes(props, children)) {
      if (node.type === 'heading' && node.depth === 3) {
        flush();
        version = plainText(node).trim();
      }
      out.push(node);
    }
    flush();
    return out;
  };
}
