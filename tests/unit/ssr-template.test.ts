import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  ANCHOR_SCRIPT,
  AT_ANCHOR_ATTRIBUTE,
  BOOT_ATTRIBUTE,
  BOOT_FALLBACK_MS,
  BOOT_SCRIPT,
  SSR_TEMPLATE,
} from '../../src/config/ssrTemplate';

interface FakeScript {
  src: string;
  async: boolean;
}

/** Runs the boot script against a minimal page with two preloads; returns what it did. */
function boot(options: { hidden?: boolean; paintTiming?: boolean }) {
  const added: FakeScript[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let observer: { callback: (list: unknown, o: unknown) => void; options: unknown } | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['navigation', 'paint'];
    constructor(private readonly callback: (list: unknown, o: unknown) => void) {}
    observe(opts: unknown): void {
      observer = { callback: this.callback, options: opts };
    }
    disconnect(): void {}
  }
  const preloads = ['/assets/js/runtime~main.js', '/assets/js/main.js'].map((href) => ({ href }));
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    querySelectorAll: (selector: string) => (selector === `link[${BOOT_ATTRIBUTE}]` ? preloads : []),
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: FakeScript) => added.push({ ...script }) },
  };
  const window = { PerformanceObserver };
  runInNewContext(BOOT_SCRIPT, {
    window,
    document,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const paint = (name: string): void => observer?.callback({ getEntries: () => [{ name }] }, { disconnect() {} });
  return { added, timers, observer, paint };
}

/** The attributes ANCHOR_SCRIPT sets on `<html>` for an address with this hash. */
function anchorAttributes(hash: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  runInNewContext(ANCHOR_SCRIPT, { location: { hash }, document: { documentElement } });
  return attributes;
}

describe('page template', () => {
  it('marks a page opened at a heading before its content is parsed', () => {
    expect(anchorAttributes('')).toEqual({});
    expect(anchorAttributes('#request-body')).toEqual({ [AT_ANCHOR_ATTRIBUTE]: '' });
    expect(SSR_TEMPLATE.indexOf(`<script>${ANCHOR_SCRIPT}</script>`)).toBeLessThan(SSR_TEMPLATE.indexOf('<body'));
    expect(SSR_TEMPLATE.indexOf(`<script>${ANCHOR_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(ANCHOR_SCRIPT).not.toMatch(/<\/script|=>|\blet\b|\bconst\b|`/);
  });

  it('preloads the scripts instead of loading them, and boots them from one inline script after the page', () => {
    expect(SSR_TEMPLATE).not.toMatch(/<script[^>]*\bsrc=/);
    expect(SSR_TEMPLATE).toContain(
      `<% it.scripts.forEach((script) => { %>\n      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${BOOT_ATTRIBUTE} />`,
    );
    expect(SSR_TEMPLATE.indexOf('<%~ it.appHtml %>')).toBeLessThan(
      SSR_TEMPLATE.indexOf(`<script>${BOOT_SCRIPT}</script>`),
    );
    // The boot script is plain ES5 and does not end the template's script element early.
    expect(BOOT_SCRIPT).not.toMatch(/<\/script|=>|\blet\b|\bconst\b|`/);
  });

  it('adds the scripts in order, not async, after the first contentful paint', () => {
    const page = boot({});
    expect(page.added).toEqual([]);
    expect(page.observer?.options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    expect(page.timers.map((t) => t.ms)).toEqual([BOOT_FALLBACK_MS]);
    page.paint('first-contentful-paint');
    const afterPaint = page.timers.find((t) => t.ms === 0);
    afterPaint?.fn();
    expect(page.added).toEqual([
      { src: '/assets/js/runtime~main.js', async: false },
      { src: '/assets/js/main.js', async: false },
    ]);
    // The fallback timer does not add them twice.
    page.timers.find((t) => t.ms === BOOT_FALLBACK_MS)?.fn();
    expect(page.added).toHaveLength(2);
  });

  it('starts after the fallback delay when no paint is reported', () => {
    const page = boot({});
    page.timers.find((t) => t.ms === BOOT_FALLBACK_MS)?.fn();
    expect(page.added).toHaveLength(2);
  });

  it('starts at once in a hidden tab and where paint timing is not observable', () => {
    expect(boot({ hidden: true }).added).toHaveLength(2);
    expect(boot({ paintTiming: false }).added).toHaveLength(2);
  });
});
