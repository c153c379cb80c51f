/**
 * `npm run check:content`: every content check that needs no build, in one command (the `content`
 * step of `npm test`'s first stage): facts (check-facts.ts), claims (check-claims.ts), the HTTP
 * examples (check-http-examples.ts), the OpenAPI lint (check-openapi.ts) and the highlighted lines of
 * code blocks (check-code-blocks.ts). Each runs as a process
 * of its own, side by side, its output printed when it ends; every finding reads
 * `file:line: [rule] …`. Exits 1 when one of them found something.
 *   --skip=openapi   leave a check out (comma-separated names; `npm run test:quick` skips the lint)
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const CHECKS = {
  facts: 'check-facts.ts',
  claims: 'check-claims.ts',
  'http-examples': 'check-http-examples.ts',
  openapi: 'check-openapi.ts',
  'code-blocks': 'check-code-blocks.ts',
} as const;

const skip = new Set(
  (process.argv.find((a) => a.startsWith('--skip='))?.slice('--skip='.length) ?? '').split(',').filter(Boolean),
);
const unknown = [...skip].filter((name) => !(name in CHECKS));
if (unknown.length > 0) {
  console.error(`check:content: no check ${unknown.join(', ')} (checks: ${Object.keys(CHECKS).join(', ')})`);
  process.exit(2);
}

function run(name: string, file: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(__dirname, file)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`── ${name} (${seconds} s) ──\n${Buffer.concat(output).toString()}`);
      done(code === 0);
    });
  });
}

async function main(): Promise<void> {
  const selected = Object.entries(CHECKS).filter(([name]) => !skip.has(name));
  const results = await Promise.all(selected.map(([name, file]) => run(name, file)));
  const failed = selected.filter((_, i) => !results[i]).map(([name]) => name);
  console.log(
    failed.length === 0
      ? `check:content: ${selected.map(([n]) => n).join(', ')}: no finding`
      : `check:content: findings from ${failed.join(', ')}`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

void main();
