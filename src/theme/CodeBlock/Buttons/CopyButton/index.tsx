/*
 * Wraps @docusaurus/theme-classic CodeBlock/Buttons/CopyButton: it copies what the block shows. For a
 * signed-in reader that is their own values in place of the placeholders (src/reader/), so the
 * button is given the block's code with the same values (the same code when signed out).
 */
import React, { useMemo, type ReactNode } from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import { CodeBlockContextProvider, useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { personalise } from '@site/src/data/readerPlaceholders';
import { useReader } from '@site/src/reader/context';

export default function CopyButtonWrapper(props: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { tenant } = useReader();
  const shown = useMemo(() => ({ ...metadata, code: personalise(metadata.code, tenant) }), [metadata, tenant]);
  return (
    <CodeBlockContextProvider metadata={shown} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
