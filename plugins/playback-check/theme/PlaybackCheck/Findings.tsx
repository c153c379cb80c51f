import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Finding } from '../../lib/findings';
import Code from './Code';
import * as styles from './styles';

const WORD = { error: 'Error', warning: 'Warning', info: 'Note', ok: 'OK' } as const;

/** Findings as a list: the level in words (not colour alone), the text, the page that explains it. */
export default function Findings({ findings, label }: { findings: readonly Finding[]; label: string }): ReactNode {
  return (
    <ul style={styles.list} aria-label={label}>
      {findings.map((f, i) => (
        <li key={`${f.id}-${i}`} style={styles.item(f.level)} data-finding={f.id}>
          <strong style={{ marginRight: '0.25rem' }}>{WORD[f.level]}</strong> <Code text={f.text} />
          {f.link ? (
            <>
              {' '}
              <Link style={styles.link} to={f.link.to}>
                {f.link.label}
              </Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
