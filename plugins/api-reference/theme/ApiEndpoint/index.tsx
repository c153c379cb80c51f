import React, { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/ApiEndpoint';
import { restyleOnScreenFirst } from '@site/src/lib/restyleOnScreenFirst';
import styles from './styles.module.css';

/**
 * The method and path of an operation, at the top of its page. An operation page is long (up to
 * 10,000 elements), so while it is shown a colour-mode switch restyles the screen first.
 */
export default function ApiEndpoint({ method, path }: Props): ReactNode {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const content = ref.current?.closest('.markdown');
    return content ? restyleOnScreenFirst(content) : undefined;
  }, []);
  const verb = method.toUpperCase();
  return (
    <p ref={ref} className={styles.endpoint}>
      <span className={clsx(styles.method, styles[verb.toLowerCase()])}>{verb}</span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
