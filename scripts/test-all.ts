/**
 * `npm test`: every check, stopping at the first failure.
 *   npm test                   everything
 *   npm run test:quick         the inner loop: typecheck, lint, format, content and unit tests (no build)
 *   npm test -- --skip-build   reuse the existing build/ (faster local loops)
 *   npm test -- --only=unit    run one step (typecheck, lint, format, content, api-samples, unit, build,
 *                              budgets, rendering, html, mcp, e2e, dev)
 * The steps run in this order on the machine's cores (scripts/lib/step-pool.ts): a step starts once
 * the steps it comes after have passed and it has the cores it keeps busy, so two single-threaded
 * checks share a two-core machine and a step that uses every core (the unit tests' threads, the
 * build, the browser tests) runs alone, writing straight to the terminal. Beside another, a step's
 * output is printed whole when it ends. After a failure no step starts. The time of every step is
 * printed at the end.
 */
import { availableParallelism } from 'node:os';
import { type PoolStep, runPool } from './lib/step-pool';
import { TEST_BUILD_ENV } from './lib/test-build-env';

interface Step extends PoolStep {
  /** Part of `npm run test:quick`. */
  quick?: boolean;
  /** The command in `npm run test:quick`, when it differs. */
  quickCmd?: string[];
}

/** Every core of the machine: the steps that spread over them (threads, workers) count as that many. */
const ALL = availableParallelism();

const steps: Step[] = [
  // The API reference's code samples run against a Prism mock of api/ (checks/api-samples.ts; no
  // build needed). First: it mostly waits for the mock and its runners, which leaves the type-check
  // beside it most of the machine; last, it ran on one core with the other idle.
  { name: 'api-samples', cmd: ['npx', 'tsx', 'checks/check-api-samples.ts'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit'], quick: true },
  {
    name: 'lint',
    cmd: ['npx', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint', '.'],
    quick: true,
  },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '--cache', '.'], quick: true },
  // Every content check that needs no build (checks/README.md): facts, claims, the HTTP examples
  // against api/, and the OpenAPI documents under Spectral and Redocly (no warning). The quick loop
  // leaves out the lint, which takes most of the step's time.
  {
    name: 'content',
    cmd: ['npx', 'tsx', 'checks/check-content.ts'],
    quickCmd: ['npx', 'tsx', 'checks/check-content.ts', '--skip=openapi'],
  },
  { name: 'unit', cmd: ['npx', 'vitest', 'run'], quick: true, cores: ALL },
  {
    name: 'build',
    cmd: ['npx', 'docusaurus', 'build'],
    // The test build has an analytics id so the browser tests can prove the
    // page-view events (the network to Google is blocked in those tests), and
    // signs in against the identity server the browser tests start.
    env: TEST_BUILD_ENV,
    cores: ALL,
  },
  // On the build just made: the page-weight budgets of perf/budgets.ts, no Markdown or MDX syntax
  // in the text of any page (checks/rendering.ts), no error of the Nu HTML Checker on any page
  // (checks/html-validity.ts), and the docs MCP server's tools (mcp/).
  { name: 'html', cmd: ['npx', 'tsx', 'checks/html-validity-cli.ts'], after: ['build'] },
  { name: 'mcp', cmd: ['npx', 'vitest', 'run', '--config', 'mcp/vitest.config.mts'], after: ['build'] },
  { name: 'rendering', cmd: ['npx', 'tsx', 'checks/rendering-cli.ts'], after: ['build'] },
  { name: 'budgets', cmd: ['npx', 'tsx', 'checks/check-budgets.ts'], after: ['build'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'], after: ['build'], cores: ALL },
  // `docusaurus start` as a writer uses it: the search index made from the sources (tests/dev).
  { name: 'dev', cmd: ['npx', 'playwright', 'test', '--config', 'playwright.dev.config.ts'], cores: ALL },
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

async function main(): Promise<void> {
  const started = Date.now();
  const chosen = steps
    .filter(selected)
    .map((step) => (quick && step.quickCmd ? { ...step, cmd: step.quickCmd } : step));
  const outcomes = await runPool(chosen, { cores: ALL });

  const failed = outcomes.filter((o) => !o.ok).length;
  console.log('\nTime per step (start and end after the start of npm test):');
  for (const o of outcomes) {
    console.log(
      `${o.seconds.toFixed(1).padStart(7)} s  ${o.name}${o.ok ? '' : ' (failed)'}  [${o.started.toFixed(0)}–${o.ended.toFixed(0)} s]`,
    );
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
  console.log(`\nsteps: ${outcomes.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 && chosen.length > 0 && outcomes.length === chosen.length ? 0 : 1);
}

void main();
