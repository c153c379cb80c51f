/**
 * The feature matrix's public face: its catalogue (`catalog/features.yaml`) as read and resolved
 * once per load, its types, and the Markdown forms of its components.
 */
export { FEATURES_FILE, featureCatalogue } from './load';
export type { FeatureCell, FeatureMatrix } from './lib/types';
export { featureMatrix, platformFeatures } from './twin';
