import type { ReactNode } from 'react';
import { TABLE_BLOCK_CLASS } from './className';

/**
 * The block a table sits in at the top level of a page. On a long page every top-level block skips
 * its rendering while off screen and then clips what it holds; a table that scrolls sideways must
 * therefore scroll inside a block of its own, never be the block itself. Markdown tables get the
 * same block from the rehype plugin.
 */
export default function TableBlock({ children }: { children: ReactNode }): ReactNode {
  return <div className={TABLE_BLOCK_CLASS}>{children}</div>;
}
