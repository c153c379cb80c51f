/*
 * Replaces @docusaurus/theme-classic 3.10 theme/Details (and the theme-common Details it wraps):
 * a native `<details>` that the browser opens and closes itself, with no height animation.
 *
 * Upstream animates the height in JavaScript: the click renders the component, reads the content's
 * height (a forced layout) and lays the page out again on every frame of the transition. On the
 * largest API operation page at 4 × CPU those frames cost 15-47 ms each for ~500 ms, and the click
 * waited ~100-140 ms for its first paint. The native element opens in one layout, works before
 * hydration and without JavaScript, and keeps its keyboard behaviour (Enter and Space on the
 * summary). Look: upstream's styles (an Infima alert, the CSS arrow), turned by `[open]`.
 *
 * The styles follow theme-common's lib/components/Details (the generic component it wraps).
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Details/index.js
 */
import React, { isValidElement, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { Props } from '@theme/Details';
import styles from './styles.module.css';

/** A second click of a double click on the summary would select its text: upstream prevents it. */
function keepSummaryUnselected(event: MouseEvent<HTMLDetailsElement>): void {
  if (event.detail > 1 && (event.target as Element | null)?.closest('summary')) event.preventDefault();
}

export default function Details({ summary, children, className, ...props }: Props): ReactNode {
  useBrokenLinks().collectAnchor(props.id);
  const summaryElement = isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details
      {...props}
      className={clsx('alert alert--info', styles.details, className)}
      onMouseDown={keepSummaryUnselected}
    >
      {summaryElement}
      <div className={styles.content}>{children}</div>
    </details>
  );
}
