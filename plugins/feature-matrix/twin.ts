/**
 * Markdown forms of the feature matrix's components, for the Markdown twins of the pages
 * (`plugins/markdown-twin`): `<FeatureMatrix />` (one GFM table) and `<PlatformFeatures platform>`,
 * from the matrix this plugin resolved. Same content and order as the components.
 */
import { type ComponentRenderer, type MdNode, link, paragraph, strong, text } from '../shared/mdast';
import {
  MATRIX_ROUTE,
  availability,
  cellOf,
  featureAnchor,
  featuresAsOf,
  featuresByGroup,
  oldestListed,
} from './lib/format';
import type { FeatureCell, FeatureMatrix } from './lib/types';

const cell = (children: MdNode[]): MdNode => ({ type: 'tableCell', children });
const row = (cells: MdNode[][]): MdNode => ({ type: 'tableRow', children: cells.map(cell) });
const table = (rows: MdNode[][][]): MdNode => ({ type: 'table', align: [], children: rows.map(row) });

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
