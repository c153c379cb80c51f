/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/CodeBlock/index.js, with two changes (fenced):
 * no `key` that re-rendered every code block in the browser after hydration, and the lines
 * highlighted at build time passed on to the content (Prism loaded only for other blocks).
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/CodeBlock/index.js
 */
import React, { isValidElement, lazy, Suspense, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { CodeLinesContext } from '@site/src/lib/highlightedCode';

const InBrowser = lazy(() => import('./InBrowser'));

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

export default function CodeBlock({
  children: rawChildren,
  highlighted,
  ...props
}: Props & { highlighted?: string }): ReactNode {
  // --- changed: upstream keys the content with useIsBrowser() so that every block renders again
  // after hydration, because the server rendering used the light theme's colours. The site's code
  // theme is made of CSS variables set per colour mode (src/data/codeThemes.ts), so the server
  // rendering is right in both modes and hydrating it is enough.
  // Fenced blocks of docs and pages come with their lines highlighted at build time
  // (`highlighted`, from plugins/code-highlight/rehype.ts). Other blocks are highlighted in the
  // browser by a module loaded with Prism for them; until it has loaded (a client-side
  // navigation), their lines show plain. While hydrating, the server's rendering stays.
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  if (highlighted !== undefined) {
    return (
      <CodeLinesContext.Provider value={{ html: highlighted }}>
        <StringContent {...props}>{children}</StringContent>
      </CodeLinesContext.Provider>
    );
  }
  return (
    <Suspense fallback={<StringContent {...props}>{children}</StringContent>}>
      <InBrowser {...props}>{children}</InBrowser>
    </Suspense>
  );
  // --- end of change
}
