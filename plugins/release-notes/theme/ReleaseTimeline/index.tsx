import React, {
  memo,
  Suspense,
  use,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';
import { useAddressQuery } from '@site/src/lib/useHydratedSearch';
import { fragmentId } from '@site/src/lib/hashTarget';
import { scrollToLoaded } from '@site/src/lib/scrollToLoaded';
import Heading from '@theme/Heading';
import outline from '@generated/release-notes/default/timeline.json';
import serverCatalog from '@flp/release-catalog-on-server';
import ServerCard from '@flp/release-card-on-server';
import ReleaseFeedLinks from '../ReleaseFeedLinks';
import ReleaseTimelineFilters from '../ReleaseTimelineFilters';
import {
  buildTimeline,
  NO_FILTER,
  parseTimelineQuery,
  timelineQuery,
  versionTargets,
  type ReleaseOutline,
  type TimelineEntry,
  type TimelineFilter,
  type TimelineMonth,
} from '../../lib/timeline';
import type { Release, ReleaseCatalog } from '../../lib/types';
import type TimelineCard from './TimelineCard';
import { formatMonth, monthAnchor } from '../../../shared/versions';
import { CONTENT_ADDED_EVENT } from '../../../shared/content-events';
import { followLink } from '../../../shared/follow-link';
import LoadFailure from '../../../shared/load-failure';
import styles from './styles.module.css';

/**
 * The height a release takes until it is first rendered (`content-visibility: auto` keeps the one it
 * last had after that), guessed from its number of changes (and, on a desktop, their characters), for
 * a phone's width and a desktop's: fitted to the rendered releases of the timeline (mean error 128 and 60 px; the
 * phone's refitted after the type scale, when its guess had grown to 202 px off on average). A flat
 * guess of 16rem was off by 570 px a release on a phone (one change to twelve long ones), so a jump to
 * a release, or a checker that measures where each element is, found the page moving under it as the
 * releases above rendered. The narrow guess applies below the theme's mobile breakpoint (996 px),
 * written inline, as a step of the viewport's width, to keep the site's style sheet as it is.
 */
function sizeGuess(entry: TimelineEntry<ReleaseOutline>): CSSProperties {
  const n = entry.changes.length;
  const chars = entry.changes.reduce((sum, change) => sum + change.length, 0);
  const wide = Math.round(Math.max(128, 96 * n - 32 + 0.01 * chars));
  // On a phone a change's badge, text and links take about the same height whatever its length.
  const narrow = Math.round(Math.max(160, 214 * n - 171));
  const step = `clamp(0px, (996px - 100vw) * 1000, ${Math.abs(narrow - wide)}px)`;
  return { containIntrinsicBlockSize: `auto calc(${wide}px ${narrow >= wide ? '+' : '-'} ${step})` };
}

/**
 * What a release of the timeline shows: the HTML the server rendered, kept as it is (a page loaded
 * in the browser: the releases' text and links stay out of its script), or the release rendered
 * from the catalogue (on the server, and after a client-side move to the page, which loads it).
 */
type Cards =
  | { kind: 'html'; html: ReadonlyMap<string, string> }
  | { kind: 'rendered'; entries: ReadonlyMap<string, TimelineEntry<Release>>; Card: typeof TimelineCard };

/** Marks each release's element, whose HTML the browser keeps: the value is the release's anchor. */
const RELEASE_ATTRIBUTE = 'data-timeline-release';

/** The releases' HTML the server rendered into the document, while the page hydrates; null without it. */
function keptHtml(): Cards | null {
  if (typeof document === 'undefined') return null;
  const elements = Array.from(document.querySelectorAll(`[${RELEASE_ATTRIBUTE}]`));
  if (elements.length === 0) return null;
  return {
    kind: 'html',
    html: new Map(elements.map((element) => [element.getAttribute(RELEASE_ATTRIBUTE) ?? '', element.innerHTML])),
  };
}

function renderedCards(catalog: ReleaseCatalog, Card: typeof TimelineCard): Cards {
  const entries = buildTimeline(catalog, NO_FILTER).flatMap((month) => month.entries);
  return { kind: 'rendered', entries: new Map(entries.map((entry) => [entry.anchor, entry])), Card };
}

let loading: Promise<Cards> | null = null;

/**
 * The whole catalogue and the card that renders a release, loaded once, after a client-side move to
 * the page; a failed load is tried again on the next move.
 */
function loadCards(): Promise<Cards> {
  loading ??= Promise.all([import('@generated/release-notes/default/catalog.json'), import('./TimelineCard')]).then(
    ([catalog, card]) => renderedCards(catalog.default, card.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
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
  cards,
}: {
  all: readonly TimelineMonth<ReleaseOutline>[];
  shown: ReadonlySet<string>;
  types: TimelineFilter['types'];
  cards: Cards;
}): ReactNode {
  const history = useHistory();
  return (
    // The links of kept HTML move as a `Link` does; a rendered `Link` handles its own click first.
    <div
      className={styles.timeline}
      data-types={types.length > 0 ? types.join(' ') : undefined}
      onClick={(event) => followLink(event, (path) => history.push(path))}
    >
      {all.map(({ month, entries }) => (
        <section
          key={month}
          aria-labelledby={monthAnchor(month)}
          hidden={!entries.some((entry) => shown.has(entry.anchor))}
        >
          <Heading as="h2" id={monthAnchor(month)} className={styles.month}>
            {formatMonth(month)}
          </Heading>
          {entries.map((entry) => {
            const attributes = {
              [RELEASE_ATTRIBUTE]: entry.anchor,
              hidden: !shown.has(entry.anchor),
              style: sizeGuess(entry),
            };
            if (cards.kind === 'html') {
              return (
                <div
                  key={entry.anchor}
                  {...attributes}
                  // The server's own render of this element, read from the document: nothing from outside.
                  // eslint-disable-next-line react/no-danger
                  dangerouslySetInnerHTML={{ __html: cards.html.get(entry.anchor) ?? '' }}
                />
              );
            }
            const release = cards.entries.get(entry.anchor);
            return (
              <div key={entry.anchor} {...attributes}>
                {release && <cards.Card entry={release} />}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
});

/** The months once the catalogue is loaded, after a client-side move: then at the release the address names. */
function LoadedMonths(props: Omit<Parameters<typeof TimelineMonths>[0], 'cards'>): ReactNode {
  const cards = use(loadCards());
  useEffect(() => {
    window.dispatchEvent(new Event(CONTENT_ADDED_EVENT));
    const target = fragmentId(window.location.hash);
    const element = target ? document.getElementById(target) : null;
    if (element) scrollToLoaded(element);
  }, []);
  return <TimelineMonths {...props} cards={cards} />;
}

/**
 * Every platform in one timeline. The static HTML holds the full timeline;
 * in the browser the URL query (`?platform=web&type=breaking`) filters it.
 */
export default function ReleaseTimeline(): ReactNode {
  const { value: fromAddress, location, history } = useAddressQuery(parseTimelineQuery);
  // A box the reader checks rewrites the address in place (`history.replaceState`) instead of moving
  // the router: a router move runs every client module's route hooks and renders the whole layout
  // for each click. The boxes' filter holds until the router moves (a link, back or forward), when
  // the address speaks again.
  const [chosen, setChosen] = useState<{ filter: TimelineFilter; at: typeof location } | null>(null);
  const own = chosen !== null && chosen.at === location;
  const filter = own ? chosen.filter : fromAddress.filter;
  const problems = own ? [] : fromAddress.problems;
  // The server renders every release from the catalogue; the browser keeps what it rendered.
  const [cards] = useState<Cards | null>(() =>
    serverCatalog && ServerCard ? renderedCards(serverCatalog, ServerCard) : keptHtml(),
  );
  const all = useMemo(() => buildTimeline(outline, NO_FILTER), []);
  const months = useMemo(() => buildTimeline(outline, filter), [filter]);
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
      {cards ? (
        <TimelineMonths all={all} shown={shown} types={shownTypes} cards={cards} />
      ) : (
        <Suspense fallback={<p>Loading the releases…</p>}>
          <LoadFailure
            message={
              <>
                The releases could not be loaded. <a href={window.location.href}>Reload the page</a>, or read the notes
                of each platform above.
              </>
            }
          >
            <LoadedMonths all={all} shown={shown} types={shownTypes} />
          </LoadFailure>
        </Suspense>
      )}
    </div>
  );
}
