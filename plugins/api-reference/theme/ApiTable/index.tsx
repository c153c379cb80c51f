import React, { type ReactNode } from 'react';
import type { Props } from '@theme/ApiTable';
import styles from './styles.module.css';

/** The layout of the reference tables (parameters, fields, headers, errors) of the generated pages. */
export default function ApiTable({ children }: Props): ReactNode {
  return (
    // The page's block (src/css/custom.css): it clips what it holds while it skips; the table scrolls inside.
    <div className="flp-table">
      <div className={styles.table}>{children}</div>
    </div>
  );
}
