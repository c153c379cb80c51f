import React, { type ReactNode, Suspense, lazy, useDeferredValue, useId, useState } from 'react';
import type { Props } from '@theme/ApiTryIt';
import { credentialLabel } from '../../placeholders';
import styles from './styles.module.css';

// The request panel and what it needs load only when a reader asks for it.
const Panel = lazy(() => import('./Panel'));

/**
 * "Try it": a button that opens the request panel of an operation below it. The button stays where
 * it is (a disclosure button, `aria-expanded`), so pressing it keeps the reader's focus on it.
 */
export default function ApiTryIt(props: Props): ReactNode {
  const [open, setOpen] = useState(false);
  // The click shows the panel's box at once; the panel (a form with a field per parameter) is
  // rendered after, in a render React may interrupt, so the click is answered first.
  const showPanel = useDeferredValue(open);
  const panelId = useId();
  const loading = <p role="status">Loading the request panel…</p>;
  return (
    <div className={styles.tryIt}>
      <p>
        Send this request from the page
        {props.credential === 'none'
          ? '.'
          : props.credential
            ? `, with the ${credentialLabel(props.credential).toLowerCase()} you give.`
            : ', with your token when you are signed in.'}
      </p>
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
          {showPanel ? (
            <Suspense fallback={loading}>
              <Panel {...props} />
            </Suspense>
          ) : (
            loading
          )}
        </div>
      )}
    </div>
  );
}
