import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
// The context behind `useIsBrowser` (the module `@docusaurus/useIsBrowser` reads it from).
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import AuthProvider from '@site/src/auth/AuthProvider';
import ReaderProvider from '@site/src/reader/ReaderProvider';

/**
 * `useIsBrowser()` turns true in a transition. Docusaurus flips it in an ordinary update right
 * after hydration, which React renders in one uninterruptible task: every sidebar category, code
 * block, details element and the colour-mode toggle at once (a long task on phones). In a
 * transition React renders it in slices and yields to the reader between them. In production builds
 * this is the only provider (plugins/client-startup/client/App.tsx leaves Docusaurus's out); under
 * `docusaurus start` Docusaurus's own is still above it and flips as upstream does.
 */
function BrowserInTransition({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

/** App-wide providers, composed once. Children always render (static build included). */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <BrowserInTransition>
      <AuthProvider>
        <ReaderProvider>{children}</ReaderProvider>
      </AuthProvider>
    </BrowserInTransition>
  );
}
