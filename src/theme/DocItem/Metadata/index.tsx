import React, { type ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { SECTIONS } from '@site/src/data/registry';
import { docPageTitle } from '@site/src/lib/title';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The document title names the page's section and, in an older version, that version, so that five
 * players' "Known issues" read apart in tabs, bookmarks, history and search engines. The heading and
 * the sidebar keep the page's own title. Rendered after upstream's metadata, whose title it replaces.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const version = useDocsVersion();
  const section = SECTIONS.find((candidate) => candidate.sidebarId === metadata.sidebar)?.label;
  return (
    <>
      <Metadata {...props} />
      <PageMetadata title={docPageTitle(metadata.title, section, version.isLast ? undefined : version.label)} />
    </>
  );
}
