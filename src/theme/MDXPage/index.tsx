import React, { type ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type { WrapperProps } from '@docusaurus/types';
import DraftNotice from '@site/src/components/DraftNotice';
import { isDraft } from '@site/src/lib/draft';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): ReactNode {
  const draft = isDraft(props.content.frontMatter as Record<string, unknown>);
  return (
    <>
      {draft && (
        <div className="container margin-top--md">
          <DraftNotice />
        </div>
      )}
      <MDXPage {...props} />
    </>
  );
}
