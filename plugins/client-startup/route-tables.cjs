/**
 * Rspack loader of the browser build's route table (`.docusaurus/routes.js`), chunk registry
 * (`registry.js`) and route chunk names (`routesChunkNames.json`), which Docusaurus generates whole
 * for every page's main bundle: with this site's 360 routes they are about 30 KiB gzipped of it,
 * where a one-page site has next to nothing.
 *
 * The routes below each section route (the children of `/docs`: one per sidebar folder, see
 * plugins/docs-sidebar-routes) move to a table of their own, `routes.js?table=N`, loaded with the
 * first page of that section (client/routeTables.ts). A table brings the registry entries and chunk
 * names only its routes use and adds them to the main ones before its routes are created. The main
 * bundle keeps the top-level routes, the section routes themselves, and the entries they or several
 * sections share.
 *
 * The server build keeps the three files whole. A file of another shape fails the build.
 */
/* global module */

const NAME = 'client-startup route tables';

/** The route tree of `routes.js`: each `ComponentCreator(path, hash)` call as `{ cc: [path, hash] }`. */
function parseRoutes(source) {
  const imports = source.match(/^import .*$/gm) ?? [];
  const expected = ["import React from 'react';", "import ComponentCreator from '@docusaurus/ComponentCreator';"];
  if (imports.length !== 2 || imports.some((line, i) => line !== expected[i]))
    throw new Error(`${NAME}: routes.js imports ${JSON.stringify(imports)}, not React and ComponentCreator`);
  const body = source.replace(/^import .*$/gm, '');
  if (!/^\s*export default \[/.test(body)) throw new Error(`${NAME}: routes.js is not \`export default [...]\``);
  const module = { exports: undefined };
  // The generated file is data: an array of objects whose components are ComponentCreator calls.
  new Function('module', 'ComponentCreator', body.replace(/^\s*export default/, 'module.exports ='))(
    module,
    (path, hash) => ({ cc: [path, hash] }),
  );
  if (!Array.isArray(module.exports)) throw new Error(`${NAME}: routes.js does not export an array`);
  return module.exports;
}

const REGISTRY_ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],?(\};)?$/;

/** `registry.js` as chunk name → module request (a JSON string literal). */
function parseRegistry(source) {
  const lines = source.split('\n');
  if (lines[0] !== 'export default {') throw new Error(`${NAME}: registry.js is not \`export default {…}\``);
  const entries = new Map();
  let closed = false;
  for (const [i, line] of lines.slice(1).entries()) {
    if (closed || line === '') {
      if (line.trim() !== '') throw new Error(`${NAME}: registry.js line ${i + 2} follows the object's end`);
      continue;
    }
    if (line === '};') {
      closed = true;
      continue;
    }
    const match = REGISTRY_ENTRY.exec(line);
    if (!match) throw new Error(`${NAME}: registry.js line ${i + 2} is not an entry of the expected shape: ${line}`);
    entries.set(match[1], match[2]);
    if (match[3]) closed = true;
  }
  if (!closed) throw new Error(`${NAME}: registry.js does not end its object`);
  return entries;
}

/** Every string value of a route's chunk names (nested objects and arrays, as Docusaurus's `flat`). */
function chunkNamesOf(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chunkNamesOf(v, out);
  return out;
}

/** `path-hash` keys of a route and every route below it. */
function routeKeys(route, out = []) {
  if (route.component && route.component.cc) out.push(`${route.component.cc[0]}-${route.component.cc[1]}`);
  for (const child of route.routes ?? []) routeKeys(child, out);
  return out;
}

/**
 * Splits the three generated files: which routes go to which table, and which registry entries and
 * chunk names stay in the main bundle.
 */
let lastSplit = null;

function split(routesSource, registrySource, chunkNamesSource) {
  // The loader runs once per generated file and once per table (27 times a build) on the same three
  // files: they are split once.
  const inputs = [routesSource, registrySource, chunkNamesSource];
  if (lastSplit && lastSplit.inputs.every((source, i) => source === inputs[i])) return lastSplit.parts;
  const parts = splitOnce(routesSource, registrySource, chunkNamesSource);
  lastSplit = { inputs, parts };
  return parts;
}

function splitOnce(routesSource, registrySource, chunkNamesSource) {
  const routes = parseRoutes(routesSource);
  const registry = parseRegistry(registrySource);
  const chunkNames = JSON.parse(chunkNamesSource);

  // Tables: the child routes of each section, a section being a child of a top-level route.
  const tables = [];
  for (const top of routes)
    for (const section of top.routes ?? [])
      if (section.routes && section.routes.length > 0) {
        tables.push({ section, routes: section.routes, keys: section.routes.flatMap((r) => routeKeys(r)) });
      }
  const tableOfKey = new Map();
  tables.forEach((table, n) => table.keys.forEach((key) => tableOfKey.set(key, n)));
  const mainKeys = new Set(routes.flatMap((r) => routeKeys(r)));
  for (const key of Object.keys(chunkNames))
    if (!tableOfKey.has(key) && !mainKeys.has(key))
      throw new Error(`${NAME}: routesChunkNames.json has "${key}", which is no route of routes.js`);

  // A registry entry goes to a table when only that table's routes use it.
  const users = new Map();
  for (const [key, names] of Object.entries(chunkNames)) {
    const owner = tableOfKey.has(key) ? tableOfKey.get(key) : 'main';
    for (const name of chunkNamesOf(names)) {
      if (!registry.has(name)) throw new Error(`${NAME}: route ${key} uses chunk "${name}", which registry.js lacks`);
      (users.get(name) ?? users.set(name, new Set()).get(name)).add(owner);
    }
  }
  const placeOf = (name) => {
    const owners = users.get(name);
    return owners && owners.size === 1 && !owners.has('main') ? [...owners][0] : 'main';
  };
  return { routes, registry, chunkNames, tables, tableOfKey, placeOf };
}

