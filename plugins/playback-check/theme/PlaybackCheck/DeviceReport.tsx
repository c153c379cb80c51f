import { type ReactNode, useEffect, useState } from 'react';
import rules from '@generated/playback-check/default/rules.json';
import { type DeviceReport as Report, deviceFindings, deviceReportMarkdown } from '../../lib/device';
import CopyButton from './CopyButton';
import Findings from './Findings';
import * as styles from './styles';

/** One table of what the browser answered: a row per key system or codec, named in its first cell. */
function AnswerTable({ columns, rows }: { columns: string[]; rows: string[][] }): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "This device": asked once the page has loaded, compared with the facts, copied as Markdown. */
export default function DeviceReport(): ReactNode {
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('./probe')
      .then(({ probeDevice }) => probeDevice())
      .then((r) => live && setReport(r))
      .catch((error: Error) => live && setFailure(`The device check stopped: ${error.message}`));
    return () => {
      live = false;
    };
  }, []);
  if (failure) return <p role="alert">{failure}</p>;
  if (!report) return <p role="status">Asking this browser what it can play…</p>;
  const findings = deviceFindings(report, rules);
  return (
    <div style={styles.section} data-testid="device-report">
      <Findings findings={findings} label="What this device means for FLP content" />
      <details style={styles.details}>
        <summary style={styles.summary}>What the browser answered</summary>
        <div style={styles.scroll}>
          <AnswerTable
            columns={['key system', 'offered', 'levels']}
            rows={report.keySystems.map((k) => [
              k.name,
              k.keySystem ? `yes (${k.keySystem})` : 'no',
              k.levels.join(', ') || '–',
            ])}
          />
          <AnswerTable
            columns={['codec', 'decodes', 'smooth']}
            rows={report.codecs.map((c) => [
              c.label,
              c.supported ? 'yes' : 'no',
              c.supported ? (c.smooth ? 'yes' : 'no') : '–',
            ])}
          />
        </div>
        <p>
          MSE: {report.mse ? 'yes' : 'no'} · ManagedMediaSource: {report.managedMediaSource ? 'yes' : 'no'} · HDCP:{' '}
          {report.hdcp ? report.hdcp.map((h) => `${h.version} ${h.status}`).join(', ') : 'the browser cannot tell'}
        </p>
      </details>
      <CopyButton label="Copy report" markdown={() => deviceReportMarkdown(report, findings, window.location.origin)} />
    </div>
  );
}
