/** Modules of this plugin's theme, as the site imports them. */

declare module '@generated/release-notes/default/catalog.json' {
  import type { ReleaseCatalog } from '@site/plugins/release-notes/lib/types';

  const catalog: ReleaseCatalog;
  export default catalog;
}

declare module '@generated/release-notes/default/timeline.json' {
  import type { TimelineOutline } from '@site/plugins/release-notes/lib/timeline';

  const outline: TimelineOutline;
  export default outline;
}

declare module '@flp/release-catalog-on-server' {
  import type { ReleaseCatalog } from '@site/plugins/release-notes/lib/types';

  /** The whole catalogue in the server build only (the plugin's configureWebpack); null in the browser. */
  const catalog: ReleaseCatalog | null;
  export default catalog;
}

declare module '@flp/release-card-on-server' {
  import type TimelineCard from '@site/plugins/release-notes/theme/ReleaseTimeline/TimelineCard';

  /** The timeline's release card in the server build only (the plugin's configureWebpack); null in the browser. */
  const Card: typeof TimelineCard | null;
  export default Card;
}

declare module '@theme/ReleaseNotes' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  /** One platform's releases, newest first, with an anchor per version (`v7-4-0`). */
  export default function ReleaseNotes(props: { platform: PlatformId }): ReactNode;
}

declare module '@theme/ReleaseTimeline' {
  import type { ReactNode } from 'react';

  /** Every platform in one timeline, filtered by the URL query (`?platform=web&type=breaking`). */
  export default function ReleaseTimeline(): ReactNode;
}

declare module '@theme/ReleaseUpgrade' {
  import type { ReactNode } from 'react';

  /** The upgrade view, driven by the URL query (`?platform=android&from=6.11.0&to=7.4.0`). */
  export default function ReleaseUpgrade(): ReactNode;
}

declare module '@theme/MigrationChecklist' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  /** The breaking changes of a major release in upgrade order, each linking to its guide section (`#<id>`). */
  export default function MigrationChecklist(props: { platform: PlatformId; version: string }): ReactNode;
}

declare module '@theme/ReleaseFeedLinks' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  /** RSS and Atom links, visible and as `<link rel="alternate">` in the head. */
  export default function ReleaseFeedLinks(props: { platform?: PlatformId }): ReactNode;
}
