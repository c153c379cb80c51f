import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useAuth } from '@site/src/auth/context';
import { HISTORY_KEY, parseHistory } from '@site/src/reader/storage';
import { useStoredValue } from '@site/src/reader/useStoredValue';
import { versionAnchor } from '@site/plugins/shared/versions';
import styles from './styles.module.css';

interface LatestRelease {
  platform: string;
  label: string;
  route: string;
  version: string;
  date: string;
}

interface PublishedReleases {
  platforms?: { platform: string; label: string; route: string; releases: { version: string; date: string }[] }[];
}

/** Pages shown under "Recently read". */
const SHOWN = 6;

/**
 * The signed-in reader's part of the home page: the docs pages they read last and the latest
 * release of each SDK platform they read about. Read from this browser's local storage after
 * sign-in (the pages, src/reader/ReaderProvider.tsx) and from /release-notes.json; nothing of it
 * is in the static HTML. Placed after the page's sections, so its arrival moves nothing in view.
 */
export default function ReaderHome(): ReactNode {
  const { status } = useAuth();
  const releasesUrl = useBaseUrl('/release-notes.json');
  const stored = useStoredValue(HISTORY_KEY);
  const [latest, setLatest] = useState<LatestRelease[]>([]);
  const signedIn = status === 'authenticated';
  const history = useMemo(() => (signedIn ? parseHistory(stored) : []), [signedIn, stored]);
  const platforms = useMemo(
    () => [...new Set(history.flatMap((p) => (p.platform ? [p.platform] : [])))].join(','),
    [history],
  );

  useEffect(() => {
    if (!platforms) return undefined;
    let cancelled = false;
    fetch(releasesUrl)
      .then((response) => (response.ok ? (response.json() as Promise<PublishedReleases>) : {}))
      .then((data: PublishedReleases) => {
        if (cancelled) return;
        const found: LatestRelease[] = [];
        for (const platform of platforms.split(',')) {
          const entry = data.platforms?.find((p) => p.platform === platform);
          const release = entry?.releases[0];
          if (entry && release) found.push({ ...release, platform, label: entry.label, route: entry.route });
        }
        setLatest(found);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [platforms, releasesUrl]);

  if (!signedIn || (!history.length && !latest.length)) return null;
  // Releases of the platforms read about (none left after the history is cleared).
  const shownLatest = platforms ? latest : [];
  return (
    <section className={`margin-bottom--lg ${styles.reader}`} aria-labelledby="for-you" data-testid="reader-home">
      <Heading as="h2" id="for-you">
        For you
      </Heading>
      <div className={styles.columns}>
        {history.length > 0 && (
          <div>
            <Heading as="h3">Recently read</Heading>
            <ul>
              {history.slice(0, SHOWN).map((page) => (
                <li key={page.path}>
                  <Link to={page.path}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {shownLatest.length > 0 && (
          <div>
            <Heading as="h3">Latest releases of your platforms</Heading>
            <ul>
              {shownLatest.map((release) => (
                <li key={release.platform}>
                  <Link to={`${release.route}#${versionAnchor(release.version)}`}>
                    {release.label} {release.version}
                  </Link>{' '}
                  ({release.date})
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
