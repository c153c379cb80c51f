import React, { type ReactNode } from 'react';
import type { Props } from '@theme/ApiTable';
import TableBlock from '@site/src/components/TableBlock';
import styles from './styles.module.css';

/** The layout of the reference tables (parameters, fields, headers, errors) of the generated pages. */
export default function ApiTable({ children }: Props): ReactNode {
  return (
    <TableBlock>
      <div className={styles.table}>{children}</div>
    </TableBlock>
  );
}
