import React, { type ReactNode } from 'react';
import { Redirect } from '@docusaurus/router';

/** A redirect of the build, under `docusaurus start`: replaces the address, as the build's page does. */
export default function DevRedirect({ target }: { target: { to: string } }): ReactNode {
  return <Redirect to={target.to} />;
}
