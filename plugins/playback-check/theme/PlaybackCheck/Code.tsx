import type { ReactNode } from 'react';

/** A message whose `backticked` parts (header names, settings: Markdown in the copied report) show as code. */
export default function Code({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
