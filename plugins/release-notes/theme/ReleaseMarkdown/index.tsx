import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { parseInline, parseMarkdown, type Inline } from '../../lib/markdown';

function InlineNodes({ inlines }: { inlines: readonly Inline[] }): ReactNode {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'code':
        return <code key={index}>{inline.text}</code>;
      case 'strong':
        return <strong key={index}>{inline.text}</strong>;
      case 'link':
        return (
          <Link key={index} to={inline.href}>
            {inline.text}
          </Link>
        );
      default:
        return <React.Fragment key={index}>{inline.text}</React.Fragment>;
    }
  });
}

/** One line of catalogue text: `code` spans, **strong** and [links](/route). */
export function InlineMarkdown({ text }: { text: string }): ReactNode {
  return <InlineNodes inlines={parseInline(text)} />;
}

/** Migration notes, rendered as React elements from the parsed subset, never as raw HTML. */
export default function ReleaseMarkdown({ source }: { source: string }): ReactNode {
  return parseMarkdown(source).map((block, index) => {
    if (block.kind === 'code') {
      return (
        <CodeBlock key={index} language={block.lang || undefined}>
          {block.code}
        </CodeBlock>
      );
    }
    if (block.kind === 'list') {
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <InlineNodes inlines={item} />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <p key={index}>
        <InlineNodes inlines={block.inlines} />
      </p>
    );
  });
}
