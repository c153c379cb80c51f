import React, { type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';

// The extra highlighting languages are registered here, when the first code block's code loads,
// instead of by theme-classic's client module on every page (see plugins/code-highlight).
prismIncludeLanguages(Prism);

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return <Content {...props} />;
}
