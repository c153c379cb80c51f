/**
 * Loads the OpenAPI documents of `api/` and bundles each one into a self-contained document: every
 * `$ref` into `./shared/components.yaml` is replaced by a local `#/components/...` reference and the
 * shared component is copied into the document. The bundled documents are what the pages are generated
 * from, what readers download, and what the mock server serves.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';
import { SCHEMA_PAGE_EXTENSION } from '../../api/routes';
import { HTTP_METHODS, type Json, type JsonObject, componentRef, isObject } from './refs';

export { HTTP_METHODS, type Json, type JsonObject, isObject, resolve } from './refs';

export const API_DIR = 'api';

export interface ServiceDocument {
  /** The document's file name without `.yaml`: `live` for api/live.yaml. */
  service: string;
  /** The bundled document: only local `#/components/...` references. */
  doc: JsonObject;
}

function readYaml(file: string): JsonObject {
  let parsed: unknown;
  try {
    parsed = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`api-reference: ${file} is not valid YAML: ${(error as Error).message}`);
  }
  if (!isObject(parsed)) throw new Error(`api-reference: ${file} is not an OpenAPI document (no top-level object)`);
  return parsed;
}

function clone<T extends Json>(value: T): T {
  return structuredClone(value);
}

/**
 * Bundles `doc` (the document of `file`, a name inside `api/`) with what it refers to in other files of
 * `api/` (the shared components, another service's schemas): returns a copy whose every reference is
 * local, the referred components copied in. A copied component keeps its name unless the document has a
 * different component of that name; then it is prefixed with its file's name.
 */
export function bundleDocument(doc: JsonObject, file: string, readFile: (name: string) => JsonObject): JsonObject {
  const out = clone(doc);
  const components: JsonObject = isObject(out.components) ? out.components : {};
  out.components = components;
  /** `<file>#/components/<kind>/<name>` → the local name it was copied under. */
  const imported = new Map<string, string>();

  const localName = (source: string, kind: string, name: string): string => {
    const key = `${source}#/components/${kind}/${name}`;
    const known = imported.get(key);
    if (known) return known;
    const sourceComponents = readFile(source).components;
    const group = isObject(sourceComponents) ? sourceComponents[kind] : undefined;
    const value = isObject(group) ? group[name] : undefined;
    if (value === undefined) throw new Error(`api-reference: ${file} refers to ${key}, which does not exist`);
    const target: JsonObject = isObject(components[kind]) ? components[kind] : {};
    components[kind] = target;
    const existing = target[name];
    const pointsHere = isObject(existing) && existing.$ref === `./${source}#/components/${kind}/${name}`;
    const local =
      existing === undefined || pointsHere ? name : `${source.replace(/^.*\//, '').replace(/\.yaml$/, '')}_${name}`;
    imported.set(key, local);
    const copy = clone(value);
    // A schema's page belongs to the document that defines it: a copy declares none in this one.
    if (kind === 'schemas' && isObject(copy)) delete copy[SCHEMA_PAGE_EXTENSION];
    target[local] = copy;
    // References inside the copied component are relative to its own file.
    walk(copy, source);
    return local;
  };

  function walk(node: Json, source: string): void {
    if (Array.isArray(node)) {
      node.forEach((item) => walk(item, source));
      return;
    }
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const hash = ref.indexOf('#');
      const target = hash <= 0 ? source : posix.join(source, '..', ref.slice(0, hash)).replace(/^\.\//, '');
      const parts = componentRef(ref.slice(Math.max(hash, 0)));
      if (!parts)
        throw new Error(`api-reference: ${file}: unsupported reference ${ref} (use #/components/<kind>/<name>)`);
      if (target !== file) node.$ref = `#/components/${parts[0]}/${localName(target, parts[0], parts[1])}`;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref') walk(value, source);
    }
  }

  // A document-level component that only refers to the same name in another file becomes that component
  // (security schemes must be declared in the document that names them).
  const passThrough: [string, string, string][] = [];
  for (const [kind, group] of Object.entries(components)) {
    if (!isObject(group)) continue;
    for (const [name, value] of Object.entries(group)) {
      const ref = isObject(value) && typeof value.$ref === 'string' ? value.$ref : '';
      if (ref.endsWith(`.yaml#/components/${kind}/${name}`)) {
        passThrough.push([posix.join(file, '..', ref.slice(0, ref.indexOf('#'))), kind, name]);
        delete group[name];
      }
    }
  }
  walk(out, file);
  for (const [source, kind, name] of passThrough) localName(source, kind, name);
  return out;
}

/** Every service document of `api/`, bundled, in file-name order. */
export function loadServiceDocuments(siteDir: string): ServiceDocument[] {
  const dir = join(siteDir, API_DIR);
  const cache = new Map<string, JsonObject>();
  const readFile = (name: string): JsonObject => {
    let parsed = cache.get(name);
    if (!parsed) {
      parsed = readYaml(join(dir, name));
      cache.set(name, parsed);
    }
    return parsed;
  };
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && name !== 'redocly.yaml')
    .sort();
  return files.map((name) => ({
    service: name.slice(0, -'.yaml'.length),
    doc: bundleDocument(readFile(name), name, readFile),
  }));
}

/**
 * One document with the paths of all services, for the mock server: component names are prefixed with
 * the service so that two services may use one name; the shared security scheme keeps its name.
 */
export function combineDocuments(services: readonly ServiceDocument[]): JsonObject {
  const paths: JsonObject = {};
  const components: Record<string, JsonObject> = {};
  for (const { service, doc } of services) {
    const prefix = (kind: string, name: string): string => (kind === 'securitySchemes' ? name : `${service}__${name}`);
    const rewrite = (node: Json): Json => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!isObject(node)) return node;
      const result: JsonObject = {};
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const parts = componentRef(value);
          result[key] = parts ? `#/components/${parts[0]}/${prefix(parts[0], parts[1])}` : value;
        } else {
          result[key] = rewrite(value);
        }
      }
      return result;
    };
    for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
      if (path in paths) throw new Error(`api-reference: path ${path} is in two documents`);
      const rewritten = rewrite(item);
      // The document's default security applies to operations that declare none.
      if (isObject(rewritten) && doc.security !== undefined) {
        for (const method of HTTP_METHODS) {
          const operation = rewritten[method];
          if (isObject(operation) && operation.security === undefined) operation.security = clone(doc.security);
        }
      }
      paths[path] = rewritten;
    }
    for (const [kind, group] of Object.entries(isObject(doc.components) ? doc.components : {})) {
      if (!isObject(group)) continue;
      const target = (components[kind] ??= {});
      for (const [name, value] of Object.entries(group)) target[prefix(kind, name)] = rewrite(value);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'FLP APIs (all services)', version: '3' },
    servers: [{ url: 'http://localhost:4010' }],
    paths,
    components,
  };
}
