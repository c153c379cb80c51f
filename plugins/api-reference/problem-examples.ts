/**
 * Problem examples of responses shared between operations (`api/shared/components.yaml`, or a
 * response component of a document used by several operations) are written once, for one of them.
 * Shown under another operation they must still speak of that operation: its own path in
 * `instance`, and errors only about parameters it takes. Pure; used by the page renderer and by
 * the content checks (`checks/openapi.ts`), so both read the same examples.
 */
import { type Json, type JsonObject, isObject } from './refs';

/** A path template (`/playback/v3/streams/{streamSessionId}`) as a regular expression for concrete paths. */
export function pathPattern(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/** Whether a concrete path (`/playback/v3/streams/ss_1`) is an instance of the template. */
export const matchesPath = (template: string, path: string) => pathPattern(template).test(path.split('?')[0]!);

/**
 * Parameters an operation takes, as `query/limit`, `header/x-flp-device-id`, `path/streamsessionid`;
 * a required one is also there as its `requiredKey` (`header/x-flp-device-id!`).
 */
export type ParameterSet = ReadonlySet<string>;

export const parameterKey = (location: string, name: string) => `${location}/${name}`.toLowerCase();

/** The key that says a parameter is required (path parameters always are). */
export const requiredKey = (location: string, name: string) => `${parameterKey(location, name)}!`;

/** The parameter set of an operation's (resolved) parameter objects. */
export function parameterSet(parameters: readonly { in?: unknown; name?: unknown; required?: unknown }[]): Set<string> {
  const out = new Set<string>();
  for (const p of parameters) {
    const [location, name] = [String(p.in), String(p.name)];
    out.add(parameterKey(location, name));
    if (p.required === true || location === 'path') out.add(requiredKey(location, name));
  }
  return out;
}

/** A credential an operation's security takes, as a parameter (`header Authorization`). */
export interface CredentialParameter {
  in: string;
  name: string;
  required: boolean;
}

/**
 * The credentials an operation takes, from its security requirements (its own, else its document's)
 * and the document's security schemes: an API key where the scheme puts it, and any other scheme
 * (OAuth 2, OpenID Connect, HTTP bearer) as the `Authorization` header. A credential is required
 * when every requirement needs it; an empty requirement (`- {}`) allows calls without any. So a
 * shared example whose errors say the token is missing (`#/header/Authorization`, `Missing.`) is
 * shown only where a token is required.
 */
export function credentialParameters(security: unknown, schemes: unknown): CredentialParameter[] {
  if (!Array.isArray(security)) return [];
  const requirements = security.filter(isObject);
  const byKey = new Map<string, CredentialParameter & { count: number }>();
  for (const requirement of requirements) {
    const keys = new Set<string>();
    for (const name of Object.keys(requirement)) {
      const scheme = isObject(schemes) ? schemes[name] : undefined;
      if (!isObject(scheme)) continue;
      const [location, header] =
        scheme.type === 'apiKey' ? [String(scheme.in), String(scheme.name)] : ['header', 'Authorization'];
      const key = parameterKey(location, header);
      if (keys.has(key)) continue;
      keys.add(key);
      const seen = byKey.get(key);
      if (seen) seen.count += 1;
      else byKey.set(key, { in: location, name: header, required: false, count: 1 });
    }
  }
  return [...byKey.values()].map(({ count, ...p }) => ({ ...p, required: count === requirements.length }));
}

/** An error about a parameter that was not sent (`detail: Missing.`): only a required one can be missing. */
const MISSING = /^missing\b/i;

/**
 * The parameters named by an example's `errors[].pointer`s (`#/query/limit`), as parameter keys; an
 * error that says the parameter is missing names it as its `requiredKey`.
 */
export function pointerParameters(example: Json): string[] {
  if (!isObject(example) || !Array.isArray(example.errors)) return [];
  return example.errors.flatMap((e) => {
    const pointer = isObject(e) && typeof e.pointer === 'string' ? e.pointer : '';
    // A field of the request body (`/seasonNumber`, `/localized/title/en`): its top-level field.
    const field = /^\/([^/]+)/.exec(pointer);
    if (field) return [parameterKey(BODY, field[1]!.replace(/~1/g, '/').replace(/~0/g, '~'))];
    const m = /^#\/(query|header|path|cookie)\/(.+)$/.exec(pointer);
    if (!m) return [];
    const missing = isObject(e) && typeof e.detail === 'string' && MISSING.test(e.detail);
    return [missing ? requiredKey(m[1]!, m[2]!) : parameterKey(m[1]!, m[2]!)];
  });
}

/**
 * Whether every parameter an example's errors name is one the operation takes (and, for an error that
 * says it is missing, requires), and every field of the request body it names one the body has.
 */
export const appliesTo = (example: Json, parameters: ParameterSet) =>
  pointerParameters(example).every((p) => parameters.has(p) || (isBodyField(p) && parameters.has(ANY_BODY_FIELD)));

/** The location of a request body's fields in a parameter set (`body/seasonnumber`). */
const BODY = 'body';
/** Whether a key of `pointerParameters` is a field of the request body rather than a parameter. */
export const isBodyField = (key: string) => key.startsWith(`${BODY}/`);
/** In a parameter set: a request body whose fields are not all known (a reference not followed). */
const ANY_BODY_FIELD = parameterKey(BODY, '*');

/**
 * The top-level fields of an operation's JSON request body, as parameters (`in: 'body'`) for
 * `parameterSet`, so that a shared example whose errors point at body fields (`/seriesId`) shows only
 * under operations whose body has them. Fields of every branch count (`allOf`, `oneOf`, `anyOf`);
 * `resolve` follows a `$ref` and answers undefined where it cannot, and then any field counts.
 */
export function bodyParameters(
  requestBody: unknown,
  resolve: (node: JsonObject) => unknown,
): { in: string; name: string }[] {
  const follow = (node: unknown): unknown => (isObject(node) && typeof node.$ref === 'string' ? resolve(node) : node);
  const body = follow(requestBody);
  if (!isObject(body) || !isObject(body.content)) return [];
  const names = new Set<string>();
  let unknown = false;
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    const schema = follow(node);
    if (schema === undefined) unknown = true;
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) names.add(name);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = schema[key];
      if (Array.isArray(list)) list.forEach(visit);
    }
  };
  for (const media of Object.values(body.content)) if (isObject(media)) visit(media.schema);
  return [...names, ...(unknown ? ['*'] : [])].map((name) => ({ in: BODY, name }));
}

/**
 * A shared example as shown under an operation: `instance` becomes the operation's path (its path
 * parameters filled from their examples) when it names another path; null when its errors name a
 * parameter the operation does not take, or a field its request body does not have (then it is not
 * shown there).
 */
export function adaptSharedExample(
  example: Json,
  template: string,
  concretePath: string,
  parameters: ParameterSet,
): Json | null {
  if (!appliesTo(example, parameters)) return null;
  if (!isObject(example) || typeof example.instance !== 'string' || matchesPath(template, example.instance)) {
    return example;
  }
  const adapted: JsonObject = { ...example, instance: concretePath };
  return adapted;
}
