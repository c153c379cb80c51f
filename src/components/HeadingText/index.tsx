import React, { Fragment, type ReactNode } from 'react';
import { NOWRAP_CLASS, headingParts } from '@site/src/lib/headingBreaks';

/** A heading's text that breaks at sensible points (src/lib/headingBreaks.ts), for headings written in JSX. */
export default function HeadingText({ text }: { text: string }): ReactNode {
  return headingParts(text).map((part, i) =>
    'wbr' in part ? (
      <wbr key={i} />
    ) : part.nowrap ? (
      <span key={i} className={NOWRAP_CLASS}>
        {part.text}
      </span>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
