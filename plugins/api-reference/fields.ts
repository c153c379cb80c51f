/**
 * Turns a JSON Schema of a bundled OpenAPI document into field tables: one row per field, nested fields
 * named with dotted paths (`availability.regions`, `images[].url`, `title.{locale}`), so every field name
 * is in the page's static HTML.
 */
import { type Json, type JsonObject, isObject, resolve } from './bundle';

export interface FieldRow {
  /** Dotted path of the field. */
  name: string;
  /** Markdown type label (may link to the schema's page). */
  type: string;
  required: boolean;
  description: string;
  /** Constraints and values: enum, default, format, limits, pattern, read-only. */
  notes: string[];
}

export interface FieldBlock {
  /** Set for the variants of a `oneOf`: the variant's name. */
  title?: string;
  description?: string;
  rows: FieldRow[];
}

export interface FieldContext {
  doc: JsonObject;
  /** The page of a named schema, if it has one (a route). */
  schemaLink?: (name: string) => string | undefined;
  /** Nesting depth up to which nested fields are listed. */
  maxDepth?: number;
}

interface Merged {
  schema: JsonObject;
  properties: [string, Json][];
  required: Set<string>;
  description: string;
}

const MAX_DEPTH = 5;

/** A schema with its `allOf` parts merged in (properties in order, required fields united). */
export function mergeSchema(doc: JsonObject, node: Json | undefined, stack: readonly string[] = []): Merged {
  const { value, name } = resolve(doc, node);
  const schema = isObject(value) ? value : {};
  const properties = new Map<string, Json>();
  const required = new Set<string>();
  const descriptions: string[] = [];
  if (typeof schema.description === 'string') descriptions.push(schema.description);
  const innerStack = name ? [...stack, name] : stack;
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const partName = resolve(doc, part).name;
      if (partName && innerStack.includes(partName)) continue;
      const merged = mergeSchema(doc, part, innerStack);
      for (const [key, prop] of merged.properties) properties.set(key, prop);
      merged.required.forEach((key) => required.add(key));
      if (!descriptions.length && merged.description) descriptions.push(merged.description);
    }
  }
  if (isObject(schema.properties)) {
    for (const [key, prop] of Object.entries(schema.properties)) {
      const previous = properties.get(key);
      // A variant that only pins a value (`type: {const: series}`) keeps the inherited description.
      properties.set(
        key,
        previous !== undefined && isObject(prop) && !prop.description ? { ...asObject(previous, doc), ...prop } : prop,
      );
    }
  }
  if (Array.isArray(schema.required)) schema.required.forEach((key) => typeof key === 'string' && required.add(key));
  return { schema, properties: [...properties], required, description: descriptions[0] ?? '' };
}

function asObject(node: Json, doc: JsonObject): JsonObject {
  const { value } = resolve(doc, node);
  return isObject(value) ? value : {};
}

function code(value: Json | undefined): string {
  return `\`${JSON.stringify(value)}\``;
}

function typeNames(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** Markdown label of a schema's type: `string (date-time)`, `array of [Image](…)`, `string | null`. */
export function typeLabel(ctx: FieldContext, node: Json | undefined, depth = 0): string {
  const { value, name } = resolve(ctx.doc, node);
  const schema = isObject(value) ? value : {};
  const link = name ? ctx.schemaLink?.(name) : undefined;
  if (name && link) return `[${name}](${link})`;
  if ('const' in schema) return `${code(schema.const)} (constant)`;
  const variants = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (variants && depth < 3) {
    const labels = variants.map((variant) => {
      const resolved = resolve(ctx.doc, variant);
      const title =
        isObject(resolved.value) && typeof resolved.value.title === 'string' ? resolved.value.title : undefined;
      return resolved.name && !ctx.schemaLink?.(resolved.name) && title ? title : typeLabel(ctx, variant, depth + 1);
    });
    return labels.join(' or ');
  }
  let types = typeNames(schema);
  if (!types.length && Array.isArray(schema.allOf)) {
    const merged = mergeSchema(ctx.doc, node);
    types = typeNames(merged.schema);
    if (!types.length && merged.properties.length) types = ['object'];
  }
  if (!types.length && isObject(schema.properties)) types = ['object'];
  const labels = types.map((type) => {
    if (type === 'array') return `array of ${depth < 3 ? typeLabel(ctx, schema.items, depth + 1) : 'items'}`;
    if (type === 'object' && isObject(schema.additionalProperties) && !isObject(schema.properties)) {
      return `map of ${typeLabel(ctx, schema.additionalProperties, depth + 1)}`;
    }
    if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
    if (type === 'object' && name) return `object (${name})`;
    return type;
  });
  return labels.length ? labels.join(' | ') : name ? `object (${name})` : 'any';
}

/** Constraints of a schema, as short Markdown notes. */
export function schemaNotes(doc: JsonObject, node: Json | undefined): string[] {
  const merged = mergeSchema(doc, node);
  const schema = merged.schema;
  const notes: string[] = [];
  // A constant (a oneOf variant pinning `type`) says everything: no inherited enum or example.
  if ('const' in schema) return schema.readOnly === true ? ['Read-only: ignored when sent.'] : [];
  const enumValues = Array.isArray(schema.enum) ? schema.enum : null;
  if (enumValues) notes.push(`One of: ${enumValues.map((v) => code(v)).join(', ')}.`);
  if (schema.default !== undefined) notes.push(`Default: ${code(schema.default)}.`);
  const limit = (label: string, key: string): void => {
    if (typeof schema[key] === 'number') notes.push(`${label} ${String(schema[key])}.`);
  };
  limit('Minimum', 'minimum');
  limit('Maximum', 'maximum');
  limit('Minimum length', 'minLength');
  limit('Maximum length', 'maxLength');
  limit('At least', 'minItems');
  limit('At most', 'maxItems');
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    notes[notes.length - 1] = `${notes[notes.length - 1]?.slice(0, -1) ?? ''} items.`;
  }
  if (typeof schema.pattern === 'string') notes.push(patternNote(schema.pattern, schema.format));
  if (schema.uniqueItems === true) notes.push('Unique items.');
  if (schema.readOnly === true) notes.push('Read-only: ignored when sent.');
  if (schema.writeOnly === true) notes.push('Write-only: never returned.');
  if (schema.deprecated === true) notes.push('Deprecated.');
  const items = isObject(schema.items) ? asObject(schema.items, doc) : null;
  if (items && Array.isArray(items.enum)) notes.push(`Items one of: ${items.enum.map((v) => code(v)).join(', ')}.`);
  const example = Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
  if (example !== undefined && (typeof example !== 'object' || example === null))
    notes.push(`Example: ${code(example)}.`);
  return notes;
}

