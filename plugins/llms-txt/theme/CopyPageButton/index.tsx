import React, { type ReactNode, useEffect, useState } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { twinUrl } from '../../../shared/twin-paths';
import { copyMarkdown } from './copy';
import styles from './styles.module.css';

export interface Props {
  /** Permalink of the docs page whose Markdown twin is copied. */
  permalink: string;
}

type State = { kind: 'idle' | 'copying' | 'copied' } | { kind: 'failed'; message: string };

/** How long "Copied" stays on the button. */
const COPIED_MS = 2000;

/** "Copy page as Markdown": fetches the page's Markdown twin and copies it to the clipboard. */
export default function CopyPageButton({ permalink }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const url = twinUrl(permalink, siteConfig.baseUrl);
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setState({ kind: 'idle' }), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy(): Promise<void> {
    setState({ kind: 'copying' });
    const outcome = await copyMarkdown(
      {
        fetch: (input, init) => window.fetch(input, init),
        clipboard: navigator.clipboard as Clipboard | undefined,
        ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
      },
      url,
    );
    setState(outcome.ok ? { kind: 'copied' } : { kind: 'failed', message: outcome.message });
  }

  return (
    <div className={styles.copyPage}>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button)}
        aria-label="Copy page as Markdown"
        title="Copy this page as Markdown, for an AI assistant or your notes"
        disabled={state.kind === 'copying'}
        onClick={() => void copy()}
      >
        {state.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <p role="status" className={state.kind === 'failed' ? styles.error : styles.status}>
        {state.kind === 'copied' && 'Copied the page as Markdown.'}
        {state.kind === 'failed' && (
          <>
            {state.message} <a href={url}>Open the Markdown</a>
          </>
        )}
      </p>
    </div>
  );
}
