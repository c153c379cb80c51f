import { createContext, useContext } from 'react';

/**
 * The ids that tie each tab of a tab group to its panel (the WAI-ARIA tabs pattern: a tab names
 * its panel with `aria-controls`, the panel names its tab with `aria-labelledby`). One base per
 * group, from the group's `keptId` in src/theme/Tabs (React's `useId` for a group outside MDX), so
 * the server rendering and hydration agree.
 */
export const TabIdsContext = createContext<string | undefined>(undefined);

export interface TabIds {
  tab: string;
  panel: string;
}

/** The ids of the tab and panel at `index` of the group `base`. */
export function tabIds(base: string, index: number): TabIds {
  return { tab: `${base}tab-${index}`, panel: `${base}panel-${index}` };
}

/** The ids of the tab of `value` in the enclosing tab group (undefined outside one). */
export function useTabIds(values: readonly { value: string }[], value: string): TabIds | undefined {
  const base = useContext(TabIdsContext);
  const index = values.findIndex((tab) => tab.value === value);
  return base === undefined || index < 0 ? undefined : tabIds(base, index);
}
