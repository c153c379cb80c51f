import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { PageMetadata } from '@docusaurus/theme-common';
import CopyPageButton from '@theme/CopyPageButton';
import DraftNotice from '@site/src/components/DraftNotice';
import { isDraft } from '@site/src/lib/draft';

type Props = WrapperProps<typeof ContentType>;

/**
 * Upstream's content, with the draft notice and the Copy page button, and a player page's document
 * title that names its player and, in an older version, that version, so that five players' "Known
 * issues" read apart in tabs, bookmarks, history and search engines. The heading and the sidebar
 * keep the page's own title; rendered after upstream's DocItem/Metadata, this title replaces its.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const { frontMatter, metadata } = useDoc();
  // Made at build time (docusaurus.config.ts, src/config/docTitles.ts).
  const documentTitle = (frontMatter as { document_title?: string }).document_title;
  return (
    <>
      {documentTitle && <PageMetadata title={documentTitle} />}
      {isDraft(frontMatter as Record<string, unknown>) && <DraftNotice />}
      {/* Floats beside the page title on wide screens. */}
      <CopyPageButton permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
