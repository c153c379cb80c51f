import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PAGE_EXTENSION, readRoutes, routeFolder } from '../../api/routes';
import { loadServiceDocuments } from '../../plugins/api-reference/bundle';
import { closedForChecks } from '../../checks/http-examples';
import { apiPages, operationRouteIn, webhookRoute } from '../../plugins/api-reference/manifest';
import { ROOT } from './support/root';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const API = join(ROOT, 'api');
const SHARED = join(API, 'shared', 'components.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every OpenAPI document directly in api/ (the lint configuration and other YAML files are skipped). */
const documents = readdirSync(API)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => join(API, name))
  .filter((file) => isObject(parse(readFileSync(file, 'utf8'))) && 'openapi' in parse(readFileSync(file, 'utf8')))
  .sort();
const serviceOf = (file: string) => basename(file, '.yaml');

/** The API page manifest of the documents: the route of each operation's page. */
const manifest = apiPages(loadServiceDocuments(ROOT));

// ---------------------------------------------------------------------------
// $ref resolution across files (a bundle with every reference inlined)
// ---------------------------------------------------------------------------

const fileCache = new Map<string, Json>();
function loadFile(file: string): Json {
  let document = fileCache.get(file);
  if (document === undefined) {
    document = parse(readFileSync(file, 'utf8')) as Json;
    fileCache.set(file, document);
  }
  return document;
}

function pointerGet(document: Json, pointer: string): Json | undefined {
  if (pointer === '' || pointer === '/') return document;
  let node: Json | undefined = document;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

const derefCache = new Map<string, Json>();

/** Returns `node` with every `$ref` replaced by its target, recursively; throws on unresolved or circular refs. */
function deref(node: Json, file: string, stack: string[] = []): Json {
  if (Array.isArray(node)) return node.map((child) => deref(child, file, stack));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const [target = '', pointer = ''] = ref.split('#');
    const targetFile = target ? resolve(dirname(file), target) : file;
    const key = `${targetFile}#${pointer}`;
    if (stack.includes(key)) throw new Error(`Circular $ref ${ref} in ${file}: ${[...stack, key].join(' -> ')}`);
    let resolved = derefCache.get(key);
    if (resolved === undefined) {
      let document: Json;
      try {
        document = loadFile(targetFile);
      } catch {
        throw new Error(`Unresolved $ref ${ref} in ${file}: cannot read ${targetFile}`);
      }
      const target = pointerGet(document, pointer);
      if (target === undefined) throw new Error(`Unresolved $ref ${ref} in ${file}: no ${pointer} in ${targetFile}`);
      resolved = deref(target, targetFile, [...stack, key]);
      derefCache.set(key, resolved);
    }
    const siblings = Object.entries(node).filter(([name]) => name !== '$ref');
    if (siblings.length === 0) return resolved;
    return { ...(resolved as JsonObject), ...Object.fromEntries(siblings.map(([k, v]) => [k, deref(v, file, stack)])) };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(value, file, stack)]));
}

// ---------------------------------------------------------------------------
// Example validation with JSON Schema 2020-12
// ---------------------------------------------------------------------------

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const validators = new Map<Json, ValidateFunction>();
function validatorFor(schema: Json): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    validators.set(schema, validate);
  }
  return validate;
}

interface ExampleFailure {
  where: string;
  errors: string;
}

/** Examples of a parameter, header or media type object (`example`, `examples.*.value`) against its `schema`. */
function checkExamples(holder: JsonObject, where: string, failures: ExampleFailure[]): void {
  const schema = holder.schema;
  if (schema === undefined) return;
  const values: [string, Json][] = [];
  if ('example' in holder) values.push([`${where}/example`, holder.example as Json]);
  if (isObject(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      if (isObject(example) && 'value' in example) values.push([`${where}/examples/${name}`, example.value as Json]);
    }
  }
  const validate = validatorFor(schema);
  for (const [path, value] of values) {
    if (!validate(value)) failures.push({ where: path, errors: ajv.errorsText(validate.errors) });
  }
}

const SUBSCHEMA_KEYS = [
  'items',
  'not',
  'additionalProperties',
  'unevaluatedProperties',
  'contains',
  'if',
  'then',
  'else',
];
const SUBSCHEMA_LIST_KEYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAP_KEYS = ['properties', 'patternProperties', '$defs'];

