/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/Tabs/index.js (typed), with these changes (fenced):
 * the tabs are not mounted a second time after hydration; the tabs follow the WAI-ARIA tabs pattern
 * (each tab controls its panel, see src/theme/TabItem; arrow keys, Home and End select); the
 * `code-language` group is also set by `?language=`, which is remembered as a click on the tab would be;
 * the query parameter is written to the address without a router update, and the choice is shared with
 * the other groups of its groupId, after the paint that shows the tab (useQueryTabs); the clicked tab
 * is held in place (a forced layout) only when a group of the same groupId is above it; the tab ids
 * are the same in the server's rendering and the browser's.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Tabs/index.js
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { ThemeClassNames, useStorageSlot } from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import { LANGUAGE_QUERY_PARAM, TAB_GROUPS } from '@site/src/data/tabGroups';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';
import { TabIdsContext, useTabIds } from '@site/src/lib/tabIds';
import { afterPaint } from '@site/src/lib/afterPaint';

function TabList({ className, groupId }: { className?: string; groupId?: string }): ReactNode {
  const { selectedValue, selectValue, tabValues, block } = useTabs() as TabsValue;
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  // --- changed: a strip wider than its column scrolls to show the selected tab (chosen on another
  // page, by `?language=`, or in another group of the page), once it is near the screen: measured
  // further away, a strip in a block that skips its layout (src/css/custom.css) had that block laid
  // out for it, 10 ms at load on the largest API operation page on the slower machine. The first
  // tab needs nothing at load (a strip starts scrolled to it).
  const listRef = useRef<HTMLUListElement>(null);
  const revealedOnce = useRef(false);
  useEffect(() => {
    const strip = listRef.current;
    const first = !revealedOnce.current;
    revealedOnce.current = true;
    if (!strip || (first && selectedValue === tabValues[0]?.value)) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        revealSelectedTab(strip);
      },
      { rootMargin: REVEAL_MARGIN },
    );
    observer.observe(strip);
    return () => observer.disconnect();
  }, [selectedValue, tabValues]);
  useEffect(() => {
    const list = listRef.current;
    if (!groupId || !list) return undefined;
    return registerGroupList(groupId, list);
  }, [groupId]);
  // --- end of change
  // --- changed: upstream selects a tab on click and Enter only, and its arrow keys move the focus
  // without selecting. Here a tab that gets the focus by keyboard is selected too (automatic
  // activation: a panel is shown at once), so the one tab in the page's tab order is the
  // selected one, and Home and End go to the first and the last tab.
  // --- changed: upstream holds the clicked tab where it is on screen through the next render, at
  // the cost of a forced layout in the click (33-42 ms of the click on the largest API page at
  // 4 × CPU). Only a group of the same groupId above this one can move it, when it follows the
  // choice (after the paint, useQueryTabs): this does that then.
  const select = (tab: HTMLLIElement): void => {
    const value = tabValues[tabRefs.indexOf(tab)]?.value;
    if (value !== undefined && value !== selectedValue) {
      selectValue(value, () => {
        if (groupId && listRef.current && syncedGroupAbove(groupId, listRef.current))
          blockElementScrollPositionUntilNextRender(tab);
      });
    }
  };
  // --- end of change
  const handleClick = (event: MouseEvent<HTMLLIElement>): void => select(event.currentTarget);
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>): void => {
    const index = tabRefs.indexOf(event.currentTarget);
    const last = tabRefs.length - 1;
    let next: number | undefined;
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        select(event.currentTarget);
        return;
      case 'ArrowRight':
        next = index < last ? index + 1 : 0;
        break;
      case 'ArrowLeft':
        next = index > 0 ? index - 1 : last;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    const tab = tabRefs[next];
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    select(tab);
  };
  return (
    <ul
      ref={listRef}
      role="tablist"
      aria-orientation="horizontal"
      {...{ [GROUP_ATTRIBUTE]: groupId }}
      className={clsx('tabs', { 'tabs--block': block }, className)}
    >
      {tabValues.map(({ value, label, attributes }) => (
        <Tab
          key={value}
          value={value}
          selected={selectedValue === value}
          tabRef={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleClick}
          attributes={attributes}
        >
          {label ?? value}
        </Tab>
      ))}
    </ul>
  );
}

