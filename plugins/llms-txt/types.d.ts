/** Modules the llms-txt plugin provides to the site. */

declare module '@theme/CopyPageButton' {
  import type { ReactNode } from 'react';

  export interface Props {
    /** Permalink of the docs page whose Markdown twin is copied. */
    permalink: string;
  }
  export default function CopyPageButton(props: Props): ReactNode;
}
