/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/CodeBlock/Container/index.js (typed), with one
 * change (fenced): the code theme is read from the site's config instead of `usePrismTheme()`.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/CodeBlock/Container/index.js
 */
import React, { type ComponentProps, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { getPrismCssVariables } from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import { useCodeTheme } from '@site/src/lib/highlightedCode';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): ReactNode {
  // --- changed: see useCodeTheme (src/lib/highlightedCode.ts).
  const prismCssVariables = getPrismCssVariables(useCodeTheme());
  // --- end of change
  const Element = As as ElementType;
  return (
    <Element
      {...props}
      style={prismCssVariables}
      className={clsx(
        props.className as string | undefined,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
