/** Modules the known-issues plugin provides to the site. */

declare module '@generated/known-issues/default/issues.json' {
  import type { KnownIssueCatalog } from '@site/plugins/known-issues/lib';

  const catalog: KnownIssueCatalog;
  export default catalog;
}

declare module '@theme/KnownIssues' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  /** A platform's known issues, open first, one anchor per issue (`#KI-101`). */
  export default function KnownIssues(props: { platform: PlatformId }): ReactNode;
}

declare module '@theme/ReleaseKnownIssues' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  /** In a release's notes: the known issues it fixes and the ones it has; nothing when there are none. */
  export default function ReleaseKnownIssues(props: { platform: PlatformId; version: string }): ReactNode;
}
