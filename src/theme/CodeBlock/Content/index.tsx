/*
 * The lines of a code block. Blocks highlighted at build time (plugins/code-highlight/rehype.ts:
 * the fenced blocks of docs and pages) are shown as that HTML, in the <pre> and <code> of
 * theme-classic's CodeBlock/Content: no Prism and no React element per token, in the server
 * rendering and in the browser. Blocks highlighted in the browser get theme-classic's component
 * from CodeBlock/InBrowser; until it has loaded, their lines show plain.
 */
import React, { useContext, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import { CodeLinesContext, useCodeTheme } from '@site/src/lib/highlightedCode';

function Lines({ className, html }: { className: string | undefined; html?: string }): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  // Not usePrismTheme(): see useCodeTheme.
  const { plain } = useCodeTheme();
  // Its line count gives the block its height while it is off screen (src/css/custom.css).
  const lines = metadata.code.split('\n').length;
  return (
    <pre
      ref={codeBlockRef}
      // Scrollable code is reachable by keyboard, as upstream.
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        styles.codeBlock,
        'thin-scrollbar',
        'flp-code-lines',
      )}
      style={{ color: plain.color, backgroundColor: plain.backgroundColor, '--flp-code-lines': lines } as CSSProperties}
    >
      {html === undefined ? (
        <code className={styles.codeBlockLines}>{metadata.code}</code>
      ) : (
        // Made at build time from Prism's tokens (plugins/code-highlight/highlight.ts), text escaped.
        // eslint-disable-next-line react/no-danger
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </pre>
  );
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const lines = useContext(CodeLinesContext);
  if (lines && 'Highlight' in lines) return <lines.Highlight className={className} />;
  return <Lines className={className} html={lines?.html} />;
}
