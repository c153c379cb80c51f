/**
 * What the page renderers of one document share: the document's pages from the manifest (the routes
 * of its operations and schema pages), its prose with the operations it names linked, the field and
 * parameter tables, media types with their examples, and the overview of its service. Routes are the
 * manifest's (manifest.ts): nothing here joins one.
 */
import { type Json, type JsonObject, type ServiceDocument, isObject, resolve } from '../bundle';
import { type FieldBlock, type FieldContext, fieldBlocks, schemaNotes, typeLabel } from '../fields';
import { mdCell, mdCode, mdTable, mdText } from '../mdx';
import { type OperationRef, linkOperations } from '../operationLinks';
import { type ApiPage, overviewCandidates } from '../manifest';
import { type ApiOperation, collectOperations } from '../operations';

export interface GeneratedPage {
  /** Route of the page, e.g. /docs/products/cms/metadata-service/get_episodes. */
  route: string;
  /** File under docs/, e.g. products/cms/metadata-service/get_episodes.api.mdx. */
  file: string;
  kind: 'operation' | 'schema' | 'webhook';
  content: string;
}

export interface RenderOptions {
  /** Whether a hand-written docs page exists at a route (to link service overviews). */
  hasPage: (route: string) => boolean;
  /** Server used in the code samples; default the reader's API base URL placeholder. */
  server?: string;
  /**
   * The code the SDKs report each API code as (catalog/errors `sdkCode`): a response that gives the
   * API code names the SDK's in its prose only, so it is not one of the response's codes.
   */
  sdkCodes?: ReadonlyMap<string, string>;
}

/** The API guides the pages link to. */
export const GUIDES = {
  auth: '/docs/api/doc1.1',
  errors: '/docs/api/doc2',
  pagination: '/docs/api/doc3',
  rateLimits: '/docs/api/doc5',
  idempotency: '/docs/api/doc7',
  webhooks: '/docs/api/doc8',
};

export const GENERATED_SUFFIX = '.api.mdx';

export function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

