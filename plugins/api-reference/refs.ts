/** OpenAPI document values and local references: pure, used by the build and by the browser panel. */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `#/components/<kind>/<name>` → [kind, name]. */
export function componentRef(ref: string): [string, string] | null {
  const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
  return match ? [match[1] ?? '', decodeURIComponent(match[2] ?? '')] : null;
}

/** Follows local references until a value that is not a reference (a cycle of references is an error). */
export function resolve(doc: JsonObject, node: Json | undefined): { value: Json | undefined; name?: string } {
  let current = node;
  let name: string | undefined;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`api-reference: reference cycle at ${ref}`);
    seen.add(ref);
    const parts = componentRef(ref);
    if (!parts) throw new Error(`api-reference: unsupported reference ${ref}`);
    const group = isObject(doc.components) ? doc.components[parts[0]] : undefined;
    const value = isObject(group) ? group[parts[1]] : undefined;
    if (value === undefined) throw new Error(`api-reference: unresolved reference ${ref}`);
    name = parts[1];
    current = value;
  }
  return { value: current, name };
}
