import { createContext, type ComponentType } from 'react';

/**
 * How the code block being rendered gets its highlighted lines: as HTML made at build time
 * (plugins/code-highlight/rehype.ts), or from a component that highlights in the browser
 * (src/theme/CodeBlock/InBrowser). Unset: plain lines, while that component loads.
 */
export type CodeLines = { html: string } | { Highlight: ComponentType<{ className?: string }> } | undefined;

export const CodeLinesContext = createContext<CodeLines>(undefined);
