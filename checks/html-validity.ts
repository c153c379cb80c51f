/**
 * The W3C Nu HTML Checker (`vnu.jar` of the vnu-jar package, run with the machine's `java`) over
 * HTML files: the markup and the ARIA of every built page, as the HTML standard and ARIA in HTML
 * define them. All the files go to one run of the checker (one JVM start).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The checker as the vnu-jar package ships it. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface HtmlFinding {
  route: string;
  line: number;
  column: number;
  /** `error`, or `warning` for the checker's warnings. */
  level: 'error' | 'warning';
  message: string;
  extract: string;
}

export interface ValidateOptions {
  /** Report the checker's warnings too (they never fail the check). */
  warnings?: boolean;
  /** The `java` to run (default: `java` on the PATH). */
  java?: string;
}

/**
 * Messages of the checker that the HTML standard has moved past, each matched on its text and on
 * the element it is about, so that the same message about any other element still counts. The
 * checker (vnu-jar 26.9.27) allows `blocking` on stylesheet links only; the standard's link type
 * "expect" takes `blocking="render"` (its own example is `<link rel="expect" href="#lead-content"
 * blocking="render">`), and the platform's tests of that link type use the same markup.
 */
export const OUTDATED_MESSAGES: readonly { message: string; extract: RegExp }[] = [
  {
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link\b[^>]*\srel=["']?expect["'\s/>]/,
  },
];

const outdated = (m: VnuMessage): boolean =>
  OUTDATED_MESSAGES.some(({ message, extract }) => m.message === message && extract.test(m.extract ?? ''));

/** Runs the checker over the files; resolves with its messages (errors, and warnings if asked). */
export function runVnu(files: readonly string[], options: ValidateOptions = {}): Promise<VnuMessage[]> {
  const args = [
    // The parser recurses per nesting level; deep pages need more than the default stack.
    '-Xss8m',
    '-jar',
    VNU_JAR,
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    '--no-langdetect',
    '--skip-non-html',
    ...(options.warnings ? [] : ['--errors-only']),
    ...files,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(options.java ?? 'java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) =>
      reject(new Error(`could not start java (${error.message}); a Java runtime 17 or later is needed`)),
    );
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString();
      if (code !== 0) {
        reject(new Error(`vnu exited with ${code}:\n${Buffer.concat(err).toString()}${text}`));
        return;
      }
      try {
        resolve((JSON.parse(text) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu wrote no JSON report:\n${Buffer.concat(err).toString()}${text}`));
      }
    });
  });
}

/**
 * The checker's messages for `pages` ([route, file] pairs) as findings of those routes. A message
 * the checker could not tie to a page (it could not read a file) is an error of the route `?`.
 */
export async function validatePages(
  pages: readonly [string, string][],
  options: ValidateOptions = {},
): Promise<HtmlFinding[]> {
  if (pages.length === 0) return [];
  const routes = new Map(pages.map(([route, file]) => [file, route]));
  const messages = await runVnu(
    pages.map(([, file]) => file),
    options,
  );
  return messages
    .filter((m) => m.type !== 'info' || (options.warnings && m.subType === 'warning'))
    .filter((m) => !outdated(m))
    .map((m) => ({
      route: (m.url?.startsWith('file:') ? routes.get(fileURLToPath(m.url)) : undefined) ?? m.url ?? '?',
      line: m.lastLine ?? 0,
      column: m.firstColumn ?? m.lastColumn ?? 0,
      level: m.type === 'info' ? 'warning' : 'error',
      message: m.message,
      extract: (m.extract ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

export function formatHtmlFinding(finding: HtmlFinding): string {
  const at = `${finding.route}:${finding.line}:${finding.column}`;
  return `${at}: ${finding.level === 'warning' ? '[warning] ' : ''}${finding.message}${finding.extract ? `\n    ${finding.extract}` : ''}`;
}
