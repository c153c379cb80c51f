import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  HEAD_SCRIPT,
  AT_ANCHOR_ATTRIBUTE,
  BOOT_ATTRIBUTE,
  BOOT_FALLBACK_MS,
  BOOT_SCRIPT,
  ROUTE_CHUNKS_ATTRIBUTE,
  ROUTE_CHUNKS_PER_TASK,
  SSR_TEMPLATE,
} from '../../src/config/ssrTemplate';

interface FakeScript {
  src: string;
  async: boolean;
}

/** Runs the boot script against a minimal page with two preloads (and route chunks); returns what it did. */
function boot(options: { hidden?: boolean; paintTiming?: boolean; routeChunks?: string[] }) {
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
  // `href` as a property is the resolved URL; the attribute is what the page wrote.
  const preloads = ['/assets/js/runtime~main.js', '/assets/js/main.js'].map((href) => ({
    href: `https://docs.example${href}`,
    getAttribute: (name: string) => (name === 'href' ? href : null),
  }));
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    querySelectorAll: (selector: string) => (selector === `link[${BOOT_ATTRIBUTE}]` ? preloads : []),
    querySelector: (selector: string) =>
      selector === `script[${ROUTE_CHUNKS_ATTRIBUTE}]` && options.routeChunks
        ? { textContent: JSON.stringify(options.routeChunks) }
        : null,
    createElement: () => {
      const script = {
        src: '',
        async: true,
        setAttribute(name: string, value: string) {
          if (name === 'src') script.src = value;
        },
      };
      return script;
    },
    head: { appendChild: ({ src, async }: FakeScript) => added.push({ src, async }) },
  };
  const window = { PerformanceObserver };
  runInNewContext(BOOT_SCRIPT, {
    window,
    document,
    JSON,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const paint = (name: string): void => observer?.callback({ getEntries: () => [{ name }] }, { disconnect() {} });
  return { added, timers, observer, paint };
}

/** What HEAD_SCRIPT does for an address with this hash: the attributes it sets on `<html>`, the links it adds to the head. */
function anchorScript(hash: string): { attributes: Record<string, string>; links: Record<string, string>[] } {
  const attributes: Record<string, string> = {};
  const links: Record<string, string>[] = [];
  const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const createElement = (tag: string) => {
    const element: Record<string, string> & { setAttribute?: (name: string, value: string) => void } = { tag };
    element.setAttribute = (name, value) => (element[name] = value);
    return element;
  };
  const head = {
    appendChild: ({ setAttribute: _setAttribute, ...link }: Record<string, unknown>) =>
      links.push(link as Record<string, string>),
  };
  runInNewContext(HEAD_SCRIPT, { location: { hash }, document: { documentElement, createElement, head } });
  return { attributes, links };
}

describe('page template', () => {
  it('marks a page opened at a heading before its content is parsed', () => {
    expect(anchorScript('').attributes).toEqual({});
    expect(anchorScript('#request-body').attributes).toEqual({ [AT_ANCHOR_ATTRIBUTE]: '' });
    expect(SSR_TEMPLATE.indexOf(`<script>${HEAD_SCRIPT}</script>`)).toBeLessThan(SSR_TEMPLATE.indexOf('<body'));
    expect(SSR_TEMPLATE.indexOf(`<script>${HEAD_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(HEAD_SCRIPT).not.toMatch(/<\/script|=>|\blet\b|\bconst\b|`/);
  });

  it('holds no paint: the head script adds no render-blocking element', () => {
    expect(anchorScript('').links).toEqual([]);
    expect(anchorScript('#request-body').links).toEqual([]);
    expect(SSR_TEMPLATE).not.toMatch(/blocking=/);
  });

  it('names the scripts with links that fetch nothing, and boots them from one inline script after the page', () => {
    expect(SSR_TEMPLATE).not.toMatch(/<script[^>]*\bsrc=/);
    expect(SSR_TEMPLATE).toContain(
      `<% it.scripts.forEach((script) => { %>\n      <link href="<%= it.baseUrl %><%= script %>" rel="preload" as="script" media="not all" ${BOOT_ATTRIBUTE} />`,
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
  });

  it('adds the route’s chunks a few per task, not in order, then the preloaded scripts in order', () => {
    const chunks = ['/c1.js', '/c2.js', '/c3.js', '/c4.js', '/c5.js', '/c6.js'];
    const page = boot({ routeChunks: chunks });
    page.paint('first-contentful-paint');
    const runNextTask = (): boolean => {
      const at = page.timers.findIndex((t) => t.ms === 0);
      if (at < 0) return false;
      page.timers.splice(at, 1)[0]!.fn();
      return true;
    };
    runNextTask(); // the boot, after the paint
    expect(page.added).toHaveLength(0);
    const counts: number[] = [];
    while (runNextTask()) counts.push(page.added.length);
    // ROUTE_CHUNKS_PER_TASK (4) chunks, then the other 2 with the 2 preloaded scripts.
    expect(ROUTE_CHUNKS_PER_TASK).toBe(4);
    expect(counts).toEqual([4, 8]);
    expect(page.added).toEqual([
      ...chunks.map((src) => ({ src, async: true })),
      { src: '/assets/js/runtime~main.js', async: false },
      { src: '/assets/js/main.js', async: false },
    ]);
    // A hidden tab, whose timers the browser slows down, gets them all at once.
    const hidden = boot({ hidden: true, routeChunks: chunks });
    expect(hidden.added.map((s) => s.src)).toEqual([...chunks, '/assets/js/runtime~main.js', '/assets/js/main.js']);
  });
});
