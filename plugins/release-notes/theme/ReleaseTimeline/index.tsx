import React, {
  memo,
  useDeferredValue,
  useMemo,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import { useAddressQuery } from '@site/src/lib/useHydratedSearch';
import Heading from '@theme/Heading';
import ReleaseCard from '../ReleaseCard';
import ReleaseFeedLinks from '../ReleaseFeedLinks';
import ReleaseTimelineFilters from '../ReleaseTimelineFilters';
import useReleaseCatalog from '../useReleaseCatalog';
import {
  buildTimeline,
  NO_FILTER,
  parseTimelineQuery,
  timelineQuery,
  versionTargets,
  type TimelineEntry,
  type TimelineFilter,
  type TimelineMonth,
} from '../../lib/timeline';
import { formatMonth, monthAnchor, versionAnchor } from '../../../shared/versions';
import styles from './styles.module.css';

/** One release of the timeline with all its changes; rendered once, whatever the filter. */
const TimelineCard = memo(function TimelineCard({ entry }: { entry: TimelineEntry }): ReactNode {
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

/**
 * The height a release takes until it is first rendered (`content-visibility: auto` keeps the one it
 * last had after that), guessed from its number of changes and their characters, for a phone's width
 * and a desktop's: fitted to the rendered releases of the timeline (mean error 107 and 52 px). A flat
 * guess of 16rem was off by 570 px a release on a phone (one change to twelve long ones), so a jump to
 * a release, or a checker that measures where each element is, found the page moving under it as the
 * releases above rendered. The narrow guess applies below the theme's mobile breakpoint (996 px),
 * written inline, as a step of the viewport's width, to keep the site's style sheet as it is.
 */
function sizeGuess(entry: TimelineEntry): CSSProperties {
  const n = entry.changes.length;
  const chars = entry.changes.reduce((sum, change) => sum + change.text.length, 0);
  const wide = Math.round(Math.max(128, 96 * n - 32 + 0.01 * chars));
  const narrow = Math.round(Math.max(160, 203 * n - 211 + 0.48 * chars));
  const step = `clamp(0px, (996px - 100vw) * 1000, ${Math.abs(narrow - wide)}px)`;
  return { containIntrinsicBlockSize: `auto calc(${wide}px ${narrow >= wide ? '+' : '-'} ${step})` };
}

/**
 * The months and their releases. Every release is rendered once, in the static HTML and in the
 * browser; a filter only hides what it leaves out (the `hidden` attribute on a release or a month,
 * and a style rule per change type for the changes and migration notes), so checking a box changes
 * attributes instead of unmounting and mounting release cards.
 */
const TimelineMonths = memo(function TimelineMonths({
  all,
  shown,
  types,
}: {
  all: readonly TimelineMonth[];
  shown: ReadonlySet<string>;
  types: TimelineFilter['types'];
}): ReactNode {
  return (
    <div className={styles.timeline} data-types={types.length > 0 ? types.join(' ') : undefined}>
      {all.map(({ month, entries }) => (
        <section
          key={month}
          aria-labelledby={monthAnchor(month)}
          hidden={!entries.some((entry) => shown.has(entry.anchor))}
        >
          <Heading as="h2" id={monthAnchor(month)} className={styles.month}>
            {formatMonth(month)}
          </Heading>
          {entries.map((entry) => (
            <div key={entry.anchor} hidden={!shown.has(entry.anchor)} style={sizeGuess(entry)}>
              <TimelineCard entry={entry} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
});

/**
 * Every platform in one timeline. The static HTML holds the full timeline;
 * in the browser the URL query (`?platform=web&type=breaking`) filters it.
 */
export default function ReleaseTimeline(): ReactNode {
  const catalog = useReleaseCatalog();
  const { value: fromAddress, location, history } = useAddressQuery(parseTimelineQuery);
  // A box the reader checks rewrites the address in place (`history.replaceState`) instead of moving
  // the router: a router move runs every client module's route hooks and renders the whole layout
  // for each click. The boxes' filter holds until the router moves (a link, back or forward), when
  // the address speaks again.
  const [chosen, setChosen] = useState<{ filter: TimelineFilter; at: typeof location } | null>(null);
  const own = chosen !== null && chosen.at === location;
  const filter = own ? chosen.filter : fromAddress.filter;
  const problems = own ? [] : fromAddress.problems;
  const all = useMemo(() => buildTimeline(catalog, NO_FILTER), [catalog]);
  const months = useMemo(() => buildTimeline(catalog, filter), [catalog, filter]);
  // The boxes and the count follow a click at once; the timeline follows in a render React may
  // interrupt, so the click is answered before the releases are shown or hidden.
  const shown = useDeferredValue(
    useMemo(() => new Set(months.flatMap((month) => month.entries.map((entry) => entry.anchor))), [months]),
  );
  const shownTypes = useDeferredValue(filter.types);
  const versions = useMemo(() => versionTargets(months), [months]);
  const [jumpTo, setJumpTo] = useState('');
  const jumpVersion = versions.some((v) => v.version === jumpTo) ? jumpTo : (versions[0]?.version ?? '');
  const releaseCount = months.reduce((sum, month) => sum + month.entries.length, 0);
  const filtered = filter.platforms.length > 0 || filter.types.length > 0;

  const setFilter = (next: TimelineFilter): void => {
    setChosen({ filter: next, at: location });
    window.history.replaceState(window.history.state, '', `${location.pathname}${timelineQuery(next)}`);
  };
  const jump = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const target = versions.find((v) => v.version === jumpVersion);
    const element = target && document.getElementById(target.anchor);
    if (!target || !element) return;
    history.replace({ pathname: location.pathname, search: timelineQuery(filter), hash: `#${target.anchor}` });
    element.scrollIntoView();
    element.focus({ preventScroll: true });
  };

  return (
    <div>
      <ReleaseFeedLinks />
      <ReleaseTimelineFilters filter={filter} onChange={setFilter} />
      {problems.length > 0 && (
        <div className="alert alert--warning margin-bottom--md" role="alert">
          {problems.map((problem) => (
            <p key={problem} className="margin-bottom--none">
              {problem}
            </p>
          ))}
        </div>
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {releaseCount === 0
          ? 'No release matches these filters.'
          : `${filtered ? 'Showing' : 'All'} ${releaseCount} release${releaseCount === 1 ? '' : 's'}${filtered ? ` that match${releaseCount === 1 ? 'es' : ''} the filters` : ''}, newest first.`}
      </p>
      {months.length > 0 && (
        <div className={styles.jump}>
          <nav aria-label="Jump to a month">
            <span className={styles.jumpLabel}>Jump to a month:</span>
            <ul className={styles.months}>
              {months.map(({ month }) => (
                <li key={month}>
                  <a href={`#${monthAnchor(month)}`}>{formatMonth(month)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <form onSubmit={jump} className={styles.versionForm}>
            <label htmlFor="release-jump-version">Jump to a version</label>
            <select id="release-jump-version" value={jumpVersion} onChange={(event) => setJumpTo(event.target.value)}>
              {versions.map((v) => (
                <option key={v.version} value={v.version}>
                  {v.version}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--primary button--sm">
              Go
            </button>
          </form>
        </div>
      )}
      <TimelineMonths all={all} shown={shown} types={shownTypes} />
    </div>
  );
}
