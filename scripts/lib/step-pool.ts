/**
 * Runs the steps of `npm test` (scripts/test-all.ts) on a fixed number of cores: steps start in
 * list order, each once the steps it comes after have passed and enough cores are free for it, so
 * no core waits for the slowest step of a stage. A step that has the machine to itself writes
 * straight to the terminal; beside others its output is held and printed whole when it ends. After
 * a failure no further step starts; the running ones finish and print their output.
 */
import { spawn } from 'node:child_process';

export interface PoolStep {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  /** Cores it keeps busy (default 1; at least the pool's size: it runs alone). */
  cores?: number;
  /** Steps that must have passed before it starts; a name not in the list counts as passed. */
  after?: string[];
}

export interface Outcome {
  name: string;
  ok: boolean;
  /** Seconds from its start to its end. */
  seconds: number;
  /** Seconds after the pool started that it started, and ended. */
  started: number;
  ended: number;
}

export interface PoolOptions {
  cores: number;
  /** Where progress and held output go (process.stdout by default). */
  write?: (text: string) => void;
  /** Passed to the steps' processes: `inherit` lets a step alone write to the terminal. */
  aloneStdio?: 'inherit' | 'pipe';
}

export function runPool(steps: readonly PoolStep[], options: PoolOptions): Promise<Outcome[]> {
  const write = options.write ?? ((text: string) => void process.stdout.write(text));
  const names = new Set(steps.map((step) => step.name));
  const poolStarted = Date.now();
  const outcomes: Outcome[] = [];
  const passed = new Set<string>();
  let next = 0;
  let busy = 0;
  let running = 0;
  let failed = false;

  const coresOf = (step: PoolStep) => Math.min(step.cores ?? 1, options.cores);
  const ready = (step: PoolStep) => (step.after ?? []).every((name) => !names.has(name) || passed.has(name));

  return new Promise((finished) => {
    const launch = (step: PoolStep, alone: boolean): void => {
      const cores = coresOf(step);
      busy += cores;
      running += 1;
      const started = Date.now();
      write(`\n▶ ${step.name}: ${step.cmd.join(' ')}\n`);
      const [command = '', ...rest] = step.cmd;
      const child = spawn(command, rest, {
        stdio: alone && options.aloneStdio !== 'pipe' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...step.env },
      });
      const output: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      let done = false;
      const end = (ok: boolean, note = ''): void => {
        if (done) return;
        done = true;
        const seconds = (Date.now() - started) / 1000;
        const held = Buffer.concat(output).toString();
        if (held || note) write(`\n── ${step.name} ──\n${held}${held.endsWith('\n') || !held ? '' : '\n'}${note}`);
        write(ok ? `✔ ${step.name} (${seconds.toFixed(1)} s)\n` : `✘ ${step.name} failed (${seconds.toFixed(1)} s)\n`);
        outcomes.push({
          name: step.name,
          ok,
          seconds,
          started: (started - poolStarted) / 1000,
          ended: (Date.now() - poolStarted) / 1000,
        });
        if (ok) passed.add(step.name);
        else failed = true;
        busy -= cores;
        running -= 1;
        fill();
      };
      child.on('error', (error) => end(false, `could not start ${command}: ${error.message}\n`));
      child.on('close', (code, signal) => end(code === 0, signal ? `ended by ${signal}\n` : ''));
    };

    const fill = (): void => {
      while (!failed && next < steps.length) {
        const step = steps[next]!;
        if (!ready(step)) {
          // It waits for a step still running; if none is, that step can never pass.
          if (running > 0) break;
          write(`\n✘ ${step.name}: the steps it comes after did not pass\n`);
          failed = true;
          break;
        }
        if (busy > 0 && busy + coresOf(step) > options.cores) break;
        next += 1;
        // Alone: no other step can start while it runs (it takes every core, or it is the last).
        launch(step, coresOf(step) >= options.cores || (running === 0 && next === steps.length));
      }
      if (running === 0) finished(outcomes);
    };
    fill();
  });
}
