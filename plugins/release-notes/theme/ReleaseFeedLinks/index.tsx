import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PLATFORMS, type PlatformId } from '@site/src/data/registry';
import { feedPaths } from '../../../shared/release-paths';
import styles from './styles.module.css';

/**
 * RSS and Atom links to the release feeds, visible and in the head for feed
 * readers. Plain anchors: the feeds are files written after the build, not routes.
 */
export default function ReleaseFeedLinks({ platform }: { platform?: PlatformId }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const paths = feedPaths(platform);
  const rss = useBaseUrl(`/${paths.rss}`);
  const atom = useBaseUrl(`/${paths.atom}`);
  const origin = siteConfig.url.replace(/\/$/, '');
  const label = platform ? `FLP ${PLATFORMS.find((p) => p.id === platform)?.label ?? platform}` : 'FLP player SDKs';
  return (
    <>
      <Head>
        <link rel="alternate" type="application/rss+xml" title={`${label} release notes (RSS)`} href={origin + rss} />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${label} release notes (Atom)`}
          href={origin + atom}
        />
      </Head>
      <p className={styles.feeds}>
        Follow new releases of the {label}: <a href={rss}>RSS feed</a> · <a href={atom}>Atom feed</a>
      </p>
    </>
  );
}
