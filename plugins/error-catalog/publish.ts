/**
 * The public form of the catalogue: /error-codes.json and its JSON Schema.
 * Pure, so the tests can check exactly what the build publishes.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { type Catalog, categorySchema, entrySchema } from './schema';

export const JSON_PATH = '/error-codes.json';
export const SCHEMA_PATH = '/error-codes.schema.json';

export interface PublicCatalog extends Catalog {
  $schema: string;
  version: string;
}

/** Changes exactly when the published content changes. */
export function catalogVersion(catalog: Catalog): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ categories: catalog.categories, entries: catalog.entries }));
  return `sha256-${hash.digest('hex').slice(0, 16)}`;
}

export function publicCatalog(catalog: Catalog, siteUrl: string, baseUrl: string): PublicCatalog {
  return {
    $schema: new URL(`${baseUrl}${SCHEMA_PATH.slice(1)}`, siteUrl).href,
    version: catalogVersion(catalog),
    categories: catalog.categories,
    sources: catalog.sources,
    entries: catalog.entries,
  };
}

export function publicCatalogJsonSchema(id: string): Record<string, unknown> {
  const schema = z.strictObject({
    $schema: z.string(),
    version: z.string(),
    categories: z.array(categorySchema),
    sources: z.array(z.strictObject({ id: z.string(), title: z.string() })),
    entries: z.array(entrySchema.extend({ source: z.string() })),
  });
  return {
    ...z.toJSONSchema(schema, { target: 'draft-2020-12' }),
    $id: id,
    title: 'FLP error catalogue',
    description: 'Every E-NNNN code of the FLP player SDKs and APIs.',
  };
}
