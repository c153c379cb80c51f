import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import rules from '@generated/playback-check/default/rules.json';
import { type Finding, streamReportMarkdown, summaryLines } from '../../lib/findings';
import type { ManifestSummary } from '../../lib/manifest';
import { STREAM_PLATFORMS, type StreamPlatform } from '../../lib/rules';
import type { DrmChoice, LogEntry, Playback } from './player';
import CopyButton from './CopyButton';
import Findings from './Findings';
import Code from './Code';
import * as styles from './styles';

interface Result {
  summary: ManifestSummary;
  findings: Finding[];
  platform: StreamPlatform;
}

const DRM_CHOICES: { value: DrmChoice; label: string }[] = [
  { value: 'com.widevine.alpha', label: 'Widevine' },
  { value: 'com.microsoft.playready', label: 'PlayReady' },
  { value: 'org.w3.clearkey', label: 'Clear Key' },
];

/** Is a server there at all? A `no-cors` request is answered (opaquely) even when CORS refuses the page. */
async function answersWithoutCors(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(8_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * nginx opens this page's Content-Security-Policy to the reader's stream servers (deploy/nginx), and
 * a policy belongs to the document: reached from another page through the router, this page still
 * runs under that page's policy. Then "Check" loads the page itself once, keeping the form for it.
 */
const PENDING_KEY = 'flp-playback-check-pending';
const FIELDS = ['url', 'platform', 'licenceUrl', 'licenceSystem', 'headers', 'keyId', 'key'];

function reachedByRouter(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return false;
  const path = (p: string) => p.replace(/\/$/, '') || '/';
  return path(new URL(entry.name).pathname) !== path(window.location.pathname);
}

/** "Your stream": the manifest read and judged, then played with Shaka Player and logged. */
export default function StreamCheck(): ReactNode {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const video = useRef<HTMLVideoElement>(null);
  const playback = useRef<Playback | null>(null);
  const started = useRef(0);

  const form = useRef<HTMLFormElement>(null);

  useEffect(() => () => void playback.current?.destroy(), []);

  // After the page loaded itself for its own policy: the form as it was, checked at once.
  useEffect(() => {
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending || !form.current) return;
    sessionStorage.removeItem(PENDING_KEY);
    const values = JSON.parse(pending) as Record<string, string>;
    for (const [name, value] of Object.entries(values)) {
      const field = form.current.elements.namedItem(name);
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      )
        field.value = value;
    }
    form.current.requestSubmit();
  }, []);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    if (reachedByRouter()) {
      sessionStorage.setItem(
        PENDING_KEY,
        JSON.stringify(Object.fromEntries(FIELDS.map((name) => [name, field(name)]))),
      );
      window.location.reload();
      return;
    }
    setProblem(null);
    setResult(null);
    setLog([]);
    await playback.current?.destroy();
    playback.current = null;
    setBusy(true);
    try {
      const [{ checkStreamUrl, loadStream, LoadProblem }, { streamFindings }, player] = await Promise.all([
        import('../../lib/load'),
        import('../../lib/findings'),
        import('./player'),
      ]);
      let url: URL;
      let licenceUrl: string | undefined;
      let headers: Record<string, string>;
      let clearKey: { keyId: string; key: string } | undefined;
      try {
        url = checkStreamUrl(field('url'), window.location.protocol);
      } catch (error) {
        setProblem((error as Error).message);
        return;
      }
      try {
        licenceUrl = field('licenceUrl')
          ? checkStreamUrl(field('licenceUrl'), window.location.protocol).href
          : undefined;
      } catch (error) {
        setProblem(`Licence URL: ${(error as Error).message}`);
        return;
      }
      try {
        headers = player.parseHeaderLines(field('headers'));
        if (field('keyId') || field('key'))
          clearKey = {
            keyId: player.clearKeyHex(field('keyId'), 'key id'),
            key: player.clearKeyHex(field('key'), 'key'),
          };
      } catch (error) {
        setProblem((error as Error).message);
        return;
      }
      const platform = (STREAM_PLATFORMS as readonly string[]).includes(field('platform'))
        ? (field('platform') as StreamPlatform)
        : 'web';
      let summary: ManifestSummary;
      try {
        summary = await loadStream(url.href, {
          probeCors: answersWithoutCors,
          origin: window.location.origin,
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        setProblem(error instanceof LoadProblem ? error.message : `The check stopped: ${(error as Error).message}`);
        return;
      }
      setResult({ summary, findings: streamFindings(summary, rules, platform), platform });
      if (!video.current) return;
      started.current = performance.now();
      // The engine reports one failure several times (each buffer that hits it): the log says it once.
      const add = (entry: Omit<LogEntry, 'at'>) =>
        setLog((entries) =>
          entry.level === 'error' && entries.some((e) => e.level === 'error' && e.text === entry.text)
            ? entries
            : [...entries, { ...entry, at: (performance.now() - started.current) / 1000 }],
        );
      playback.current = await player.play(video.current, {
        url: url.href,
        licenceUrl,
        licenceSystem: (field('licenceSystem') as DrmChoice) || 'com.widevine.alpha',
        licenceHeaders: headers,
        clearKey,
        rules,
        origin: window.location.origin,
        log: add,
      });
    } finally {
      setBusy(false);
    }
  }

  const platformLabel = result ? rules.platforms[result.platform].label : '';
  return (
    <div style={styles.section}>
      <form ref={form} style={styles.form} onSubmit={(e) => void check(e)} noValidate>
        <label style={styles.label} htmlFor="pc-url">
          HLS or DASH manifest URL
        </label>
        <input
          style={styles.field}
          id="pc-url"
          name="url"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://cdn.example.com/title/master.m3u8"
        />
        <label style={styles.label} htmlFor="pc-platform">
          Judge against the FLP SDK for
        </label>
        <select style={styles.field} id="pc-platform" name="platform" defaultValue="web">
          {STREAM_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {rules.platforms[p].label}
            </option>
          ))}
        </select>
        <details style={styles.details}>
          <summary style={styles.summary}>Protected content: licence URL, headers or a Clear Key</summary>
          <label style={styles.label} htmlFor="pc-licence">
            Licence URL
          </label>
          <input
            style={styles.field}
            id="pc-licence"
            name="licenceUrl"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />
          <label style={styles.label} htmlFor="pc-licence-system">
            Key system of the licence URL
          </label>
          <select style={styles.field} id="pc-licence-system" name="licenceSystem" defaultValue="com.widevine.alpha">
            {DRM_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <label style={styles.label} htmlFor="pc-headers">
            Licence request headers (one Name: value per line)
          </label>
          <textarea
            style={styles.field}
            id="pc-headers"
            name="headers"
            rows={3}
            spellCheck={false}
            placeholder={'Authorization: Bearer …\nX-FLP-Device-Id: …'}
          />
          <label style={styles.label} htmlFor="pc-kid">
            Clear Key key id (hex, test content)
          </label>
          <input style={styles.field} id="pc-kid" name="keyId" type="text" autoComplete="off" spellCheck={false} />
          <label style={styles.label} htmlFor="pc-key">
            Clear Key key (hex)
          </label>
          <input style={styles.field} id="pc-key" name="key" type="text" autoComplete="off" spellCheck={false} />
        </details>
        <button type="submit" className="button button--primary" style={styles.button} disabled={busy}>
          {busy ? 'Checking…' : 'Check'}
        </button>
      </form>
      {problem ? (
        <p role="alert" style={styles.problem} data-testid="stream-problem">
          <Code text={problem} />
        </p>
      ) : null}
      {result ? (
        <section aria-label="Manifest" data-testid="stream-result">
          <div style={styles.scroll}>
            <table>
              <tbody>
                {summaryLines(result.summary).map(([k, v]) => (
                  <tr key={k}>
                    <th scope="row">{k}</th>
                    <td>{v}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Findings findings={result.findings} label={`What the facts of the ${platformLabel} SDK say`} />
          <CopyButton
            label="Copy report"
            markdown={() =>
              `${streamReportMarkdown(result.summary, result.findings, platformLabel, window.location.origin)}\n\n### Playback (Shaka Player, this browser)\n\n${log
                .map((e) => `- ${e.at.toFixed(1)} s ${e.level}: ${e.text}`)
                .join('\n')}`
            }
          />
        </section>
      ) : null}
      <div hidden={!result}>
        {/* Muted test playback of the reader's own stream: there are no captions to offer. */}
        <video ref={video} controls playsInline muted style={styles.video} aria-label="Test playback" />
        <ol style={styles.log} aria-label="Player events" aria-live="polite" data-testid="event-log">
          {log.map((e, i) => (
            <li key={i} style={styles.item(e.level)} data-level={e.level}>
              <span style={styles.time}>{e.at.toFixed(1)} s</span> <Code text={e.text} />
              {e.link ? (
                <>
                  {' '}
                  <Link style={styles.link} to={e.link.to}>
                    {e.link.label}
                  </Link>
                </>
              ) : null}
              {e.also ? (
                <>
                  {' · '}
                  <Link style={styles.link} to={e.also.to}>
                    {e.also.label}
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
