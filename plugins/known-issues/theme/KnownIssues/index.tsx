import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import CatalogLinks from '@site/src/components/CatalogLinks';
import HeadingText from '@site/src/components/HeadingText';
import catalog from '@generated/known-issues/default/issues.json';
import { PLATFORMS, type PlatformId } from '@site/src/data/registry';
import { type KnownIssue, affectedRange, issuesOf, releaseHref, splitCode, statusLabel } from '../../lib';
import styles from './styles.module.css';

/** Text with `code` spans. */
export function CodeText({ text }: { text: string }): ReactNode {
  return splitCode(text).map((part, index) =>
    part.code ? <code key={index}>{part.text}</code> : <React.Fragment key={index}>{part.text}</React.Fragment>,
  );
}

function platformLabels(ids: readonly PlatformId[]): string {
  return ids.map((id) => PLATFORMS.find((p) => p.id === id)?.label ?? id).join(', ');
}

function Issue({ issue, platform }: { issue: KnownIssue; platform: PlatformId }): ReactNode {
  return (
    <section className={styles.issue} aria-labelledby={issue.id} data-status={issue.status}>
      <Heading as="h3" id={issue.id}>
        <HeadingText text={`${issue.id}: ${issue.title}`} />
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`${styles.status} ${styles[issue.status]}`}>
              {issue.fixedIn ? (
                <Link to={releaseHref(platform, issue.fixedIn)}>{statusLabel(issue)}</Link>
              ) : (
                statusLabel(issue)
              )}
            </span>
          </dd>
        </div>
        <div>
          <dt>Affected versions</dt>
          <dd>{affectedRange(issue)}</dd>
        </div>
        {issue.platforms.length > 1 && (
          <div>
            <dt>Platforms</dt>
            <dd>{platformLabels(issue.platforms)}</dd>
          </div>
        )}
      </dl>
      <p>
        <CodeText text={issue.description} />
      </p>
      <p>
        <strong>Workaround:</strong>{' '}
        {issue.workaround ? (
          <CodeText text={issue.workaround} />
        ) : (
          `none in the app; upgrade to ${issue.fixedIn ?? 'a release that fixes it'}.`
        )}
      </p>
      {issue.links.length > 0 && (
        <p className={styles.links}>
          See also: <CatalogLinks links={issue.links} />
        </p>
      )}
    </section>
  );
}

/** A platform's known issues: open ones first, then fixed ones, one anchor per issue. */
export default function KnownIssues({ platform }: { platform: PlatformId }): ReactNode {
  const brokenLinks = useBrokenLinks();
  const all = issuesOf(catalog, platform);
  all.forEach((issue) => brokenLinks.collectAnchor(issue.id));
  const open = all.filter((issue) => issue.status === 'open');
  const fixed = all.filter((issue) => issue.status === 'fixed');
  return (
    <div className={styles.issues}>
      <p>
        {open.length} open and {fixed.length} fixed known {all.length === 1 ? 'issue' : 'issues'} on{' '}
        {platformLabels([platform])}.
      </p>
      <Heading as="h2" id="open-issues">
        Open issues
      </Heading>
      {open.length === 0 ? <p>No open issues.</p> : open.map((i) => <Issue key={i.id} issue={i} platform={platform} />)}
      <Heading as="h2" id="fixed-issues">
        Fixed issues
      </Heading>
      {fixed.length === 0 ? (
        <p>No fixed issues listed.</p>
      ) : (
        fixed.map((i) => <Issue key={i.id} issue={i} platform={platform} />)
      )}
    </div>
  );
}
