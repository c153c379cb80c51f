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
 * The content of a `<details>` closed when the page loads keeps the server's HTML until it is first
 * opened (src/components/KeptAsBuilt/keptWhileHidden.ts): on API pages the closed examples of
 * every response hydrated with the page.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Details/index.js
 */
import React, { isValidElement, useState, type MouseEvent, type ReactNode, type ToggleEvent } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { Props } from '@theme/Details';
import { FOLDED_ATTRIBUTE } from '@site/src/components/KeptAsBuilt/attribute';
import { useKeptWhileHidden } from '@site/src/components/KeptAsBuilt/keptWhileHidden';
import styles from './styles.module.css';

/** A second click of a double click on the summary would select its text: upstream prevents it. */
function keepSummaryUnselected(event: MouseEvent<HTMLDetailsElement>): void {
  if (event.detail > 1 && (event.target as Element | null)?.closest('summary')) event.preventDefault();
}

export default function Details({
  summary,
  children,
  className,
  keptId,
  ...props
}: Props & { keptId?: string }): ReactNode {
  useBrokenLinks().collectAnchor(props.id);
  const summaryElement = isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>;
  // Whether the reader has opened it (or it is open from the start): its content renders from then on.
  const [opened, setOpened] = useState(Boolean(props.open));
  const kept = useKeptWhileHidden(keptId, !opened);
  return (
    <details
      {...props}
      className={clsx('alert alert--info', styles.details, className)}
      onMouseDown={keepSummaryUnselected}
      onToggle={(event: ToggleEvent<HTMLDetailsElement>) => {
        if (event.currentTarget.open) setOpened(true);
        props.onToggle?.(event);
      }}
    >
      {summaryElement}
      <div
        className={styles.content}
        {...{ [FOLDED_ATTRIBUTE]: keptId }}
        {...(kept === null ? { children } : { dangerouslySetInnerHTML: { __html: kept } })}
      />
    </details>
  );
}
