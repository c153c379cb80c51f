import React, { type ReactNode, Suspense, lazy, useId, useState } from 'react';
import type { Props } from '@theme/ApiTryIt';
import styles from './styles.module.css';

// The request panel and what it needs load only when a reader asks for it.
const Panel = lazy(() => import('./Panel'));

/**
 * "Try it": a button that opens the request panel of an operation below it. The button stays where
 * it is (a disclosure button, `aria-expanded`), so pressing it keeps the reader's focus on it.
 */
export default function ApiTryIt(props: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.tryIt}>
      <p>Send this request from the page, with your token when you are signed in.</p>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        Try it
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <Suspense fallback={<p role="status">Loading the request panel…</p>}>
            <Panel {...props} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
