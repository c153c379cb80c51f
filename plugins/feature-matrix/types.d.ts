/** Modules the feature-matrix plugin provides to the site. */

declare module '@generated/feature-matrix/default/features.json' {
  import type { FeatureMatrix } from '@site/plugins/feature-matrix/lib/types';

  const matrix: FeatureMatrix;
  export default matrix;
}

declare module '@theme/FeatureMatrix' {
  import type { ReactNode } from 'react';

  /** Every feature × every platform, in one table with a caption, grouped by area. */
  export default function FeatureMatrix(): ReactNode;
}

declare module '@theme/PlatformFeatures' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  /** One platform's column of the matrix: each feature, whether and since when it is available. */
  export default function PlatformFeatures(props: { platform: PlatformId; until?: string }): ReactNode;
}
