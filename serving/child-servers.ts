/**
 * Servers a bench starts for itself (nginx through serve-prod, the identity server, a static
 * server): started from the project's root with their output held back unless one stops with an
 * error, waited for until they answer, and stopped together at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SITE_ROOT } from '../scripts/lib/build-dir';

export class ChildServers {
  private readonly children: ChildProcess[] = [];

  /** `label` names the bench in the message a server that stops with an error prints. */
  constructor(private readonly label: string) {}

  start(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
    const child = spawn(command, args, {
      cwd: SITE_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (signal === null && code !== 0) console.error(`${this.label}: ${name} stopped (code ${code}):\n${output}`);
    });
    this.children.push(child);
    return child;
  }

  /** A TypeScript script of the project, run with tsx. */
  startScript(name: string, script: string, env: Record<string, string>): ChildProcess {
    return this.start(name, process.execPath, ['--import', 'tsx', script], env);
  }

  stopAll(): void {
    for (const child of this.children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
  }
}

/** Resolves once `url` answers below 500; fails when `child` exits first or after `seconds`. */
export async function waitFor(url: string, what: string, child: ChildProcess, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} did not start`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer on ${url} within ${seconds} s`);
}