/** `examples` and `example` of a schema and its subschemas, each against the schema it belongs to. */
function checkSchemaExamples(schema: Json, where: string, failures: ExampleFailure[], seen = new Set<Json>()): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  const values: Json[] = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    ...('example' in schema ? [schema.example as Json] : []),
  ];
  if (values.length > 0) {
    const validate = validatorFor(schema);
    values.forEach((value, index) => {
      if (!validate(value))
        failures.push({ where: `${where}/examples/${index}`, errors: ajv.errorsText(validate.errors) });
    });
  }
  for (const key of SUBSCHEMA_KEYS) checkSchemaExamples(schema[key] as Json, `${where}/${key}`, failures, seen);
  for (const key of SUBSCHEMA_LIST_KEYS) {
    const list = schema[key];
    if (Array.isArray(list))
      list.forEach((child, i) => checkSchemaExamples(child, `${where}/${key}/${i}`, failures, seen));
  }
  for (const key of SUBSCHEMA_MAP_KEYS) {
    const map = schema[key];
    if (isObject(map)) {
      for (const [name, child] of Object.entries(map))
        checkSchemaExamples(child, `${where}/${key}/${name}`, failures, seen);
    }
  }
}

function checkResponseExamples(response: Json, where: string, failures: ExampleFailure[]): void {
  if (!isObject(response)) return;
  for (const [name, header] of Object.entries(isObject(response.headers) ? response.headers : {})) {
    if (isObject(header)) checkExamples(header, `${where}/headers/${name}`, failures);
  }
  for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
    if (isObject(media)) checkExamples(media, `${where}/content/${type}`, failures);
  }
}

interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
  parameters: JsonObject[];
}

function operationsOf(document: JsonObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters.filter(isObject) : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters.filter(isObject) : [];
      operations.push({ method, path, operation, parameters: [...shared, ...own] });
    }
  }
  return operations;
}

/** The operations of the document's webhooks (OpenAPI 3.1), `path` being the event type. */
function webhooksOf(document: JsonObject): Operation[] {
  return operationsOf({ paths: isObject(document.webhooks) ? document.webhooks : {} });
}

function allExampleFailures(file: string): ExampleFailure[] {
  const document = deref(closedForChecks(loadFile(file)), file) as JsonObject;
  const failures: ExampleFailure[] = [];
  const items = [
    ...operationsOf(document).map((op) => ({ ...op, where: `${op.path} ${op.method}` })),
    ...webhooksOf(document).map((hook) => ({ ...hook, where: `webhooks/${hook.path} ${hook.method}` })),
  ];
  for (const { where, operation, parameters } of items) {
    parameters.forEach((parameter) =>
      checkExamples(parameter, `${where}/parameters/${String(parameter.name)}`, failures),
    );
    const body = operation.requestBody;
    if (isObject(body) && isObject(body.content)) {
      for (const [type, media] of Object.entries(body.content)) {
        if (isObject(media)) checkExamples(media, `${where}/requestBody/${type}`, failures);
      }
    }
    for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
      checkResponseExamples(response, `${where}/responses/${status}`, failures);
    }
  }

  const components = isObject(document.components) ? document.components : {};
  for (const [kind, map] of Object.entries(components)) {
    if (!isObject(map)) continue;
    for (const [name, component] of Object.entries(map)) {
      const where = `#/components/${kind}/${name}`;
      if (!isObject(component)) continue;
      if (kind === 'schemas') checkSchemaExamples(component, where, failures);
      if (kind === 'parameters' || kind === 'headers') checkExamples(component, where, failures);
      if (kind === 'responses') checkResponseExamples(component, where, failures);
      if (kind === 'requestBodies' && isObject(component.content)) {
        for (const [type, media] of Object.entries(component.content)) {
          if (isObject(media)) checkExamples(media, `${where}/content/${type}`, failures);
        }
      }
    }
  }
  return failures;
}

// ---------------------------------------------------------------------------
// Operation rules
// ---------------------------------------------------------------------------

const hasExample = (media: Json) =>
  isObject(media) && ('example' in media || (isObject(media.examples) && Object.keys(media.examples).length > 0));