/** The `groupId` of a tab list whose groups choose together. */
const GROUP_ATTRIBUTE = 'data-flp-group';

/**
 * The mounted tab lists of each `groupId`. A click asks whether a group of its own `groupId` comes
 * before its list; a query for the attribute walked the page's elements up to the first one (15 to
 * 21 ms of a click in profiles at 4 × CPU on the largest API page), the page's few lists answer at once.
 */
const groupLists = new Map<string, Set<HTMLElement>>();

function registerGroupList(groupId: string, list: HTMLElement): () => void {
  const lists = groupLists.get(groupId) ?? new Set<HTMLElement>();
  groupLists.set(groupId, lists.add(list));
  return () => {
    lists.delete(list);
    if (lists.size === 0) groupLists.delete(groupId);
  };
}

/** Whether a tab group that chooses with this one (same `groupId`) comes before it in the page. */
function syncedGroupAbove(groupId: string, list: HTMLElement): boolean {
  for (const other of groupLists.get(groupId) ?? []) {
    if (other !== list && other.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) return true;
  }
  return false;
}

/**
 * How near the screen a strip is revealed: within the distance at which the browser renders a
 * skipped block by itself (150 % of the viewport's height, src/lib/sizeOffscreen.ts), so the strip
 * is laid out already, and before the reader sees it.
 */
const REVEAL_MARGIN = '100% 0px';

/** Scrolls a tab strip that overflows so that its selected tab is inside it (not the page). */
function revealSelectedTab(strip: HTMLElement): void {
  if (strip.scrollWidth <= strip.clientWidth) return;
  const tab = strip.querySelector('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const outer = strip.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  // Past the faded edge (src/css/custom.css), so the whole label is readable.
  const margin = 40;
  if (inner.left < outer.left + margin) strip.scrollLeft -= outer.left + margin - inner.left;
  else if (inner.right > outer.right - margin) strip.scrollLeft += inner.right - (outer.right - margin);
}

function Tab({
  value,
  selected,
  tabRef,
  onKeyDown,
  onClick,
  attributes,
  children,
}: {
  value: string;
  selected: boolean;
  tabRef: (ref: HTMLLIElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onClick: (event: MouseEvent<HTMLLIElement>) => void;
  attributes: Record<string, unknown> | undefined;
  children: ReactNode;
}): ReactNode {
  const { tabValues } = useTabs();
  const ids = useTabIds(tabValues, value);
  return (
    <li
      role="tab"
      id={ids?.tab}
      aria-controls={ids?.panel}
      tabIndex={selected ? 0 : -1}
      aria-selected={selected}
      ref={tabRef}
      onKeyDown={onKeyDown}
      onClick={onClick}
      {...attributes}
      className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
        'tabs__item--active': selected,
      })}
    >
      {children}
    </li>
  );
}
// --- end of change

