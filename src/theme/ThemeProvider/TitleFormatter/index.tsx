/*
 * Replaces @docusaurus/theme-classic ThemeProvider/TitleFormatter (the
 * documented extension point) so the title rule lives in src/lib/title.ts.
 */
import React, { type ReactNode } from 'react';
import { TitleFormatterProvider } from '@docusaurus/theme-common/internal';
import { formatPageTitle } from '@site/src/lib/title';

type Formatter = Parameters<typeof TitleFormatterProvider>[0]['formatter'];

const formatter: Formatter = ({ title, siteTitle, titleDelimiter }) =>
  formatPageTitle(title, siteTitle, titleDelimiter);

export default function ThemeProviderTitleFormatter({ children }: { children: ReactNode }): ReactNode {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
