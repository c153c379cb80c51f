import React, { type ReactNode } from 'react';
import Admonition from '@theme/Admonition';

/** The visible mark of a page whose content is not written yet. */
export default function DraftNotice(): ReactNode {
  return (
    <Admonition type="caution" title="Draft page">
      <p>
        This page is a draft: it names what it will document, but the full content is still being written. The content
        report (<code>npm run content:report</code>) lists every draft page.
      </p>
    </Admonition>
  );
}
