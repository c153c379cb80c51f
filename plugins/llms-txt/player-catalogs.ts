/**
 * Markdown forms of the feature matrix and the known issues, from the data the feature-matrix and
 * known-issues plugins loaded: `<FeatureMatrix />` (one GFM table), `<PlatformFeatures platform>`,
 * `<KnownIssues platform>`, and the known issues of each release added to `<ReleaseNotes platform>`.
 * Same content and order as the components.
 */
import {
  availability,
  cellOf,
  featureAnchor,
  featuresAsOf,
  featuresByGroup,
  MATRIX_ROUTE,
  oldestListed,
} from '../feature-matrix/lib/format';
import type { FeatureCell, FeatureMatrix } from '../feature-matrix/lib/types';
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
} from '../known-issues/lib';
import type { PlatformId } from '../../src/data/registry';
import { type ComponentRenderer, type MdNode, heading, paragraph, plainText, strong, text } from './markdown';

const link = (url: string, children: MdNode[]): MdNode => ({ type: 'link', url, children });
const cell = (children: MdNode[]): MdNode => ({ type: 'tableCell', children });
const row = (cells: MdNode[][]): MdNode => ({ type: 'tableRow', children: cells.map(cell) });
const table = (rows: MdNode[][][]): MdNode => ({ type: 'table', align: [], children: rows.map(row) });
const list = (items: MdNode[][]): MdNode => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(children)] })),
});

function codeText(value: string): MdNode[] {
  return splitCode(value).map((part) => (part.code ? { type: 'inlineCode', value: part.text } : text(part.text)));
}

/** "[Yes, since 7.4.0](guide). Note." as in a cell of the matrix. */
function availabilityNodes(feature: FeatureCell): MdNode[] {
  const label = availability(feature);
  const nodes = [feature.guide ? link(feature.guide.href, [text(label)]) : text(label)];
  if (feature.note) nodes.push(text(`. ${feature.note}`));
  return nodes;
}

/** `<FeatureMatrix />`: every feature and platform in one table, the area in the first column. */
export function featureMatrix(matrix: FeatureMatrix): ComponentRenderer {
  return () => {
    const header = [[text('Area')], [text('Feature')], ...matrix.platforms.map((p) => [text(p.label)])];
    const rows = featuresByGroup(matrix).flatMap((group) =>
      group.features.map((feature) => [
        [text(group.title)],
        [strong(feature.title), text(`: ${feature.description}`)],
        ...feature.cells.map(availabilityNodes),
      ]),
    );
    const oldest = oldestListed(matrix);
    const lead =
      'Each cell says whether the SDK has the feature and the release it arrived in' +
      (oldest ? `; “${oldest} or earlier” means older than the first release in the release notes.` : '.');
    return [paragraph([text(lead)]), table([header, ...rows])];
  };
}

/** `<PlatformFeatures platform="ios" />`: one platform's column, linking each feature to the matrix. */
export function platformFeatures(matrix: FeatureMatrix): ComponentRenderer {
  return (props) => {
    const platform = String(props.platform);
    if (typeof props.until === 'string') {
      const until = props.until;
      const rows = featuresAsOf(matrix, platform, until).flatMap((group) =>
        group.features.map(({ feature, cell }) => [
          [text(group.title)],
          [text(feature.title)],
          availabilityNodes(cell),
        ]),
      );
      return [
        paragraph([
          text(`Features of the SDK by ${until}, from the `),
          link(MATRIX_ROUTE, [text('feature matrix')]),
          text('.'),
        ]),
        table([[[text('Area')], [text('Feature')], [text('Available')]], ...rows]),
      ];
    }
    const rows = featuresByGroup(matrix).flatMap((group) =>
      group.features.map((feature) => [
        [text(group.title)],
        [link(`${MATRIX_ROUTE}#${featureAnchor(feature.id)}`, [text(feature.title)])],
        availabilityNodes(cellOf(feature, platform)),
      ]),
    );
    return [
      paragraph([text('Every SDK side by side: '), link(MATRIX_ROUTE, [text('feature matrix')]), text('.')]),
      table([[[text('Area')], [text('Feature')], [text('Available')]], ...rows]),
    ];
  };
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
    const links = issue.links.map((l) =>
      link(l.href, [l.kind === 'error' ? { type: 'inlineCode', value: l.label } : text(l.label)]),
    );
    nodes.push(paragraph([text('See also: '), ...links.flatMap((l, i) => (i === 0 ? [l] : [text(', '), l]))]));
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
