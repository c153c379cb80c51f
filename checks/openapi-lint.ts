/**
 * The OpenAPI documents under the standard rulesets: Spectral (`.spectral.yaml`: spectral:oas) and
 * Redocly (`api/redocly.yaml`: recommended, example validation on), each finding with its file and
 * line. `check-openapi.ts` is the command.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

/** Every OpenAPI document: the service documents and the shared components. */
export function openApiDocuments(siteDir: string): string[] {
  const api = join(siteDir, 'api');
  const services = readdirSync(api)
    .filter((name) => name.endsWith('.yaml') && name !== 'redocly.yaml')
    .sort()
    .map((name) => join('api', name));
  return [join('api', 'shared', 'components.yaml'), ...services];
}

export interface LintFinding {
  file: string;
  line: number;
  linter: 'spectral' | 'redocly';
  rule: string;
  severity: string;
  message: string;
}

function run(args: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('close', (code) =>
      done({ stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString(), code }),
    );
  });
}

const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'];

export async function spectral(files: readonly string[]): Promise<LintFinding[]> {
  const cli = join(root, 'node_modules', '@stoplight', 'spectral-cli', 'dist', 'index.js');
  const result = await run([cli, 'lint', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet', ...files]);
  const start = result.stdout.indexOf('[');
  if (start < 0) throw new Error(`spectral gave no report (exit ${String(result.code)}): ${result.stderr}`);
  const problems = JSON.parse(result.stdout.slice(start)) as {
    code: string;
    message: string;
    severity: number;
    source?: string;
    range: { start: { line: number } };
  }[];
  return problems.map((p) => ({
    file: p.source ? relative(root, p.source) : '(unknown)',
    line: p.range.start.line + 1,
    linter: 'spectral',
    rule: p.code,
    severity: SPECTRAL_SEVERITY[p.severity] ?? String(p.severity),
    message: p.message,
  }));
}

export async function redocly(files: readonly string[]): Promise<LintFinding[]> {
  const cli = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const result = await run([cli, 'lint', '--config', join('api', 'redocly.yaml'), '--format=json', ...files]);
  const start = result.stdout.indexOf('{');
  const reports =
    start < 0
      ? []
      : result.stdout
          .slice(start)
          .split(/(?<=^\})(?=\{)/m)
          .map(
            (text) =>
              JSON.parse(text) as {
                problems: {
                  ruleId: string;
                  severity: string;
                  message: string;
                  location: { source: { ref: string }; start?: { line: number } }[];
                }[];
              },
          );
  if (reports.length !== files.length) {
    throw new Error(`redocly lint gave ${reports.length} reports for ${files.length} documents: ${result.stderr}`);
  }
  return reports.flatMap((report, i) =>
    report.problems.map((p) => ({
      file: p.location[0]?.source.ref ? relative(root, p.location[0].source.ref) : files[i]!,
      line: p.location[0]?.start?.line ?? 1,
      linter: 'redocly' as const,
      rule: p.ruleId,
      severity: p.severity,
      message: p.message,
    })),
  );
}

/** Both linters over the files, side by side, in file and line order. */
export async function lintOpenApi(files: readonly string[]): Promise<LintFinding[]> {
  const [fromSpectral, fromRedocly] = await Promise.all([spectral(files), redocly(files)]);
  return [...fromSpectral, ...fromRedocly].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.linter.localeCompare(b.linter),
  );
}
