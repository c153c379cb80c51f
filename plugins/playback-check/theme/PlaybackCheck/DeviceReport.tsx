import { type ReactNode, useEffect, useState } from 'react';
import rules from '@generated/playback-check/default/rules.json';
import { type DeviceReport as Report, deviceFindings, deviceReportMarkdown } from '../../lib/device';
import CopyButton from './CopyButton';
import Findings from './Findings';
import * as styles from './styles';

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
          <table>
            <thead>
              <tr>
                <th scope="col">key system</th>
                <th scope="col">offered</th>
                <th scope="col">levels</th>
              </tr>
            </thead>
            <tbody>
              {report.keySystems.map((k) => (
                <tr key={k.name}>
                  <th scope="row">{k.name}</th>
                  <td>{k.keySystem ? `yes (${k.keySystem})` : 'no'}</td>
                  <td>{k.levels.join(', ') || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table>
            <thead>
              <tr>
                <th scope="col">codec</th>
                <th scope="col">decodes</th>
                <th scope="col">smooth</th>
              </tr>
            </thead>
            <tbody>
              {report.codecs.map((c) => (
                <tr key={c.label}>
                  <th scope="row">{c.label}</th>
                  <td>{c.supported ? 'yes' : 'no'}</td>
                  <td>{c.supported ? (c.smooth ? 'yes' : 'no') : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
