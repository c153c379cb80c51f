/*
 * Wraps theme-classic's code block buttons (word wrap, copy): their group gets a class that
 * src/css/custom.css holds to the width of both buttons (see there), and it is mounted when the
 * block first comes near the screen or the reader points at, touches or focuses into it
 * (src/lib/whenNear.ts), not for every block of the page at once. Upstream's group is rendered in the
 * browser only, all in the commit that follows hydration: on the largest API operation page 47
 * groups (329 elements, those of hidden tabs too) placed across a tree of 8,600. Until then an
 * empty, hidden element holds the group's place.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type { Props } from '@theme/CodeBlock/Buttons';
import { whenNear } from '@site/src/lib/whenNear';

export default function ButtonsWrapper({ className, ...props }: Props): ReactNode {
  const [near, setNear] = useState(false);
  const slot = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const block = slot.current?.parentElement;
    return block ? whenNear(block, () => setNear(true)) : undefined;
  }, []);
  if (!near) return <span ref={slot} hidden />;
  return <Buttons {...props} className={clsx(className, 'flp-code-buttons')} />;
}
