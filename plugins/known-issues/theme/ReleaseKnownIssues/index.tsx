import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import catalog from '@generated/known-issues/default/issues.json';
import type { PlatformId } from '@site/src/data/registry';
import { type KnownIssue, issueHref, issuesOfRelease, statusLabel } from '../../lib';
import styles from './styles.module.css';

function IssueList({ issues, platform, status }: { issues: KnownIssue[]; platform: PlatformId; status: boolean }) {
  return (
    <ul className={styles.list}>
      {issues.map((issue) => (
        <li key={issue.id}>
          <Link to={issueHref(platform, issue.id)}>
            {issue.id}: {issue.title}
          </Link>
          {status && ` (${statusLabel(issue).toLowerCase()})`}
        </li>
      ))}
    </ul>
  );
}

/** In a release's notes: the known issues it fixes and the ones it has (open or fixed later). */
export default function ReleaseKnownIssues({
  platform,
  version,
}: {
  platform: PlatformId;
  version: string;
}): ReactNode {
  const { fixed, affecting } = issuesOfRelease(catalog, platform, version);
  if (fixed.length === 0 && affecting.length === 0) return null;
  return (
    <div className={styles.known}>
      {fixed.length > 0 && (
        <>
          <p className={styles.title}>Known issues fixed</p>
          <IssueList issues={fixed} platform={platform} status={false} />
        </>
      )}
      {affecting.length > 0 && (
        <>
          <p className={styles.title}>Known issues in {version}</p>
          <IssueList issues={affecting} platform={platform} status />
        </>
      )}
    </div>
  );
}
