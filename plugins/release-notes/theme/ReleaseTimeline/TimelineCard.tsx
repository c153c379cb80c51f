/**
 * One release of the timeline with all its changes, rendered from the catalogue: on the server, and
 * in the browser after a client-side move to the page (ReleaseTimeline loads it with the catalogue; a
 * page loaded in the browser keeps the server's HTML and never loads it).
 */
import React, { memo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ReleaseCard from '../ReleaseCard';
import type { TimelineEntry } from '../../lib/timeline';
import type { Release } from '../../lib/types';
import { versionAnchor } from '../../../shared/versions';

/** One release of the timeline with all its changes; rendered once, whatever the filter. */
const TimelineCard = memo(function TimelineCard({ entry }: { entry: TimelineEntry<Release> }): ReactNode {
  return (
    <ReleaseCard
      release={entry.release}
      changes={entry.changes}
      anchor={entry.anchor}
      heading="h3"
      title={`${entry.platformLabel} ${entry.release.version}`}
      meta={
        <>
          {' · '}
          <Link to={`${entry.route}#${versionAnchor(entry.release.version)}`}>{entry.platformLabel} release notes</Link>
        </>
      }
    />
  );
});

export default TimelineCard;
