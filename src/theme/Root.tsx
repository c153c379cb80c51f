import React, { type ReactNode } from 'react';
import AuthProvider from '@site/src/auth/AuthProvider';

/** App-wide providers, composed once. Children always render (static build included). */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return <AuthProvider>{children}</AuthProvider>;
}
