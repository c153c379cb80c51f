/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/NavbarItem/DocsVersionDropdownNavbarItem.js,
 * with these changes (fenced): the label of a dropdown with a menu only opens the menu; from a page
 * that has no twin in a version, the version's item leads to the nearest page of the same platform
 * or section there (src/lib/versionSwitch.ts) instead of the version's main page, and a click
 * leaves a note for that page to say the page the reader left does not exist in that version
 * (src/theme/DocVersionBanner); from a page of a section the version lacks (the API reference), the
 * item stays on the page and the note says the page is not versioned. The docs plugin's global data
 * lists only the docs with a twin in another version (plugins/docs-sidebar-routes/global-data.ts), so
 * another doc is known by its path (`docFromPath`), and the item of the version being read is the
 * page itself. Re-check against theme-classic when upgrading Docusaurus.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js
 */
import React, { type ReactNode } from 'react';
import {
  useVersions,
  useActiveDocContext,
  useDocsVersionCandidates,
  useDocsPreferredVersion,
  type GlobalVersion,
  type ActiveDocContext,
} from '@docusaurus/plugin-content-docs/client';
import { translate } from '@docusaurus/Translate';
import { useHistorySelector } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import {
  MISSING_PAGE_EVENT,
  MISSING_PAGE_KEY,
  docFromPath,
  nearestDocPath,
  sidebarLinks,
  type MissingPage,
} from '@site/src/lib/versionSwitch';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

interface VersionItem {
  version: GlobalVersion;
  label: string;
}

function getVersionItems(versions: GlobalVersion[], configs: Props['versions']): VersionItem[] {
  if (configs) {
    const versionMap = new Map(versions.map((version) => [version.name, version]));
    const toVersionItem = (name: string, config?: { label?: string }): VersionItem => {
      const version = versionMap.get(name);
      if (!version) {
        throw new Error(`No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config.
Available version names:\n- ${versions.map((v) => `${v.name}`).join('\n- ')}`);
      }
      return { version, label: config?.label ?? version.label };
    };
    if (Array.isArray(configs)) return configs.map((name) => toVersionItem(name, undefined));
    return Object.entries(configs).map(([name, config]) => toVersionItem(name, config));
  }
  return versions.map((version) => ({ version, label: version.label }));
}

function useVersionItems({ docsPluginId, configs }: { docsPluginId?: string; configs: Props['versions'] }) {
  const versions = useVersions(docsPluginId);
  return getVersionItems(versions, configs);
}

// --- changed: the active version is the page itself; another version, the same doc there, else
// the nearest page there (not the main doc); null: the page is not versioned, the reader stays.
// The global data lists only the docs that have a twin (plugins/docs-sidebar-routes/global-data.ts):
// for another doc, the doc being read is known by its path (docFromPath).
function getVersionTargetDoc(
  version: GlobalVersion,
  activeDocContext: ActiveDocContext,
  pathname: string,
): { path: string | null } {
  const active = docFromPath(activeDocContext.activeDoc, activeDocContext.activeVersion, pathname);
  if (active && version === activeDocContext.activeVersion) return { path: pathname };
  return activeDocContext.alternateDocVersions[version.name] ?? { path: nearestDocPath(active, version) };
}

/**
 * The note the page the reader lands on reads: the page they left does not exist in that version;
 * or, when the page is not versioned (`target` is the page itself), that it is the same in both,
 * with the ways into that version's docs. The page being read is told at once (no navigation).
 */
function rememberMissingPage(
  version: GlobalVersion,
  target: string | null,
  activeDocContext: ActiveDocContext,
  sectionLabels: Readonly<Record<string, string>>,
): void {
  const active = docFromPath(activeDocContext.activeDoc, activeDocContext.activeVersion, window.location.pathname);
  if (!active || activeDocContext.alternateDocVersions[version.name]) return;
  const note: MissingPage = {
    title: document.querySelector('article h1')?.textContent?.trim() || document.title.split(' | ')[0] || '',
    version: version.label,
    target: target ?? window.location.pathname,
  };
  if (target === null) {
    note.unversioned = {
      current: activeDocContext.activeVersion?.label ?? '',
      links: sidebarLinks(version).map(({ sidebar, path }) => ({
        label: sectionLabels[sidebar] ?? sidebar,
        path,
      })),
    };
  }
  try {
    window.sessionStorage.setItem(MISSING_PAGE_KEY, JSON.stringify(note));
  } catch {
    // Storage refused: the reader lands on the nearest page without the note.
  }
  if (target === null) window.dispatchEvent(new Event(MISSING_PAGE_EVENT));
}
// --- end of change

function useDisplayedVersionItem({
  docsPluginId,
  versionItems,
}: {
  docsPluginId?: string;
  versionItems: VersionItem[];
}) {
  const candidates = useDocsVersionCandidates(docsPluginId);
  const candidateItems = candidates
    .map((candidate) => versionItems.find((vi) => vi.version === candidate))
    .filter((vi): vi is VersionItem => vi !== undefined);
  return candidateItems[0] ?? versionItems[0]!;
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const pathname = useHistorySelector((history) => history.location.pathname);
  const mobileSidebar = useNavbarMobileSidebar();
  // The sections' names come with the site config, not the registry module (see docusaurus.config.ts).
  const sectionLabels = (useDocusaurusContext().siteConfig.customFields?.sectionLabels ?? {}) as Record<string, string>;
  const activeDocContext = useActiveDocContext(docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const versionItems = useVersionItems({ docsPluginId, configs });
  const displayedVersionItem = useDisplayedVersionItem({ docsPluginId, versionItems });
  function versionItemToLink({ version, label }: VersionItem): LinkLikeNavbarItemProps {
    const targetDoc = getVersionTargetDoc(version, activeDocContext, pathname);
    return {
      label,
      // --- changed: a page that is not versioned is its own target; a click stays on it.
      to: `${targetDoc.path ?? pathname}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: (event: React.MouseEvent) => {
        savePreferredVersionName(version.name);
        rememberMissingPage(version, targetDoc.path, activeDocContext, sectionLabels);
        if (targetDoc.path === null) {
          event.preventDefault();
          // No navigation closes the phone menu: close it, so the notice on the page is seen.
          if (mobile && mobileSidebar.shown) mobileSidebar.toggle();
        }
      },
    };
  }
  const items = [...dropdownItemsBefore, ...versionItems.map(versionItemToLink), ...dropdownItemsAfter];
  const dropdownLabel =
    mobile && items.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : displayedVersionItem.label;
  // --- changed: with a menu, the label only opens it (hover, Enter or Space), as its role="button"
  // says; upstream it was also a link to the displayed version's page, the page being read, so a
  // click re-rendered the same page through the router.
  const dropdownTo =
    items.length > 1
      ? undefined
      : (getVersionTargetDoc(displayedVersionItem.version, activeDocContext, pathname).path ?? undefined);
  // --- end of change
  if (items.length <= 1) {
    return (
      <DefaultNavbarItem
        {...props}
        mobile={mobile}
        label={dropdownLabel}
        to={dropdownTo}
        isActive={dropdownActiveClassDisabled ? () => false : undefined}
      />
    );
  }
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={dropdownLabel}
      to={dropdownTo}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