/** Sentences of a description: ends of sentences followed by a capital, a backtick, a quote or the end. */
const sentenceCount = (text: string) => (text.trim().match(/[.!?](?=\s+[A-Z`"(]|\s*$)/g) ?? []).length;

function operationProblems(file: string, routes: readonly string[]): string[] {
  const service = serviceOf(file);
  const document = deref(closedForChecks(loadFile(file)), file) as JsonObject;
  const problems: string[] = [];
  const operations = operationsOf(document);
  const ids = operations.map(({ operation }) => operation.operationId);
  for (const { method, path, operation, parameters } of operations) {
    const id = typeof operation.operationId === 'string' ? operation.operationId : '';
    const where = `${service}: ${method.toUpperCase()} ${path} (${id || 'no operationId'})`;
    if (!id) problems.push(`${where}: no operationId`);
    if (ids.filter((other) => other === id).length > 1) problems.push(`${where}: operationId repeated in the document`);
    const page = operation[PAGE_EXTENSION];
    if (page !== undefined && (typeof page !== 'string' || !ids.includes(page) || page === id)) {
      problems.push(`${where}: ${PAGE_EXTENSION} must name another operation of the document`);
    }
    const route = id ? operationRouteIn(manifest, service, id) : undefined;
    if (id && (!route || !routes.includes(route))) {
      problems.push(`${where}: its page ${route ?? '(none)'} is not a route of tests/routes.txt`);
    }
    if (typeof operation.summary !== 'string' || !operation.summary.trim()) problems.push(`${where}: no summary`);
    const description = typeof operation.description === 'string' ? operation.description : '';
    const sentences = sentenceCount(description);
    if (sentences < 2 || sentences > 5) problems.push(`${where}: description has ${sentences} sentences, not 2 to 5`);
    if (!Array.isArray(operation.tags) || operation.tags.length === 0) problems.push(`${where}: no tags`);
    if (!Array.isArray(operation.security ?? document.security)) problems.push(`${where}: no security`);
    for (const parameter of parameters) {
      const name = String(parameter.name);
      if (typeof parameter.description !== 'string' || !parameter.description.trim()) {
        problems.push(`${where}: parameter ${name} has no description`);
      }
      if (!('example' in parameter) && !isObject(parameter.examples))
        problems.push(`${where}: parameter ${name} has no example`);
    }
    const body = operation.requestBody;
    if (isObject(body)) {
      for (const [type, media] of Object.entries(isObject(body.content) ? body.content : {})) {
        if (!hasExample(media)) problems.push(`${where}: request body ${type} has no example`);
      }
    }
    const responses = Object.entries(isObject(operation.responses) ? operation.responses : {});
    const success = responses.filter(([status]) => /^2(\d\d|XX)$/.test(status));
    const takesKey = parameters.some((parameter) => parameter.name === 'Idempotency-Key');
    if (success.length === 0) problems.push(`${where}: no 2xx response`);
    for (const [status, response] of success) {
      if (!isObject(response)) continue;
      const content = Object.entries(isObject(response.content) ? response.content : {});
      if (status !== '204' && content.length === 0) problems.push(`${where}: ${status} has no content`);
      for (const [type, media] of content) {
        if (!hasExample(media)) problems.push(`${where}: ${status} ${type} has no example`);
      }
      const headers = isObject(response.headers) ? response.headers : {};
      for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) {
        if (!(header in headers)) problems.push(`${where}: ${status} lacks the ${header} header`);
      }
      // A replay returns the first response with `Idempotent-Replayed: true` (docs/api/doc7.md).
      if (takesKey && !('Idempotent-Replayed' in headers))
        problems.push(`${where}: takes Idempotency-Key, but ${status} lacks the Idempotent-Replayed header`);
      if (!takesKey && 'Idempotent-Replayed' in headers)
        problems.push(`${where}: ${status} has the Idempotent-Replayed header, but takes no Idempotency-Key`);
    }
    if (!responses.some(([status]) => /^4(\d\d|XX)$/.test(status))) problems.push(`${where}: no 4xx response`);
  }
  return problems;
}

function webhookProblems(file: string, routes: readonly string[]): string[] {
  const service = serviceOf(file);
  const document = deref(closedForChecks(loadFile(file)), file) as JsonObject;
  const problems: string[] = [];
  for (const { method, path: event, operation, parameters } of webhooksOf(document)) {
    const where = `${service}: webhook ${event} (${method.toUpperCase()})`;
    const route = webhookRoute({ service, doc: document }, event);
    if (!routes.includes(route)) problems.push(`${where}: no route ${route} in tests/routes.txt`);
    if (method !== 'post') problems.push(`${where}: deliveries are POST`);
    if (typeof operation.summary !== 'string' || !operation.summary.trim()) problems.push(`${where}: no summary`);
    const sentences = sentenceCount(typeof operation.description === 'string' ? operation.description : '');
    if (sentences < 2 || sentences > 5) problems.push(`${where}: description has ${sentences} sentences, not 2 to 5`);
    const headers = new Map(parameters.filter((p) => p.in === 'header').map((p) => [String(p.name), p]));
    for (const name of ['FLP-Event', 'FLP-Delivery', 'FLP-Signature']) {
      if (headers.get(name)?.required !== true) problems.push(`${where}: no required ${name} header`);
    }
    const eventHeader = headers.get('FLP-Event');
    if (!isObject(eventHeader?.schema) || eventHeader.schema.const !== event) {
      problems.push(`${where}: FLP-Event is not the constant ${event}`);
    }
    const body = isObject(operation.requestBody) ? operation.requestBody : {};
    const media = isObject(body.content) ? body.content['application/json'] : undefined;
    if (media === undefined || !hasExample(media))
      problems.push(`${where}: no application/json payload with an example`);
    const example = isObject(media) ? (media.example as Json) : undefined;
    if (isObject(example) && example.type !== event) problems.push(`${where}: the example's type is not ${event}`);
    const responses = isObject(operation.responses) ? Object.keys(operation.responses) : [];
    if (!responses.includes('2XX') || !responses.includes('default')) {
      problems.push(`${where}: responses are not 2XX (acknowledged) and default (retried)`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------

describe('OpenAPI documents', () => {
  const routes = readRoutes(ROOT);

  it('finds the documents and maps each service to its page folder', () => {
    expect(documents.length).toBeGreaterThan(0);
    for (const file of documents) {
      expect(() => routeFolder({ service: serviceOf(file), doc: loadFile(file) as JsonObject })).not.toThrow();
    }
  });

  describe.each([SHARED, ...documents].map((file) => [file.slice(ROOT.length + 1), file]))('%s', (_name, file) => {
    it('resolves every $ref', () => {
      expect(() => deref(loadFile(file), file)).not.toThrow();
    });

    it('has examples that match their schemas', () => {
      expect(allExampleFailures(file)).toEqual([]);
    });
  });

  describe.each(documents.map((file) => [serviceOf(file), file]))('%s operations', (_service, file) => {
    it('have a page route, summary, description, tags, security, examples, a 2xx and a 4xx response', () => {
      expect(operationProblems(file, routes)).toEqual([]);
    });
  });

  describe.each(documents.map((file) => [serviceOf(file), file]))('%s webhooks', (_service, file) => {
    it('have a page route, summary, description, the FLP headers, a payload example, 2XX and default answers', () => {
      expect(webhookProblems(file, routes)).toEqual([]);
    });
  });

  it("take back what a metadata item's read and its versions return, as the rollback says", () => {
    // The update's and list versions' prose: "To roll back, PUT the item of an earlier version".
    const file = join(API, 'metadata-service.yaml');
    const document = deref(closedForChecks(loadFile(file)), file) as JsonObject;
    const paths = document.paths as JsonObject;
    const media = (op: Json, status: string) =>
      ((((op as JsonObject).responses as JsonObject)[status] as JsonObject).content as JsonObject)[
        'application/json'
      ] as JsonObject;
    const values = (m: JsonObject) => Object.values(m.examples as JsonObject).map((e) => (e as JsonObject).value);
    const item = paths['/metadata/v3/items/{id}'] as JsonObject;
    const body = ((item.put as JsonObject).requestBody as JsonObject).content as JsonObject;
    const validate = validatorFor((body['application/json'] as JsonObject).schema as Json);
    const versions = values(media((paths['/metadata/v3/items/{id}/versions'] as JsonObject).get as Json, '200'));
    const read = [
      ...values(media(item.get as Json, '200')),
      ...versions.flatMap((page) => ((page as JsonObject).items as JsonObject[]).map((v) => v.item as Json)),
    ];
    expect(read.length).toBeGreaterThan(1);
    const refused = read.filter((value) => !validate(value)).map(() => ajv.errorsText(validate.errors));
    expect(refused).toEqual([]);
  });

  it('declare the flpOAuth scheme as a copy of the shared one', () => {
    const shared = (loadFile(SHARED) as JsonObject).components as JsonObject;
    const scheme = (shared.securitySchemes as JsonObject).flpOAuth;
    for (const file of documents) {
      const components = (loadFile(file) as JsonObject).components as JsonObject;
      expect((components.securitySchemes as JsonObject).flpOAuth, serviceOf(file)).toEqual(scheme);
    }
  });

  it('document every page route at most once across all documents', () => {
    // The manifest fails on a route claimed twice, and on two operations sharing a page where the
    // second does not name the first in x-flp-page (tests/unit/api-manifest.test.ts shows both).
    const routesOfPages = manifest.map((page) => page.route);
    expect(new Set(routesOfPages).size).toBe(routesOfPages.length);
  });
});
