import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/ApiEndpoint';
import styles from './styles.module.css';

/** The method and path of an operation, at the top of its page. */
export default function ApiEndpoint({ method, path }: Props): ReactNode {
  const verb = method.toUpperCase();
  return (
    <p className={styles.endpoint}>
      <span className={clsx(styles.method, styles[verb.toLowerCase()])}>{verb}</span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
