import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

/** A link a catalogue entry resolved at build time: a docs or API page, or an error code. */
export interface CatalogLink {
  kind: 'page' | 'error';
  href: string;
  label: string;
}

/** A catalogue entry's links, comma-separated; error codes in code type. */
export default function CatalogLinks({ links }: { links: readonly CatalogLink[] }): ReactNode {
  return links.map((link, index) => (
    <React.Fragment key={link.href}>
      {index > 0 && ', '}
      <Link to={link.href}>{link.kind === 'error' ? <code>{link.label}</code> : link.label}</Link>
    </React.Fragment>
  ));
}
