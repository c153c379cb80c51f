import { Suspense, use, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import type { PlatformId } from '@site/src/data/registry';
import type { Catalog, CatalogEntry } from '../../schema';
import { legacyNameFor, nativeParts, platformLabel, rangeLabel, sinceFor } from '../../lib/format';
import { entriesForPlatform, groupByCategory } from '../../lib/group';
import serverCodes from '@flp/error-codes-on-server';
import { CONTENT_ADDED_EVENT } from '../../../shared/content-events';
import { followLink } from '../../../shared/follow-link';
import LoadFailure from '../../../shared/load-failure';
import { TABLE_CARDS_CLASS } from '@site/src/components/TableBlock/className';
import { fragmentId } from '@site/src/lib/hashTarget';
import { scrollToLoaded } from '@site/src/lib/scrollToLoaded';
import badges from '../badges.module.css';
import styles from './styles.module.css';

type Codes = Pick<Catalog, 'categories' | 'entries'>;

/** The table's columns; on a phone each row is a card and a cell after the first is labelled with its column. */
const COLUMNS = ['Code', 'Meaning', 'What to do'] as const;

export interface Props {
  platform: PlatformId;
  /** Loads the platform's codes: given by the error catalogue's remark plugin (remark.ts). */
  load?: () => Promise<{ default: Codes }>;
}

function Row({ entry, platform }: { entry: CatalogEntry; platform: PlatformId }): ReactNode {
  const native = nativeParts(entry, platform);
  const legacyName = legacyNameFor(entry, platform);
  return (
    <tr id={entry.code} className={styles.row}>
      <td className={styles.codeCell}>
        <a href={`#${entry.code}`} className={styles.code}>
          {entry.code}
        </a>
        <code className={styles.name}>{entry.name}</code>
        <span className={`${badges[entry.severity]} ${styles.badge}`}>{entry.severity}</span>
        {entry.deprecated && <span className={`${badges.deprecated} ${styles.badge}`}>deprecated</span>}
      </td>
      <td>
        <p className={styles.message}>{entry.message}</p>
        <p>{entry.description}</p>
        {entry.deprecated && (
          <p>
            Deprecated in {entry.deprecated.since}. {entry.deprecated.note}
          </p>
        )}
        <p className={styles.label}>Causes</p>
        <ul>
          {entry.causes.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
        <p className={styles.meta}>
          {native && (
            <>
              Native: {native.values && <code>{native.values}</code>}
              {native.values && native.after && '; '}
              {native.after}.{' '}
            </>
          )}
          {legacyName && (
            <>
              6.x name: <code>{legacyName}</code>.{' '}
            </>
          )}
          Since {sinceFor(entry, platform)}.
        </p>
      </td>
      <td data-label={COLUMNS[2]}>
        <ol>
          {entry.resolution.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.meta}>
          Retry (VOD): {entry.retry.vod}
          <br />
          Retry (live): {entry.retry.live}
        </p>
        <ul className={styles.links}>
          {entry.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/**
 * A category's section is rendered only near the screen (`content-visibility: auto`): the table of
 * a platform's codes is one block of the page, 190 KB of HTML for the Web, and styling and laying
 * it out at load took most of the page's blocking time on a phone. Until it has been rendered, a
 * section takes a height guessed from its rows, and it clips what it holds so that text laid out
 * for a checker or a search highlight does not spill onto the next section. The style is written
 * on the sections, not in the style sheet every page loads: only error-code pages need it.
 */
function sectionStyle(rows: number, rendered: boolean): CSSProperties {
  return {
    contentVisibility: rendered ? 'visible' : 'auto',
    containIntrinsicSize: `auto ${rows * SECTION_ROW_GUESS_PX}px`,
    overflow: 'hidden',
  };
}

/** The height a row is guessed to take before its section is rendered (a phone's, about). */
const SECTION_ROW_GUESS_PX = 400;

/**
 * The index of the section (category) of `codes` that holds `code`, or -1. A client-side move to a
 * row (`#E-4001`) renders the sections from the first to that one before going to it: after such a
 * move the address's target is not the document's (the history API does not set it), and a section
 * above the row, rendered as it came near the screen, pushed the row off the screen by the
 * difference from its guessed height. (A page loaded at a row's address needs nothing: the browser
 * keeps the target in place while sections above it get their real heights.)
 */
function sectionOf(codes: Codes, platform: PlatformId, code: string): number {
  if (!code) return -1;
  return groupByCategory(entriesForPlatform(codes.entries, platform), codes.categories).findIndex(({ entries }) =>
    entries.some((entry) => entry.code === code),
  );
}

/** The row of the table `id` that the address names, if any. */
function targetRow(id: string): Element | null {
  const target = fragmentId(window.location.hash);
  return target ? (document.getElementById(id)?.querySelector(`[id="${CSS.escape(target)}"]`) ?? null) : null;
}

/** Each platform's codes, loaded once. */
const loaded = new Map<string, Promise<Codes>>();

/**
 * The platform's codes. The promise carries React's `status` and `value` once it is fulfilled, so a
 * render after the load (a second visit to the page) reads them at once instead of suspending.
 */
function codesOf(platform: string, load: NonNullable<Props['load']>): Promise<Codes> {
  let codes = loaded.get(platform);
  if (!codes) {
    const promise: Promise<Codes> = load().then(
      (module) => {
        Object.assign(promise, { status: 'fulfilled', value: module.default });
        return module.default;
      },
      (error: unknown) => {
        // Tried again by the next render (a later visit).
        loaded.delete(platform);
        throw error;
      },
    );
    codes = promise;
    loaded.set(platform, codes);
  }
  return codes;
}

/** Every code one platform reports, grouped by category, one anchor per code. */
function Table({
  id,
  platform,
  codes,
  renderedThrough = -1,
}: {
  id: string;
  platform: PlatformId;
  codes: Codes;
  /** Sections up to this index are rendered wherever they are (see sectionOf). */
  renderedThrough?: number;
}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const entries = entriesForPlatform(codes.entries, platform);
  entries.forEach((entry) => brokenLinks.collectAnchor(entry.code));
  return (
    <div id={id} className={styles.catalog}>
      <p>
        {entries.length} codes reported on {platformLabel(platform)}. Search every platform and service, including
        native codes, in the <Link to={`/error-lookup?platform=${platform}`}>error lookup</Link>.
      </p>
      {groupByCategory(entries, codes.categories).map(({ category, entries: inCategory }, index) => (
        <section key={category.id} style={sectionStyle(inCategory.length, index <= renderedThrough)}>
          <Heading as="h3" id={`${category.id}-errors`}>
            {category.title} ({rangeLabel(category)})
          </Heading>
          <p>{category.description}</p>
          <div className={styles.scroll}>
            <table className={`${styles.table} ${TABLE_CARDS_CLASS}`}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {inCategory.map((entry) => (
                  <Row key={entry.code} entry={entry} platform={platform} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * The table once its codes are loaded (on the server, and after a client-side move to the page):
 * shown, it goes to the code the address names and tells the page's readers that it is there.
 */
function LoadedTable({ id, platform, codes }: { id: string; platform: PlatformId; codes: Promise<Codes> }): ReactNode {
  const data = use(codes);
  // Rendered in the browser only: the server renders the table without Suspense (ErrorCodeTable).
  const [renderedThrough, setRenderedThrough] = useState(() =>
    sectionOf(data, platform, fragmentId(window.location.hash)),
  );
  const [moved, setMoved] = useState(false);
  // Shown, the table goes to the code the address names and tells the page's readers that it is there.
  useEffect(() => {
    if (moved) return undefined;
    window.dispatchEvent(new Event(CONTENT_ADDED_EVENT));
    if (renderedThrough < 0) return undefined;
    const row = targetRow(id);
    if (row) scrollToLoaded(row);
    // Once the browser has laid the sections out at their real heights (and remembered them, the
    // `auto` of their intrinsic size), those away from the screen are skipped again, as at load.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        setMoved(true);
        setRenderedThrough(-1);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, renderedThrough, moved]);
  return <Table id={id} platform={platform} codes={data} renderedThrough={renderedThrough} />;
}

/**
 * Every code one platform reports. The server renders the table; a page loaded in the browser keeps
 * the server's HTML as it is (the table is text and links, and its 27 KiB of codes for the Web stay
 * out of the page's script), and a client-side move to the page loads the codes and renders them.
 */
export default function ErrorCodeTable({ platform, load }: Props): ReactNode {
  const id = `flp-error-codes-${platform}`;
  // While the page hydrates, the server's table is in the document: kept, never rendered again.
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  const history = useHistory();
  if (!load) {
    throw new Error(
      `<ErrorCodeTable platform="${platform}"> has no codes: it is given them by plugins/error-catalog/remark.ts, a remark plugin of the docs`,
    );
  }
  // The server renders every table at once, with no Suspense boundary, so its HTML is the table;
  // hydration keeps that element as it is (the same element, with the server's HTML inside).
  const onServer = serverCodes?.[platform];
  if (onServer) return <Table id={id} platform={platform} codes={onServer} />;
  if (serverHtml !== null) {
    return (
      <div
        id={id}
        className={styles.catalog}
        // The server's own render of this element, read from the document: nothing from outside.
        // eslint-disable-next-line react/no-danger
        dangerouslySetInnerHTML={{ __html: serverHtml }}
        onClick={(event) => followLink(event, (path) => history.push(path))}
      />
    );
  }
  return (
    <Suspense fallback={<p className={styles.catalog}>Loading the codes…</p>}>
      <LoadFailure
        message={
          <>
            The codes could not be loaded. <a href={window.location.href}>Reload the page</a>, or look a code up in the{' '}
            <Link to={`/error-lookup?platform=${platform}`}>error lookup</Link>.
          </>
        }
      >
        <LoadedTable id={id} platform={platform} codes={codesOf(platform, load)} />
      </LoadFailure>
    </Suspense>
  );
}
