/** The resolved feature matrix: what the plugin writes as data and the theme and Markdown twin render. */
import type { PlatformId } from '../../../src/data/registry';

export interface GuideLink {
  href: string;
  /** The linked page's title. */
  title: string;
}

export interface FeatureCell {
  platform: PlatformId;
  supported: boolean;
  /** The release the feature arrived in on this platform; null when not supported. */
  since: string | null;
  /** `since` is the oldest release the catalogue lists: the feature may be older. */
  orEarlier: boolean;
  note: string | null;
  guide: GuideLink | null;
}

export interface MatrixFeature {
  id: string;
  title: string;
  group: string;
  description: string;
  /** One per platform, in registry order. */
  cells: FeatureCell[];
}

export interface FeatureMatrix {
  groups: { id: string; title: string }[];
  platforms: { id: PlatformId; label: string; shortLabel: string }[];
  features: MatrixFeature[];
}
