import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ReleaseKnownIssues from '@theme/ReleaseKnownIssues';
import type { PlatformId } from '@site/src/data/registry';
import ReleaseCard, { NewErrorCodes } from '../ReleaseCard';
import ReleaseFeedLinks from '../ReleaseFeedLinks';
import useReleaseCatalog from '../useReleaseCatalog';
import { UPGRADE_ROUTE } from '../../../shared/release-paths';
import { versionAnchor } from '../../../shared/versions';
import styles from './styles.module.css';

/**
 * One platform's releases, newest first, one anchor per version (`#v7-4-0`), each with the error
 * codes it brought (the error catalogue) and the known issues it fixes and has (plugins/known-issues).
 */
export default function ReleaseNotes({ platform }: { platform: PlatformId }): ReactNode {
  const group = useReleaseCatalog().platforms.find((p) => p.platform === platform);
  if (!group) throw new Error(`The release catalogue has no platform "${platform}"`);
  const latest = group.releases[0]?.version ?? '';
  return (
    <div className={styles.notes}>
      <ReleaseFeedLinks platform={platform} />
      <p className={styles.text}>
        Upgrading an app? The <Link to={`${UPGRADE_ROUTE}?platform=${platform}&to=${latest}`}>upgrade view</Link> lists
        every breaking change, deprecation, change of behaviour and security fix between two versions.
      </p>
      <nav aria-label="Releases" className={styles.versions}>
        <ul>
          {group.releases.map((release) => (
            <li key={release.version}>
              <a href={`#${versionAnchor(release.version)}`}>{release.version}</a>
            </li>
          ))}
        </ul>
      </nav>
      {group.releases.map((release) => (
        <ReleaseCard
          key={release.version}
          release={release}
          changes={release.changes}
          anchor={versionAnchor(release.version)}
          heading="h3"
          title={release.version}
        >
          <NewErrorCodes codes={release.newErrorCodes} version={release.version} />
          <ReleaseKnownIssues platform={platform} version={release.version} />
        </ReleaseCard>
      ))}
    </div>
  );
}
