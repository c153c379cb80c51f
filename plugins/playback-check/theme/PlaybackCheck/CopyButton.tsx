import { type ReactNode, useState } from 'react';

/** Copies a Markdown report for a support ticket, and says so (or why not). */
export default function CopyButton({ markdown, label }: { markdown: () => string; label: string }): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => {
          navigator.clipboard.writeText(markdown()).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        {label}
      </button>{' '}
      <span role="status">
        {state === 'copied' ? 'Copied as Markdown.' : state === 'failed' ? 'The browser did not allow copying.' : ''}
      </span>
    </>
  );
}
