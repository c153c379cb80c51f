import { createContext, type ComponentType } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { PrismTheme } from 'prism-react-renderer';

/**
 * How the code block being rendered gets its highlighted lines: as HTML made at build time
 * (plugins/code-highlight/rehype.ts), or from a component that highlights in the browser
 * (src/theme/CodeBlock/InBrowser). Unset: plain lines, while that component loads.
 */
export type CodeLines = { html: string } | { Highlight: ComponentType<{ className?: string }> } | undefined;

export const CodeLinesContext = createContext<CodeLines>(undefined);

/**
 * The site's code theme. The site gives Docusaurus one theme for both colour modes, made of CSS
 * variables set per mode (src/data/codeThemes.ts), so reading it needs no subscription to the
 * colour mode: `usePrismTheme()` subscribes, and a change of mode would render every code block
 * of the page again for the same theme. (docusaurus.config.ts gives `prism.darkTheme` the same theme.)
 */
export function useCodeTheme(): PrismTheme {
  return useThemeConfig().prism.theme;
}
