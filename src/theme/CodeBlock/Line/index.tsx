/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/CodeBlock/Line/index.js (typed), with one change
 * (fenced): a line is a `span`, not a `div`, as a `code` element holds phrasing content only. It is
 * shown as a block (src/css/custom.css), like the lines highlighted at build time
 * (plugins/code-highlight/highlight.ts). Used by the blocks highlighted in the browser.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/CodeBlock/Line/index.js
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Token } from 'prism-react-renderer';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> below)
function fixLineBreak(line: Token[]): Token[] {
  const singleLineBreakToken = line.length === 1 && line[0]?.content === '\n' ? line[0] : undefined;
  return singleLineBreakToken ? [{ ...singleLineBreakToken, content: '' }] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.codeLine),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  // --- changed: `span` for upstream's `div`.
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      {/* Keeps an empty line from collapsing. */}
      <br />
    </span>
  );
  // --- end of change
}
