import React, { type ReactNode, Suspense, lazy, useState } from 'react';
import type { Props } from '@theme/ApiTryIt';
import styles from './styles.module.css';

// The request panel and what it needs load only when a reader asks for it.
const Panel = lazy(() => import('./Panel'));

/** "Try it": a button that opens the request panel of an operation. */
export default function ApiTryIt(props: Props): ReactNode {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className={styles.tryIt}>
        <p>Send this request from the page, with your token when you are signed in.</p>
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          Try it
        </button>
      </div>
    );
  }
  return (
    <div className={styles.tryIt}>
      <Suspense fallback={<p role="status">Loading the request panel…</p>}>
        <Panel {...props} />
      </Suspense>
    </div>
  );
}
