/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/CodeBlock/index.js: without the `key` that
 * re-rendered every code block in the browser after hydration (see the fenced change).
 */
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  // --- changed: upstream keys the content with useIsBrowser() so that every block renders again
  // after hydration, because the server rendering used the light theme's colours. The site's code
  // theme is made of CSS variables set per colour mode (src/data/codeThemes.ts), so the server
  // rendering is right in both modes and hydrating it is enough.
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  // --- end of change
}
