/**
 * `npm test`: every check, in order, stopping at the first failure.
 *   npm test                   everything
 *   npm test -- --skip-build   reuse the existing build/ (faster local loops)
 *   npm test -- --only=unit    run one step (typecheck, lint, unit, build, budgets, e2e)
 */
import { spawnSync } from 'node:child_process';
import { TEST_BUILD_ENV } from '../tests/e2e/support/env';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run'] },
  {
    name: 'build',
    cmd: ['npx', 'docusaurus', 'build'],
    // The test build has an analytics id so the browser tests can prove the
    // page-view events (the network to Google is blocked in those tests), and
    // signs in against the identity server the browser tests start.
    env: TEST_BUILD_ENV,
  },
  // Page-weight budgets of perf/budgets.ts, on the build just made.
  { name: 'budgets', cmd: ['npx', 'tsx', 'scripts/check-budgets.ts'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'] },
];

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const skipBuild = args.includes('--skip-build');

let passed = 0;
let failed = 0;
for (const step of steps) {
  if (only && step.name !== only && !(only === 'lint' && step.name === 'format')) continue;
  if (skipBuild && step.name === 'build') continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const [command = '', ...rest] = step.cmd;
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${step.name} (${seconds} s)`);
  } else {
    failed += 1;
    console.error(`✘ ${step.name} failed (${seconds} s)`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