export function str(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function heading(level: number, text: string): string {
  return `${'#'.repeat(level)} ${text}`;
}

/** The file of a manifest page under docs/ and its front matter `id` (the docs plugin joins them to its id). */
export function pageFile(page: ApiPage): { file: string; id: string } {
  return { file: `${page.id}${GENERATED_SUFFIX}`, id: page.id.slice(page.id.lastIndexOf('/') + 1) };
}

function exampleOf(node: JsonObject): Json | undefined {
  if (node.example !== undefined) return node.example;
  const examples = obj(node.examples);
  const first = Object.values(examples)[0];
  if (first !== undefined) return obj(first).value;
  return undefined;
}

/** Examples of a media type or parameter: [name, summary, value]. */
export function namedExamples(doc: JsonObject, node: JsonObject): [string, string, Json][] {
  const result: [string, string, Json][] = [];
  if (node.example !== undefined) result.push(['example', '', node.example]);
  for (const [name, exampleNode] of Object.entries(obj(node.examples))) {
    const example = obj(resolve(doc, exampleNode).value);
    if (example.value !== undefined) result.push([name, str(example.summary), example.value]);
  }
  if (!result.length) {
    const schema = obj(resolve(doc, node.schema).value);
    const fromSchema = Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
    if (fromSchema !== undefined) result.push(['example', '', fromSchema]);
  }
  return result;
}

export function parameterExample(doc: JsonObject, param: JsonObject): Json | undefined {
  const direct = exampleOf(param);
  if (direct !== undefined) return direct;
  const schema = obj(resolve(doc, param.schema).value);
  return Array.isArray(schema.examples) ? schema.examples[0] : (schema.example ?? schema.default);
}

/** One document and its pages in the manifest, as every page of the document is rendered. */
export class ServiceContext {
  readonly doc: JsonObject;
  readonly fields: FieldContext;
  /** The page route of each schema with a page of its own. */
  readonly schemaRoutes = new Map<string, string>();
  /** The operations of the document and their pages, for the links of its prose (operationLinks.ts). */
  readonly operationRefs: OperationRef[];
  private readonly operationRoutes = new Map<string, string>();

  /** `pages`: the manifest's pages of this document (manifest.ts). */
  constructor(
    readonly service: ServiceDocument,
    readonly options: RenderOptions,
    pages: readonly ApiPage[],
  ) {
    this.doc = service.doc;
    for (const page of pages) {
      if (page.service !== service.service) continue;
      if ('schema' in page.source) this.schemaRoutes.set(page.source.schema, page.route);
      if ('operationIds' in page.source)
        for (const id of page.source.operationIds) this.operationRoutes.set(id, page.route);
    }
    this.fields = { doc: this.doc, schemaLink: (name) => this.schemaRoutes.get(name) };
    this.operationRefs = collectOperations(service).map((op) => ({
      operationId: op.operationId,
      summary: str(op.operation.summary),
      route: this.operationRoute(op),
    }));
  }

  get name(): string {
    return this.service.service;
  }

  /** The service's title without the company name: `Live API`. */
  get title(): string {
    return str(obj(this.doc.info).title).replace(/^FLP /, '');
  }

  /** The route of the page an operation of the document is documented on. */
  operationRoute(op: ApiOperation): string {
    const route = this.operationRoutes.get(op.operationId);
    if (!route) throw new Error(`api-reference: no page for ${this.name} ${op.operationId}`);
    return route;
  }

  /** Hand-written overview of the service, if there is one (manifest.ts names where it may be). */
  overviewRoute(): string | undefined {
    return overviewCandidates(this.service).find((route) => this.options.hasPage(route));
  }

  /** Whether an operation's request or 2xx responses reach schema `name` through references. */
  reaches(op: ApiOperation, name: string): boolean {
    const seen = new Set<string>();
    const visit = (node: Json | undefined): boolean => {
      if (Array.isArray(node)) return node.some(visit);
      if (!isObject(node)) return false;
      if (typeof node.$ref === 'string') {
        const target = node.$ref.replace(/^.*\//, '');
        if (node.$ref.includes('/schemas/') && target === name) return true;
        if (seen.has(node.$ref)) return false;
        seen.add(node.$ref);
        return visit(resolve(this.doc, node).value);
      }
      return Object.entries(node).some(([key, value]) => key !== 'examples' && key !== 'example' && visit(value));
    };
    const responses = Object.entries(obj(op.operation.responses)).filter(([status]) => status.startsWith('2'));
    return visit(op.operation.requestBody) || responses.some(([, response]) => visit(response));
  }
}

/** A response body shown on the page: the id of its response's heading and its operation's method. */
export interface ShownBody {
  id: string;
  method: string;
}

/**
 * The writer of one page of a document: its prose links the operations it names to their pages,
 * except the operations of the page itself (`pageOperations`).
 */
export class PageWriter {
  /**
   * The response bodies the page's first operation shows, by their rendered text: where a variant
   * on the same page answers with the same body, its section links to that one instead of repeating
   * its field tables and example (render/responses.ts).
   */
  readonly shownBodies = new Map<string, ShownBody>();

  constructor(
    readonly context: ServiceContext,
    private readonly pageOperations: ReadonlySet<string> = new Set(),
  ) {}

  get doc(): JsonObject {
    return this.context.doc;
  }

  /** Prose of the document, with the operations it names linked to their pages (not to this page). */
  prose(text: string): string {
    return linkOperations(text, this.context.operationRefs, this.pageOperations);
  }

  fieldTables(blocks: FieldBlock[]): string {
    const out: string[] = [];
    for (const block of blocks) {
      if (block.title)
        out.push(`**${mdText(block.title)}**${block.description ? `: ${mdText(block.description)}` : ''}`);
      else if (block.description) out.push(mdText(block.description));
      if (block.rows.length) {
        out.push(
          mdTable(
            ['Field', 'Type', 'Required', 'Description'],
            block.rows.map((row) => [
              `\`${row.name.replace(/\|/g, '\\|')}\``,
              row.type.replace(/\|/g, '\\|'),
              row.required ? 'yes' : 'no',
              mdCell([this.prose(row.description), ...row.notes].filter(Boolean).join(' ')) || ' ',
            ]),
          ),
        );
      }
    }
    return out.join('\n\n');
  }

  parameterTable(params: JsonObject[]): string {
    return mdTable(
      ['Name', 'Type', 'Required', 'Description'],
      params.map((param) => {
        const example = parameterExample(this.doc, param);
        const notes = schemaNotes(this.doc, param.schema).filter((note) => !note.startsWith('Example:'));
        if (example !== undefined)
          notes.push(`Example: \`${typeof example === 'string' ? example : JSON.stringify(example)}\`.`);
        if (param.deprecated === true) notes.unshift('Deprecated.');
        return [
          `\`${str(param.name)}\``,
          typeLabel(this.context.fields, param.schema).replace(/\|/g, '\\|'),
          param.required === true ? 'yes' : 'no',
          mdCell([this.prose(str(param.description)), ...notes].filter(Boolean).join(' ')) || ' ',
        ];
      }),
    );
  }

  /** The media types of a request, response or payload: schema link, field tables, examples. */
  mediaSection(content: JsonObject, label: string): string {
    const out: string[] = [];
    for (const [type, mediaNode] of Object.entries(content)) {
      const media = obj(mediaNode);
      if (Object.keys(content).length > 1 || !type.includes('json')) out.push(`Content type: \`${type}\`.`);
      if (media.schema !== undefined) {
        const schema = resolve(this.doc, media.schema);
        const link = schema.name ? this.context.schemaRoutes.get(schema.name) : undefined;
        if (link) out.push(`Schema: [${schema.name}](${link}).`);
        out.push(this.fieldTables(fieldBlocks(this.context.fields, media.schema)));
      }
      for (const [name, summary, value] of namedExamples(this.doc, media)) {
        const title = `${label} example${name !== 'example' ? `: ${summary || name}` : ''}`;
        out.push(
          mdCode(
            typeof value === 'string' ? value : JSON.stringify(value, null, 2),
            typeof value === 'string' ? 'text' : 'json',
            title,
          ),
        );
      }
    }
    return out.filter(Boolean).join('\n\n');
  }
}

/** The end of a schema or webhook page's front matter and its one import. */
export function pageHead(tag: string): string[] {
  return [`tags: [${tag}]`, 'custom_edit_url: null', '---', '', "import ApiTable from '@theme/ApiTable';", ''];
}
