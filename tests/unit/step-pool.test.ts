import { describe, expect, it } from 'vitest';
import { type Outcome, type PoolStep, runPool } from '../../scripts/lib/step-pool';

/**
 * `npm test`'s scheduler (scripts/lib/step-pool.ts) on small node processes: no more steps at once
 * than the cores allow, in list order, a failure that fails the run with its output whole and
 * starts nothing after it, and the steps a step comes after.
 */

/** A step that prints `lines` lines (to stdout, and its last line to stderr), waits `ms` and exits with `code`. */
function step(name: string, ms: number, options: Partial<PoolStep> & { code?: number; lines?: number } = {}): PoolStep {
  const { code = 0, lines = 1, ...rest } = options;
  const script = [
    `for (let i = 1; i < ${lines}; i += 1) process.stdout.write('${name} line ' + i + '\\n');`,
    `process.stderr.write('${name} last line\\n');`,
    `setTimeout(() => process.exit(${code}), ${ms});`,
  ].join(' ');
  return { name, cmd: [process.execPath, '-e', script], ...rest };
}

async function run(steps: PoolStep[], cores = 2): Promise<{ outcomes: Outcome[]; log: string }> {
  let log = '';
  const outcomes = await runPool(steps, { cores, aloneStdio: 'pipe', write: (text) => (log += text) });
  return { outcomes, log };
}

/** The largest number of cores busy at once, from the steps' start and end times. */
function mostAtOnce(outcomes: Outcome[], cores: Record<string, number> = {}): number {
  let most = 0;
  for (const { started } of outcomes) {
    const busy = outcomes
      .filter((o) => o.started <= started && o.ended > started)
      .reduce((sum, o) => sum + (cores[o.name] ?? 1), 0);
    most = Math.max(most, busy);
  }
  return most;
}

describe('npm test step pool', () => {
  it('runs single-core steps two at a time on two cores, in list order', async () => {
    const { outcomes } = await run([step('a', 400), step('b', 400), step('c', 400), step('d', 400)]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(mostAtOnce(outcomes)).toBe(2);
    const start = Object.fromEntries(outcomes.map((o) => [o.name, o]));
    // c waits for a core: it starts when a or b has ended.
    expect(start.c!.started).toBeGreaterThanOrEqual(Math.min(start.a!.ended, start.b!.ended) - 0.05);
    expect(start.a!.started).toBeLessThanOrEqual(start.c!.started);
  });

  it('runs a step that takes every core alone, after the steps before it', async () => {
    const { outcomes } = await run([step('a', 300), step('b', 500), step('all', 300, { cores: 2 }), step('z', 100)]);
    const at = Object.fromEntries(outcomes.map((o) => [o.name, o]));
    expect(at.all!.started).toBeGreaterThanOrEqual(Math.max(at.a!.ended, at.b!.ended) - 0.05);
    expect(at.z!.started).toBeGreaterThanOrEqual(at.all!.ended - 0.05);
    expect(mostAtOnce(outcomes, { all: 2 })).toBe(2);
  });

  it('fails on a failing step, prints its output whole, lets the step beside it finish and starts no other', async () => {
    const { outcomes, log } = await run([
      step('bad', 100, { code: 3, lines: 400 }),
      step('beside', 600, { lines: 3 }),
      step('later', 100),
      step('after-bad', 100, { after: ['bad'] }),
    ]);
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['bad', false],
      ['beside', true],
    ]);
    const held = log.slice(log.indexOf('── bad ──'));
    for (let i = 1; i < 400; i += 1) expect(held).toContain(`bad line ${i}\n`);
    expect(held).toContain('bad last line');
    expect(log).toContain('✘ bad failed');
    expect(log).toContain('beside line 2\nbeside last line');
    expect(log).not.toContain('▶ later');
  });

  it('starts a step once the steps it comes after have passed, and counts a step not in the run as passed', async () => {
    const { outcomes } = await run([step('build', 400), step('check', 100, { after: ['build', 'not-selected'] })]);
    const at = Object.fromEntries(outcomes.map((o) => [o.name, o]));
    expect(at.check!.ok).toBe(true);
    expect(at.check!.started).toBeGreaterThanOrEqual(at.build!.ended - 0.05);
  });

  it('fails a step whose command cannot start', async () => {
    const { outcomes, log } = await run([{ name: 'missing', cmd: ['/nonexistent/command'] }]);
    expect(outcomes).toMatchObject([{ name: 'missing', ok: false }]);
    expect(log).toContain('could not start /nonexistent/command');
  });
});
