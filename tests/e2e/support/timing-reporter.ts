import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

/**
 * Prints where the browser step's time goes once the run ends: the time of each spec file (the sum
 * of its tests, so with two workers the total is about twice the wall time) and the 10 slowest tests.
 */
export default class TimingReporter implements Reporter {
  private readonly tests: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      file: relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      ms: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    const byFile = new Map<string, { ms: number; count: number }>();
    for (const t of this.tests) {
      const entry = byFile.get(t.file) ?? { ms: 0, count: 0 };
      entry.ms += t.ms;
      entry.count += 1;
      byFile.set(t.file, entry);
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const lines = ['', `Browser tests: ${seconds(result.duration).trim()} wall time`, 'Time per spec file:'];
    for (const [file, { ms, count }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(`${seconds(ms)}  ${file} (${count} tests)`);
    }
    lines.push('Slowest 10 tests:');
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`${seconds(t.ms)}  ${t.file} › ${t.title}`);
    }
    console.log(lines.join('\n'));
  }
}
