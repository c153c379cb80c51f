/**
 * `npm test`: every check, in order, stopping at the first failure.
 *   npm test                   everything
 *   npm run test:quick         the inner loop: typecheck, lint, format and unit tests (no build)
 *   npm test -- --skip-build   reuse the existing build/ (faster local loops)
 *   npm test -- --only=unit    run one step (typecheck, lint, format, content, unit, build, budgets,
 *                              rendering, html, mcp, api-samples, e2e, dev)
 * Steps of one stage run at the same time (each is single-threaded and the machine has two cores);
 * their output is printed as each one ends. The time of every step is printed at the end.
 */
import { spawn } from 'node:child_process';
import { TEST_BUILD_ENV } from './lib/test-build-env';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  /** Part of `npm run test:quick`. */
  quick?: boolean;
  /** The command in `npm run test:quick`, when it differs. */
  quickCmd?: string[];
}

/** Stages run one after the other; the steps of a stage run side by side. */
const stages: Step[][] = [
  [
    { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit'], quick: true },
    {
      name: 'lint',
      cmd: ['npx', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint', '.'],
      quick: true,
    },
    { name: 'format', cmd: ['npx', 'prettier', '--check', '--cache', '.'], quick: true },
    // Every content check that needs no build, side by side (checks/README.md): facts, claims, the
    // HTTP examples against api/, and the OpenAPI documents under Spectral and Redocly (no warning).
    // The quick loop leaves out the lint, which takes most of the step's time.
    {
      name: 'content',
      cmd: ['npx', 'tsx', 'checks/check-content.ts'],
      quickCmd: ['npx', 'tsx', 'checks/check-content.ts', '--skip=openapi'],
    },
  ],
  [{ name: 'unit', cmd: ['npx', 'vitest', 'run'], quick: true }],
  [
    {
      name: 'build',
      cmd: ['npx', 'docusaurus', 'build'],
      // The test build has an analytics id so the browser tests can prove the
      // page-view events (the network to Google is blocked in those tests), and
      // signs in against the identity server the browser tests start.
      env: TEST_BUILD_ENV,
    },
  ],
  // On the build just made: the page-weight budgets of perf/budgets.ts, no Markdown or MDX syntax
  // in the text of any page (checks/rendering.ts), no error of the Nu HTML Checker on any page
  // (checks/html-validity.ts), and the docs MCP server's tools (mcp/).
  [
    { name: 'budgets', cmd: ['npx', 'tsx', 'checks/check-budgets.ts'] },
    { name: 'rendering', cmd: ['npx', 'tsx', 'checks/rendering-cli.ts'] },
    { name: 'html', cmd: ['npx', 'tsx', 'checks/html-validity-cli.ts'] },
    { name: 'mcp', cmd: ['npx', 'vitest', 'run', '--config', 'mcp/vitest.config.mts'] },
    // The API reference's code samples run against a Prism mock of api/ (checks/api-samples.ts; no build needed).
    { name: 'api-samples', cmd: ['npx', 'tsx', 'checks/check-api-samples.ts'] },
  ],
  [{ name: 'e2e', cmd: ['npx', 'playwright', 'test'] }],
  // `docusaurus start` as a writer uses it: the search index made from the sources (tests/dev).
  [{ name: 'dev', cmd: ['npx', 'playwright', 'test', '--config', 'playwright.dev.config.ts'] }],
];

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const skipBuild = args.includes('--skip-build');
const quick = args.includes('--quick');

function selected(step: Step): boolean {
  if (only) return step.name === only;
  if (quick) return step.quick === true || step.quickCmd !== undefined;
  return !(skipBuild && step.name === 'build');
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs one step; alone it writes straight to the terminal, beside others its output is held until it ends. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  const [command = '', ...rest] = step.cmd;
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  return new Promise((done) => {
    const child = spawn(command, rest, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, note = '') => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}${note}`);
      console.log(ok ? `✔ ${step.name} (${seconds.toFixed(1)} s)` : `✘ ${step.name} failed (${seconds.toFixed(1)} s)`);
      done({ name: step.name, ok, seconds });
    };
    child.on('error', (error) => finish(false, `could not start ${command}: ${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

async function main(): Promise<void> {
  const outcomes: Outcome[] = [];
  const started = Date.now();
  for (const stage of stages) {
    const steps = stage.filter(selected);
    if (steps.length === 0) continue;
    const results = await Promise.all(
      steps.map((step) => run(quick && step.quickCmd ? { ...step, cmd: step.quickCmd } : step, steps.length === 1)),
    );
    outcomes.push(...results);
    if (results.some((r) => !r.ok)) break;
  }

  const failed = outcomes.filter((o) => !o.ok).length;
  console.log('\nTime per step:');
  for (const o of outcomes) console.log(`${o.seconds.toFixed(1).padStart(7)} s  ${o.name}${o.ok ? '' : ' (failed)'}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
  console.log(`\nsteps: ${outcomes.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 && outcomes.length > 0 ? 0 : 1);
}

void main();
