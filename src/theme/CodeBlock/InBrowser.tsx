/*
 * A code block highlighted in the browser, by theme-classic's CodeBlock/Content with Prism and
 * the site's extra languages (registered when this module loads, see plugins/code-highlight).
 * Loaded only for the blocks that were not highlighted at build time: code from data, numbered
 * or highlighted lines (see CodeBlock).
 */
import React, { type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import PrismContent from '@theme-original/CodeBlock/Content';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { CodeLinesContext, type CodeLines } from '@site/src/lib/highlightedCode';

prismIncludeLanguages(Prism);

const LINES: CodeLines = { Highlight: PrismContent as (props: { className?: string }) => ReactNode };

export default function InBrowser({ children, ...props }: Props & { children: string }): ReactNode {
  return (
    <CodeLinesContext.Provider value={LINES}>
      <StringContent {...props}>{children}</StringContent>
    </CodeLinesContext.Provider>
  );
}
