/**
 * plugin-content-docs' `lib/client/docsPreferredVersion.js` (3.10), typed, with one change (fenced):
 * the preferred versions read from storage after hydration replace the state only when they
 * differ from it, in a transition. Upstream always set a new object, so whatever reads a preferred
 * version (the docs items of the navbar, the version dropdown) rendered again right after
 * hydration on every page, in the one update of those effects that cannot yield. With no stored
 * preference (most readers) nothing renders again now; with one, it renders in slices. Re-check
 * against plugin-content-docs when upgrading.
 *
 * Upstream: @docusaurus/plugin-content-docs@3.10.2 lib/client/docsPreferredVersion.js
 */
import React, { startTransition, useContext, useEffect, useMemo, useState, useCallback, type ReactNode } from 'react';
import { useAllDocsData, useDocsData, type GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';
import { useThemeConfig, type ThemeConfig } from '@docusaurus/theme-common';
import { ReactContextError, createStorageSlot } from '@docusaurus/theme-common/internal';

type DocsVersionPersistence = ThemeConfig['docs']['versionPersistence'];
type AllDocsData = ReturnType<typeof useAllDocsData>;
type DocsPreferredVersionPluginState = { preferredVersionName: string | null };
type DocsPreferredVersionState = { [pluginId: string]: DocsPreferredVersionPluginState };
type ContextValue = [
  state: DocsPreferredVersionState,
  api: { savePreferredVersion: (pluginId: string, versionName: string) => void },
];

const storageKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

const DocsPreferredVersionStorage = {
  save: (pluginId: string, persistence: DocsVersionPersistence, versionName: string): void => {
    createStorageSlot(storageKey(pluginId), { persistence }).set(versionName);
  },
  read: (pluginId: string, persistence: DocsVersionPersistence): string | null =>
    createStorageSlot(storageKey(pluginId), { persistence }).get(),
  clear: (pluginId: string, persistence: DocsVersionPersistence): void => {
    createStorageSlot(storageKey(pluginId), { persistence }).del();
  },
};

/**
 * Initial state is always null as we can't read local storage from node SSR
 */
const getInitialState = (pluginIds: string[]): DocsPreferredVersionState =>
  Object.fromEntries(pluginIds.map((id) => [id, { preferredVersionName: null }]));

/**
 * Read storage for all docs plugins, assigning each doc plugin a preferred
 * version (if found)
 */
function readStorageState({
  pluginIds,
  versionPersistence,
  allDocsData,
}: {
  pluginIds: string[];
  versionPersistence: DocsVersionPersistence;
  allDocsData: AllDocsData;
}): DocsPreferredVersionState {
  /**
   * The storage value we read might be stale, and belong to a version that does
   * not exist in the site anymore. In such case, we remove the storage value to
   * avoid downstream errors.
   */
  function restorePluginState(pluginId: string): DocsPreferredVersionPluginState {
    const preferredVersionNameUnsafe = DocsPreferredVersionStorage.read(pluginId, versionPersistence);
    const pluginData = allDocsData[pluginId]!;
    const versionExists = pluginData.versions.some((version) => version.name === preferredVersionNameUnsafe);
    if (versionExists) {
      return { preferredVersionName: preferredVersionNameUnsafe };
    }
    DocsPreferredVersionStorage.clear(pluginId, versionPersistence);
    return { preferredVersionName: null };
  }

  return Object.fromEntries(pluginIds.map((id) => [id, restorePluginState(id)]));
}

function useVersionPersistence(): DocsVersionPersistence {
  return useThemeConfig().docs.versionPersistence;
}

const Context = React.createContext<ContextValue | null>(null);

function useContextValue(): ContextValue {
  const allDocsData = useAllDocsData();
  const versionPersistence = useVersionPersistence();
  const pluginIds = useMemo(() => Object.keys(allDocsData), [allDocsData]);

  // Initial state is empty, as we can't read browser storage in node/SSR
  const [state, setState] = useState(() => getInitialState(pluginIds));

  // On mount, we set the state read from browser storage
  useEffect(() => {
    // --- changed: the state object stays when nothing differs, and a change is a transition
    // (see the file's comment).
    const stored = readStorageState({ allDocsData, versionPersistence, pluginIds });
    const same = (current: DocsPreferredVersionState) =>
      pluginIds.every((id) => current[id]?.preferredVersionName === stored[id]?.preferredVersionName);
    startTransition(() => setState((current) => (same(current) ? current : stored)));
    // --- end of change
  }, [allDocsData, versionPersistence, pluginIds]);

  // The API that we expose to consumer hooks (memo for constant object)
  const api = useMemo(() => {
    function savePreferredVersion(pluginId: string, versionName: string) {
      DocsPreferredVersionStorage.save(pluginId, versionPersistence, versionName);
      setState((s) => ({
        ...s,
        [pluginId]: { preferredVersionName: versionName },
      }));
    }

    return {
      savePreferredVersion,
    };
  }, [versionPersistence]);

  return [state, api];
}

function DocsPreferredVersionContextProviderUnsafe({ children }: { children: ReactNode }): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * This is a maybe-layer. If the docs plugin is not enabled, this provider is a
 * simple pass-through.
 */
export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }): ReactNode {
  return <DocsPreferredVersionContextProviderUnsafe>{children}</DocsPreferredVersionContextProviderUnsafe>;
}

function useDocsPreferredVersionContext(): ContextValue {
  const value = useContext(Context);
  if (!value) {
    throw new ReactContextError('DocsPreferredVersionContextProvider');
  }
  return value;
}

/**
 * Returns a read-write interface to a plugin's preferred version. The
 * "preferred version" is defined as the last version that the user visited.
 * For example, if a user is using v3, even when v4 is later published, the user
 * would still be browsing v3 docs when she opens the website next time. Note,
 * the `preferredVersion` attribute will always be `null` before mount.
 */
export function useDocsPreferredVersion(pluginId: string | undefined = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const docsData = useDocsData(pluginId);
  const [state, api] = useDocsPreferredVersionContext();

  const { preferredVersionName } = state[pluginId]!;

  const preferredVersion = docsData.versions.find((version) => version.name === preferredVersionName) ?? null;

  const savePreferredVersionName = useCallback(
    (versionName: string) => {
      api.savePreferredVersion(pluginId, versionName);
    },
    [api, pluginId],
  );

  return { preferredVersion, savePreferredVersionName };
}

export function useDocsPreferredVersionByPluginId(): {
  [pluginId: string]: GlobalVersion | null;
} {
  const allDocsData = useAllDocsData();
  const [state] = useDocsPreferredVersionContext();

  function getPluginIdPreferredVersion(pluginId: string) {
    const docsData = allDocsData[pluginId]!;
    const { preferredVersionName } = state[pluginId]!;

    return docsData.versions.find((version) => version.name === preferredVersionName) ?? null;
  }
  const pluginIds = Object.keys(allDocsData);
  return Object.fromEntries(pluginIds.map((id) => [id, getPluginIdPreferredVersion(id)]));
}
