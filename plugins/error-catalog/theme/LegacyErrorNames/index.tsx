import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import TableBlock from '@site/src/components/TableBlock';
import table from '@generated/error-catalog/default/legacy-names.json';
import type { PlatformId } from '@site/src/data/registry';
import { errorPageRoute } from '../../lib/format';
import badges from '../badges.module.css';
import styles from './styles.module.css';

/**
 * The 6.x error names of one platform and the 7.x codes that replaced them,
 * from the catalogue's `legacyName` fields; each code links to its row on the
 * platform's error-codes page. Reads a small data file (`legacy-names.json`), not the catalogue.
 */
export default function LegacyErrorNames({ platform }: { platform: PlatformId }): ReactNode {
  const rows = table[platform] ?? [];
  return (
    <TableBlock>
      <div className={styles.scroll} data-search-ignore>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                6.x name (<code>error.legacyName</code>)
              </th>
              <th scope="col">7.x code and name</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.legacyName}>
                <td>
                  <code>{row.legacyName}</code>
                </td>
                <td>
                  <ul className={styles.codes}>
                    {row.codes.map((entry) => (
                      <li key={entry.code}>
                        <Link to={errorPageRoute(platform, entry.code)}>{entry.code}</Link> <code>{entry.name}</code>{' '}
                        <span className={badges[entry.severity]}>{entry.severity}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TableBlock>
  );
}