/**
 * What a `pattern` asks of a value. A date-time's format says most of it: its pattern only narrows
 * it, as `Z$` (written in UTC) does, which read as "Pattern: `Z$`" meant nothing to a reader.
 */
export function patternNote(pattern: string, format: Json | undefined): string {
  if (format === 'date-time' || format === 'date') {
    if (pattern === 'Z$' || pattern === '[Zz]$') return 'Ends in `Z` (UTC).';
    return `Must also match the regular expression \`${pattern}\`.`;
  }
  return `Pattern: \`${pattern}\`.`;
}

function variantsOf(schema: JsonObject): Json[] | null {
  if (Array.isArray(schema.oneOf)) return schema.oneOf;
  if (Array.isArray(schema.anyOf)) return schema.anyOf;
  return null;
}

function rowsOf(
  ctx: FieldContext,
  node: Json | undefined,
  prefix: string,
  depth: number,
  stack: readonly string[],
): FieldRow[] {
  const merged = mergeSchema(ctx.doc, node, stack);
  const rows: FieldRow[] = [];
  for (const [key, prop] of merged.properties) {
    const name = `${prefix}${key}`;
    const propMerged = mergeSchema(ctx.doc, prop, stack);
    rows.push({
      name,
      type: typeLabel(ctx, prop),
      required: merged.required.has(key),
      description: propMerged.description,
      notes: schemaNotes(ctx.doc, prop),
    });
    rows.push(...nestedRows(ctx, prop, name, depth + 1, stack));
  }
  return rows;
}

/** The rows nested under a field: its object properties, array items or map values. */
function nestedRows(
  ctx: FieldContext,
  node: Json | undefined,
  name: string,
  depth: number,
  stack: readonly string[],
): FieldRow[] {
  if (depth > (ctx.maxDepth ?? MAX_DEPTH)) return [];
  const { value, name: refName } = resolve(ctx.doc, node);
  if (refName && (stack.includes(refName) || ctx.schemaLink?.(refName))) return [];
  const inner = refName ? [...stack, refName] : stack;
  const schema = isObject(value) ? value : {};
  const merged = mergeSchema(ctx.doc, node, stack);
  if (merged.properties.length) return rowsOf(ctx, node, `${name}.`, depth, inner);
  const types = typeNames(schema);
  if (types.includes('array') && schema.items !== undefined)
    return nestedRows(ctx, schema.items, `${name}[]`, depth, inner);
  if (isObject(schema.additionalProperties))
    return nestedRows(ctx, schema.additionalProperties, `${name}.{key}`, depth, inner);
  const variants = variantsOf(schema);
  if (variants) return variants.flatMap((variant) => nestedRows(ctx, variant, name, depth, inner));
  return [];
}

/** The field tables of a schema: one block, or the common fields and one block per `oneOf` variant. */
export function fieldBlocks(ctx: FieldContext, node: Json | undefined): FieldBlock[] {
  const { value, name } = resolve(ctx.doc, node);
  const schema = isObject(value) ? value : {};
  const stack = name ? [name] : [];
  const types = typeNames(schema);
  if (types.includes('array') && schema.items !== undefined) {
    return [
      {
        description: `An array of ${typeLabel(ctx, schema.items)}.`,
        rows: nestedRows(ctx, schema.items, '[]', 1, stack),
      },
    ];
  }
  const blocks: FieldBlock[] = [];
  const common = rowsOf(ctx, node, '', 0, stack);
  const variants = variantsOf(schema);
  if (common.length || !variants) blocks.push({ rows: common });
  if (variants) {
    const commonNames = new Set(common.map((row) => row.name));
    for (const variant of variants) {
      const resolved = resolve(ctx.doc, variant);
      const variantSchema = isObject(resolved.value) ? resolved.value : {};
      const title = typeof variantSchema.title === 'string' ? variantSchema.title : (resolved.name ?? 'variant');
      const link = resolved.name ? ctx.schemaLink?.(resolved.name) : undefined;
      const merged = mergeSchema(ctx.doc, variant, stack);
      blocks.push({
        title,
        description: link
          ? `See [${resolved.name ?? title}](${link}) for its fields.`
          : merged.description || undefined,
        rows: link
          ? []
          : rowsOf(ctx, variant, '', 0, resolved.name ? [...stack, resolved.name] : stack).filter(
              (row) => !commonNames.has(row.name) || row.type.includes('constant'),
            ),
      });
    }
  }
  return blocks;
}
