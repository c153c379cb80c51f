import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@theme/CopyPageButton';
import DraftNotice from '@site/src/components/DraftNotice';
import { isDraft } from '@site/src/lib/draft';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { frontMatter, metadata } = useDoc();
  return (
    <>
      {isDraft(frontMatter as Record<string, unknown>) && <DraftNotice />}
      {/* Floats beside the page title on wide screens. */}
      <CopyPageButton permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
