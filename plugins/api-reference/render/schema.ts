/**
 * The page of a named schema (a content type of the metadata service, a type of the data model apps
 * receive): its description, field tables, example and the operations that use it.
 */
import { type Json, isObject } from '../bundle';
import { fieldBlocks } from '../fields';
import { firstSentence, mdCode, mdParagraphs, mdText, yamlString } from '../mdx';
import { SCHEMA_TAG } from '../../../api/routes';
import type { ApiPage } from '../manifest';
import type { ApiOperation } from '../operations';
import { type GeneratedPage, PageWriter, type ServiceContext, heading, obj, pageFile, pageHead, str } from './common';

/** The page of a schema of the manifest; `operations`: the document's, those that use it are listed. */
export function schemaPage(
  context: ServiceContext,
  page: ApiPage & { source: { schema: string } },
  operations: ApiOperation[],
): GeneratedPage {
  const { route, title, sidebarLabel: label } = page;
  const name = page.source.schema;
  const schemas = obj(obj(context.doc.components).schemas);
  const schema = schemas[name];
  if (!isObject(schema))
    throw new Error(`api-reference: api/${context.name}.yaml has no schema ${name} (for ${route})`);
  const { file, id } = pageFile(page);
  const description = str(schema.description);
  const users = operations.filter((op) => context.reaches(op, name));
  const writer = new PageWriter(context);
  const ref: Json = { $ref: `#/components/schemas/${name}` };
  const example = Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
  const out = [
    '---',
    `id: ${id}`,
    `title: ${yamlString(title)}`,
    `sidebar_label: ${yamlString(label)}`,
    `description: ${yamlString(firstSentence(description) || `The ${name} schema.`)}`,
    ...pageHead(SCHEMA_TAG),
    mdParagraphs(writer.prose(description)),
    '',
    mdText(`Defined as \`${name}\` in the ${context.title} OpenAPI document.`) +
      ` [Download it](pathname:///api/${context.name}.yaml) (YAML).`,
    '',
    heading(2, 'Fields'),
    '',
    writer.fieldTables(
      fieldBlocks(
        { ...context.fields, schemaLink: (n) => (n === name ? undefined : context.fields.schemaLink?.(n)) },
        ref,
      ),
    ),
    '',
  ];
  if (example !== undefined) out.push(heading(2, 'Example'), '', mdCode(JSON.stringify(example, null, 2), 'json'), '');
  if (users.length) {
    out.push(heading(2, 'Used by'), '');
    for (const op of users) {
      out.push(
        `- [${mdText(str(op.operation.summary))}](${context.operationRoute(op)}) — \`${op.method.toUpperCase()} ${op.path}\``,
      );
    }
    out.push('');
  }
  return { route, file, kind: 'schema', content: out.join('\n') };
}
