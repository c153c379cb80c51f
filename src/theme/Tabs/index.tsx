/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/Tabs/index.js (typed), with two changes (fenced):
 * the tabs are not mounted a second time after hydration; the `code-language` group is also set by
 * `?language=`, which is remembered as a click on the tab would be.
 */
import React, { useEffect, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useStorageSlot } from '@docusaurus/theme-common';
import {
  useQueryStringValue,
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import { LANGUAGE_QUERY_PARAM, TAB_GROUPS } from '@site/src/data/registry';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

function TabList({ className }: { className?: string }): ReactNode {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const handleTabChange = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>): void => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]?.value;
    if (newTabValue !== undefined && newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>): void => {
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0];
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({ children }: { children: ReactNode }): ReactNode {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
      <TabList className={className} />
      <TabContent>{children}</TabContent>
    </div>
  );
}

/**
 * The language tabs read `?language=` (a tab click writes it, so the address names the language
 * shown), and a valid value there becomes the stored choice of the group, as a click would make it:
 * the next page shows the same language without the parameter.
 */
function useLanguageQuery(props: Props): Props {
  const languageGroup = props.groupId === TAB_GROUPS.language;
  const queried = useQueryStringValue(languageGroup ? LANGUAGE_QUERY_PARAM : null);
  const [stored, slot] = useStorageSlot(languageGroup ? `docusaurus.tab.${TAB_GROUPS.language}` : null);
  const values = React.Children.toArray(props.children).map((child) =>
    React.isValidElement<{ value?: unknown }>(child) ? child.props.value : undefined,
  );
  const valid = queried !== null && (props.values?.some((v) => v.value === queried) ?? values.includes(queried));
  useEffect(() => {
    if (valid && queried !== stored) slot.set(queried);
  }, [valid, queried, stored, slot]);
  return languageGroup && props.queryString === undefined ? { ...props, queryString: LANGUAGE_QUERY_PARAM } : props;
}

export default function Tabs(props: Props): ReactNode {
  // --- changed: `?language=` for the language tabs (useLanguageQuery).
  const value = useTabsContextValue(useLanguageQuery(props));
  // --- end of change
  // --- changed: upstream keys the provider with useIsBrowser() (facebook/docusaurus#5653), which
  // mounts every tab and everything in it a second time right after hydration. The tab stored
  // for the group, or named in the query string, reaches the state through a layout effect of
  // useTabsContextValue once hydrated; hydration itself renders the server's default tab.
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
    </TabsProvider>
  );
  // --- end of change
}
