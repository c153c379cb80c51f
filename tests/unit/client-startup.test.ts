import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import upstreamPathToRegexp from 'path-to-regexp';
import { createMemoryHistory } from 'history';
import { describe, expect, it } from 'vitest';
import { displayedHistory, isDisplayedHistory } from '../../plugins/client-startup/client/displayedHistory';
import pathToRegexp, { LiteralPathRegExp } from '../../plugins/client-startup/client/pathToRegexp';
import * as utilsCommon from '../../plugins/client-startup/client/utilsCommon';
import { ROOT } from './support/root';

const require = createRequire(join(ROOT, 'package.json'));

/** The names a module exports with `export function|class|const`. */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:function|class|const) (\w+)/gm)].map((m) => m[1] ?? '').sort();
}

describe('client-startup replacements', () => {
  const upstreamPath = join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
  const upstream = readFileSync(upstreamPath, 'utf8');
  const local = readFileSync(join(ROOT, 'plugins', 'client-startup', 'client', 'reactUtils.tsx'), 'utf8');

  it('replace reactUtils with a module exporting the same names', () => {
    expect(exportedNames(local)).toEqual(exportedNames(upstream));
  });

  it('replace it for the reason given: upstream still sorts with localeCompare, the replacement does not', () => {
    expect(upstream).toMatch(/localeCompare/);
    expect(local).not.toMatch(/\.localeCompare\(/);
  });
});

describe('utils-common index without tslib', () => {
  const upstream = require('@docusaurus/utils-common') as Record<string, unknown>;

  it('exports the names of upstream’s index, each the same function or value', () => {
    expect(Object.keys(utilsCommon).sort()).toEqual(Object.keys(upstream).sort());
    for (const [name, value] of Object.entries(upstream)) {
      expect(utilsCommon[name as keyof typeof utilsCommon], name).toBe(value);
    }
  });

  it('is replaced for the reason given: upstream’s index requires tslib, the replacement does not', () => {
    const index = readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');
    expect(index).toMatch(/require\("tslib"\)/);
    expect(readFileSync(join(ROOT, 'plugins', 'client-startup', 'client', 'utilsCommon.ts'), 'utf8')).not.toMatch(
      /(?:from|require\()\s*['"]tslib/,
    );
  });
});

describe('path-to-regexp with literal paths compared as strings', () => {
  const routes = readFileSync(join(ROOT, 'tests', 'routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
  const paths = [...routes, '/', '', '/docs/', '/docs', '/release-notes/', '/docs/api/doc1.1', '/A-b_c.d~e%20f@g'];
  const probes = (path: string): string[] => {
    const bare = path.replace(/\/$/, '');
    return [
      path,
      bare,
      `${bare}/`,
      `${bare}//`,
      `${bare}/child`,
      `${bare}x`,
      `${bare}-x/y`,
      bare.toUpperCase(),
      `${bare.toUpperCase()}/`,
      bare.slice(0, -1),
      '/',
      '',
      '/other',
    ];
  };
  const optionSets = [
    {},
    { end: false },
    { strict: true },
    { strict: true, end: false },
    { sensitive: true },
    { sensitive: true, end: false, strict: true },
    { exact: true, end: true, strict: false, sensitive: false },
  ];

  it('takes the fast path for literal paths and gives every match the original gives', () => {
    let compared = 0;
    for (const path of paths) {
      for (const options of optionSets) {
        const fast = pathToRegexp(path, [], options);
        const slow = upstreamPathToRegexp(path, [], options);
        expect(fast).toBeInstanceOf(LiteralPathRegExp);
        expect(fast.keys).toEqual([]);
        expect(fast.source).toBe(slow.source);
        expect(fast.flags).toBe(slow.flags);
        for (const probe of probes(path)) {
          const got = fast.exec(probe);
          const want = slow.exec(probe);
          expect(got && [...got], `${path} ${JSON.stringify(options)} on ${JSON.stringify(probe)}`).toEqual(
            want && [...want],
          );
          expect(fast.test(probe)).toBe(slow.test(probe));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(routes.length * optionSets.length * 10);
  });

  it('leaves paths with parameters, wildcards or other characters to the original', () => {
    for (const path of ['/docs/:id', '/docs/*', '/docs/(a|b)', '/docs/:id?', '/a b', '/é']) {
      const keys: upstreamPathToRegexp.Key[] = [];
      const re = pathToRegexp(path, keys, {});
      expect(re).not.toBeInstanceOf(LiteralPathRegExp);
      expect(re.source).toBe(upstreamPathToRegexp(path, [], {}).source);
    }
    const keys: upstreamPathToRegexp.Key[] = [];
    expect(pathToRegexp('/docs/:id', keys).exec('/docs/42')?.[1]).toBe('42');
    expect(keys.map((k) => k.name)).toEqual(['id']);
  });
});

describe('the browser entry replacement', () => {
  const clientDir = dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
  const upstream = readFileSync(join(clientDir, 'clientEntry.js'), 'utf8');
  const local = readFileSync(join(ROOT, 'plugins', 'client-startup', 'client', 'clientEntry.tsx'), 'utf8');
  const imports = (source: string): string[] =>
    [...source.matchAll(/^import .* from '([^']+)';$/gm)]
      .map((m) => m[1] ?? '')
      .map((spec) =>
        spec === './exports/ExecutionEnvironment'
          ? '@docusaurus/ExecutionEnvironment'
          : // The preload with the route tables is core's preload behind them.
            spec === '../../shared/route-preload'
            ? '@docusaurus/core/lib/client/preload'
            : spec.replace(/^\.\//, '@docusaurus/core/lib/client/'),
      )
      .sort();

  it('imports what upstream imports, so an upgrade that changes the entry fails here first', () => {
    // Its own additions: the history the router is given (see the next file's tests) and the built head kept.
    const own = ['history', '@docusaurus/core/lib/client/displayedHistory', '@docusaurus/core/lib/client/headAsBuilt'];
    expect(imports(local).filter((spec) => !own.includes(spec))).toEqual(imports(upstream));
    expect(local).toMatch(/<ReactRouter history=\{history\}>/);
  });

  it('differs where it says: upstream preloads in the main bundle task, the replacement in a timeout', () => {
    expect(upstream).toMatch(/^ {4}preload\(window\.location\.pathname\)\.then/m);
    expect(local).toMatch(/setTimeout\(\(\) => \{\s+void preload\(window\.location\.pathname\)\.then/);
  });
});

describe('the router history of production builds: its location is the page shown', () => {
  function setUp() {
    const address = createMemoryHistory({ initialEntries: ['/docs/a'] });
    const history = displayedHistory(address);
    const heard: string[] = [];
    history.listen((location) => heard.push(location.pathname));
    const addressHeard: string[] = [];
    history.listenToAddress((location) => addressHeard.push(location.pathname));
    return { address, history, heard, addressHeard };
  }

  it('changes the address at once and its location only when told what is shown', () => {
    const { history, heard, addressHeard } = setUp();
    history.push('/docs/b?x=1');
    expect(history.addressLocation.pathname).toBe('/docs/b');
    expect(history.location.pathname).toBe('/docs/a');
    expect(addressHeard).toEqual(['/docs/b']);
    expect(heard).toEqual([]);
    history.show(history.addressLocation);
    expect(history.location.search).toBe('?x=1');
    expect(heard).toEqual(['/docs/b']);
    // The same location again: no one is told.
    history.show(history.location);
    expect(heard).toEqual(['/docs/b']);
  });

  it('hands everything else to the browser history', () => {
    const { address, history } = setUp();
    history.push('/docs/b');
    history.replace('/docs/c');
    expect(history.length).toBe(address.length);
    expect(history.action).toBe('REPLACE');
    expect(history.createHref({ pathname: '/docs/d' })).toBe(address.createHref({ pathname: '/docs/d' }));
    history.goBack();
    expect(address.location.pathname).toBe('/docs/a');
  });

  it('stops telling a listener that unsubscribed', () => {
    const { history } = setUp();
    const heard: string[] = [];
    const stop = history.listen((location) => heard.push(location.pathname));
    stop();
    history.show({ pathname: '/docs/z', search: '', hash: '', state: undefined });
    expect(heard).toEqual([]);
    expect(isDisplayedHistory(history)).toBe(true);
    expect(isDisplayedHistory(createMemoryHistory())).toBe(false);
  });
});