function TabContent({ children }: { children: ReactNode }): ReactNode {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({
  className,
  groupId,
  children,
}: {
  className?: string;
  groupId?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
      <TabList className={className} groupId={groupId} />
      <TabContent>{children}</TabContent>
    </div>
  );
}

/**
 * The tabs' context value as useQueryTabs makes it: `selectValue` shows the tab at once and shares
 * the choice after the paint, calling `beforeShare` first (TabList holds the clicked tab in place then).
 */
type TabsValue = Omit<ReturnType<typeof useTabsContextValue>, 'selectValue'> & {
  selectValue: (value: string, beforeShare?: () => void) => void;
};

/** The query parameter of a tab group: `queryString` as upstream reads it, `language` for the language tabs. */
function queryKey({ queryString, groupId }: Props): string | null {
  const key = queryString ?? (groupId === TAB_GROUPS.language ? LANGUAGE_QUERY_PARAM : false);
  if (typeof key === 'string') return key;
  if (key && !groupId) throw new Error('<Tabs queryString> needs a groupId (the name of the query parameter).');
  return key ? (groupId ?? null) : null;
}

/**
 * Writes `?key=value` into the address without telling the router (see useQueryTabs): replacing
 * the history entry was about half of a tab click's handler on the largest API page (profiles at
 * 4 × CPU), so it comes after the paint that shows the tab. None lands in the address of a page the
 * reader went on to in the meantime.
 */
function writeQuery(key: string, value: string, path: string): void {
  if (window.location.pathname !== path) return;
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

/** The key under which theme-common's tabsUtils stores a group's choice (its `getStorageKey`). */
function storageKey(groupId: string | undefined): string | null {
  return groupId ? `docusaurus.tab.${groupId}` : null;
}

/** The last choice clicked in each stored group: a share that a later click overtook is dropped. */
const latestChoice = new Map<string, string>();

/**
 * A tab group with a query parameter (`queryString`, and `?language=` for the language tabs):
 * a valid value in the address when the page opens is chosen as a click would choose it (stored
 * for the group, so the next page keeps it), and a click writes the parameter to the address.
 * Upstream writes it through the router, which makes every component of the page render again
 * and the route be preloaded again on each click (half a second on an API page at 4 × CPU
 * slowdown); here the address is replaced directly, and the groups follow the stored choice.
 *
 * A click shows its tab at once and shares the choice after the paint: upstream stores it in the
 * click, and every group of the groupId renders in the click's frame, twice (the stored value, then
 * the state it syncs to). On the largest API page, tapped at 4 × CPU, the click's handlers took
 * 18-21 ms that way and 6-13 ms this way (Event Timing), the other group being 20,000 px away. The
 * groups follow the stored value as upstream's do (the state given to upstream's hook knows no
 * groupId, so it only holds the shown tab).
 */
function useQueryTabs(props: Props): TabsValue {
  const key = queryKey(props);
  const value = useTabsContextValue({ ...props, queryString: false, groupId: undefined });
  const { selectValue, tabValues } = value;
  const slotKey = storageKey(props.groupId);
  const [stored, slot] = useStorageSlot(slotKey);
  // Upstream's sync: the choice stored for the group, on hydration and when another group shares one.
  useIsomorphicLayoutEffect(() => {
    if (stored !== null && tabValues.some((tab) => tab.value === stored)) selectValue(stored);
  }, [stored]);
  const select = useCallback(
    (next: string, beforeShare?: () => void): void => {
      selectValue(next);
      if (slotKey) latestChoice.set(slotKey, next);
      const path = window.location.pathname;
      afterPaint(() => {
        if (slotKey && latestChoice.get(slotKey) === next) {
          beforeShare?.();
          slot.set(next);
        }
        if (key) writeQuery(key, next, path);
      });
    },
    [selectValue, slotKey, slot, key],
  );
  useEffect(() => {
    if (!key) return;
    const queried = new URLSearchParams(window.location.search).get(key);
    if (queried !== null && tabValues.some((tab) => tab.value === queried)) select(queried);
    // Once per page: later changes of the address come from this group's own clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useMemo(() => ({ ...value, selectValue: select }), [value, select]);
}

export default function Tabs(props: Props): ReactNode {
  // --- changed: the query parameter is read and written without the router (useQueryTabs).
  const value = useQueryTabs(props);
  // --- end of change
  // --- changed: the base of the tab and panel ids is the group's `keptId`, given by
  // plugins/static-html/rehype.ts, the same in the server's rendering and the browser's (React's
  // `useId` gives other ids in the browser than the server wrote); `useId` for groups outside MDX.
  const generated = useId();
  const { keptId } = props as Props & { keptId?: string };
  const ids = keptId === undefined ? generated : `${keptId}-`;
  // --- end of change
  // --- changed: upstream keys the provider with useIsBrowser() (facebook/docusaurus#5653), which
  // mounts every tab and everything in it a second time right after hydration. The tab stored
  // for the group, or named in the query string, reaches the state through a layout effect of
  // useTabsContextValue once hydrated; hydration itself renders the server's default tab.
  return (
    <TabsProvider value={value}>
      <TabIdsContext.Provider value={ids}>
        <TabsContainer className={props.className} groupId={props.groupId}>
          {sanitizeTabsChildren(props.children)}
        </TabsContainer>
      </TabIdsContext.Provider>
    </TabsProvider>
  );
  // --- end of change
}