function routeCode(route, lazyTable) {
  const parts = [];
  for (const [key, value] of Object.entries(route)) {
    if (key === 'routes') continue;
    if (key === 'component') {
      if (!value || !value.cc)
        throw new Error(`${NAME}: route ${route.path} has a component that is no ComponentCreator call`);
      parts.push(`component: ComponentCreator(${JSON.stringify(value.cc[0])}, ${JSON.stringify(value.cc[1])})`);
    } else parts.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  }
  if (lazyTable !== undefined) {
    parts.push('routes: []');
    parts.push(
      `loadRoutes: () => import(/* webpackChunkName: "routes-${lazyTable}" */ "@generated/routes?table=${lazyTable}")`,
    );
  } else if (route.routes) parts.push(`routes: [${route.routes.map((r) => routeCode(r)).join(',\n')}]`);
  return `{${parts.join(', ')}}`;
}

function registryCode(entries) {
  return `{${entries
    .map(
      ([name, request]) =>
        `${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${request}), ${request}, require.resolveWeak(${request})]`,
    )
    .join(',\n')}}`;
}

/** The browser's version of one of the three files; `table` is the query's table number, if any. */
function render(kind, parts, table) {
  const { routes, registry, chunkNames, tables, tableOfKey, placeOf } = parts;
  if (kind === 'routes' && table !== undefined) {
    const t = tables[table];
    if (!t) throw new Error(`${NAME}: there is no route table ${table}`);
    const names = [...registry].filter(([name]) => placeOf(name) === table);
    const routeNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => tableOfKey.get(key) === table));
    return [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      "import registry from '@generated/registry';",
      "import routesChunkNames from '@generated/routesChunkNames';",
      `Object.assign(registry, ${registryCode(names)});`,
      `Object.assign(routesChunkNames, ${JSON.stringify(routeNames)});`,
      `export default [${t.routes.map((r) => routeCode(r)).join(',\n')}];`,
      '',
    ].join('\n');
  }
  if (kind === 'routes') {
    const lazy = new Map(tables.map((t, n) => [t.section, n]));
    const code = routes.map((top) => {
      if (!top.routes) return routeCode(top);
      const children = top.routes.map((section) => routeCode(section, lazy.get(section)));
      return routeCode({ ...top, routes: undefined }).replace(/\}$/, `, routes: [${children.join(',\n')}]}`);
    });
    return [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      `export default [${code.join(',\n')}];`,
      '',
    ].join('\n');
  }
  if (kind === 'registry') {
    return `export default ${registryCode([...registry].filter(([name]) => placeOf(name) === 'main'))};\n`;
  }
  const main = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !tableOfKey.has(key)));
  return `export default ${JSON.stringify(main)};\n`;
}

const FILES = { routes: 'routes.js', registry: 'registry.js', chunkNames: 'routesChunkNames.json' };

/**
 * @this {{
 *   resourcePath: string,
 *   resourceQuery: string,
 *   fs: { readFile(file: string, done: (error: Error | null, data?: Buffer) => void): void },
 *   addDependency(file: string): void,
 *   async(): (error: Error | null, result?: string) => void,
 * }}
 */
function routeTablesLoader() {
  const done = this.async();
  const dir = this.resourcePath.replace(/[^\\/]+$/, '');
  const file = this.resourcePath.slice(dir.length);
  const kind = Object.keys(FILES).find((k) => FILES[k] === file);
  const query = /^\?table=(\d+)$/.exec(this.resourceQuery ?? '');
  if (!kind) return done(new Error(`${NAME}: not a generated route file: ${this.resourcePath}`));
  if (this.resourceQuery && !query) return done(new Error(`${NAME}: unknown query ${this.resourceQuery}`));
  const read = (name) =>
    new Promise((resolve, reject) => {
      this.addDependency(dir + name);
      this.fs.readFile(dir + name, (error, data) => (error || !data ? reject(error) : resolve(data.toString('utf8'))));
    });
  Promise.all([read(FILES.routes), read(FILES.registry), read(FILES.chunkNames)])
    .then(([routes, registry, chunkNames]) =>
      render(kind, split(routes, registry, chunkNames), query ? Number(query[1]) : undefined),
    )
    .then((code) => done(null, code), done);
}

module.exports = routeTablesLoader;
module.exports.split = split;
module.exports.render = render;
module.exports.FILES = FILES;
