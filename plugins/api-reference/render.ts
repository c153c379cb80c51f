/**
 * The generated API reference pages: one MDX page per operation (with the operations documented on
 * it) and one per schema page, everything a reader needs in the static HTML: method and path,
 * authentication, parameters, request and response fields with examples, errors, code samples.
 */
import { type Json, type JsonObject, type ServiceDocument, isObject, resolve } from './bundle';
import { type FieldBlock, type FieldContext, fieldBlocks, schemaNotes, typeLabel } from './fields';
import { firstSentence, mdCell, mdCode, mdParagraphs, mdTable, mdText, yamlString } from './mdx';
import { SAMPLE_SERVER, type SampleRequest, codeSamples } from './samples';
import { adaptSharedExample, parameterKey } from './problem-examples';
import { EXAMPLE_WEBHOOK_SECRET, signDelivery } from './webhook-delivery';
import { parameterPlaceholder } from './readerVariables';
import { type OperationRef, linkOperations } from './operationLinks';
import { OVERVIEW_EXTENSION, SCHEMA_TAG, SERVICE_ROUTE_FOLDERS, serviceTag } from '../../api/routes';
import { type ApiPage, apiPages } from './manifest';
import { type ApiOperation, type ApiWebhook, collectOperations, collectWebhooks } from './operations';
import { TAB_GROUPS } from '../../src/data/registry';

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
}

const GUIDES = {
  auth: '/docs/api/doc1.1',
  errors: '/docs/api/doc2',
  pagination: '/docs/api/doc3',
  rateLimits: '/docs/api/doc5',
  idempotency: '/docs/api/doc7',
  webhooks: '/docs/api/doc8',
};

export { EXAMPLE_WEBHOOK_SECRET };
export { type ApiOperation, type ApiWebhook, collectOperations, collectWebhooks };

export const GENERATED_SUFFIX = '.api.mdx';

/** Optional headers the code samples send wherever an operation takes them. */
const SAFE_WRITE_HEADERS: readonly string[] = ['Idempotency-Key', 'If-Match'];

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '410': 'Gone',
  '412': 'Precondition Failed',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '428': 'Precondition Required',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

function str(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

function docFile(route: string): string {
  return `${route.replace(/^\/docs\//, '')}${GENERATED_SUFFIX}`;
}

function serviceTitle(doc: JsonObject): string {
  return str(obj(doc.info).title).replace(/^FLP /, '');
}

function heading(level: number, text: string): string {
  return `${'#'.repeat(level)} ${text}`;
}

function exampleOf(node: JsonObject): Json | undefined {
  if (node.example !== undefined) return node.example;
  const examples = obj(node.examples);
  const first = Object.values(examples)[0];
  if (first !== undefined) return obj(first).value;
  return undefined;
}

/** Examples of a media type or parameter: [name, summary, value]. */
function namedExamples(doc: JsonObject, node: JsonObject): [string, string, Json][] {
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

function parameterExample(doc: JsonObject, param: JsonObject): Json | undefined {
  const direct = exampleOf(param);
  if (direct !== undefined) return direct;
  const schema = obj(resolve(doc, param.schema).value);
  return Array.isArray(schema.examples) ? schema.examples[0] : (schema.example ?? schema.default);
}

export class PageRenderer {
  private readonly ctx: FieldContext;
  private readonly schemaRoutes = new Map<string, string>();
  /** The operations of the document and their pages, for the links of its prose (operationLinks.ts). */
  private readonly operationRefs: OperationRef[];

  /** The page route of each operation of the document, from the manifest. */
  private readonly operationRoutes = new Map<string, string>();

  /** `pages`: the manifest's pages of this document (manifest.ts). */
  constructor(
    private readonly service: ServiceDocument,
    private readonly options: RenderOptions,
    pages: readonly ApiPage[] = apiPages([service]),
  ) {
    for (const page of pages) {
      if (page.service !== service.service) continue;
      if ('schema' in page.source) this.schemaRoutes.set(page.source.schema, page.route);
      if ('operationIds' in page.source)
        for (const id of page.source.operationIds) this.operationRoutes.set(id, page.route);
    }
    this.ctx = { doc: service.doc, schemaLink: (name) => this.schemaRoutes.get(name) };
    this.operationRefs = collectOperations(service).map((op) => ({
      operationId: op.operationId,
      summary: str(op.operation.summary),
      route: this.operationRoute(op),
    }));
  }

  private operationRoute(op: ApiOperation): string {
    const route = this.operationRoutes.get(op.operationId);
    if (!route) throw new Error(`api-reference: no page for ${this.service.service} ${op.operationId}`);
    return route;
  }

  /** The operations of the page being rendered: its prose does not link to them. */
  private pageOperations: ReadonlySet<string> = new Set();

  /** Prose of the document, with the operations it names linked to their pages (not to this page). */
  private prose(text: string): string {
    return linkOperations(text, this.operationRefs, this.pageOperations);
  }

  private get doc(): JsonObject {
    return this.service.doc;
  }

  private get folder(): string {
    const folder = SERVICE_ROUTE_FOLDERS[this.service.service];
    if (!folder) throw new Error(`api-reference: no route folder for ${this.service.service}`);
    return folder;
  }

  /** Hand-written overview of the service, if there is one: the document's `x-flp-overview`, else next to its pages. */
  private overviewRoute(): string | undefined {
    const explicit = this.doc[OVERVIEW_EXTENSION];
    const candidates = [`${this.folder}overview`, `${this.folder.replace(/[^/]+\/$/, '')}overview`];
    if (typeof explicit === 'string') candidates.unshift(explicit);
    return candidates.find((route) => this.options.hasPage(route));
  }

  private fieldTables(blocks: FieldBlock[]): string {
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

  private parameterTable(params: JsonObject[]): string {
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
          typeLabel(this.ctx, param.schema).replace(/\|/g, '\\|'),
          param.required === true ? 'yes' : 'no',
          mdCell([this.prose(str(param.description)), ...notes].filter(Boolean).join(' ')) || ' ',
        ];
      }),
    );
  }

  private security(op: ApiOperation): { text: string; auth: boolean; optional: boolean } {
    const requirements = Array.isArray(op.operation.security)
      ? op.operation.security
      : Array.isArray(this.doc.security)
        ? this.doc.security
        : [];
    const optional = requirements.some((req) => isObject(req) && Object.keys(req).length === 0);
    const scopes = requirements.flatMap((req) => (isObject(req) && Array.isArray(req.flpOAuth) ? req.flpOAuth : []));
    if (!requirements.some((req) => isObject(req) && 'flpOAuth' in req)) {
      // Another credential than an access token (the playback token of the licence operations): the
      // scheme's own words say what to send.
      const schemes = this.doc.components;
      const defined = isObject(schemes) && isObject(schemes.securitySchemes) ? schemes.securitySchemes : {};
      const others = requirements
        .flatMap((req) => (isObject(req) ? Object.keys(req) : []))
        .map((name) => defined[name])
        .filter(isObject);
      if (others.length === 0) {
        return { text: 'No authentication: anyone may call this operation.', auth: false, optional: true };
      }
      const text = others
        .map((scheme) => {
          const where = scheme.type === 'apiKey' && scheme.in === 'header' ? `In \`${str(scheme.name)}\`: ` : '';
          return `${where}${this.prose(str(scheme.description))}`;
        })
        .join(' Or: ');
      return { text: `${text} See [Authentication and tokens](${GUIDES.auth}).`, auth: true, optional };
    }
    const token = scopes.length
      ? `A service client's access token from the \`flp\` realm (client-credentials grant) with the scope ${scopes.map((s) => `\`${str(s)}\``).join(' and ')}`
      : "The viewer's access token from the `flp` realm";
    const text = `${token}, sent as \`Authorization: Bearer <token>\`.${
      optional ? ' Optional: anonymous calls are answered too, without viewer-specific data.' : ''
    } See [Authentication and tokens](${GUIDES.auth}).`;
    return { text: mdText(text), auth: true, optional };
  }

  /** The end of a schema or webhook page's front matter and its one import. */
  private pageHead(tag: string = serviceTag(this.service.service)): string[] {
    return [`tags: [${tag}]`, 'custom_edit_url: null', '---', '', "import ApiTable from '@theme/ApiTable';", ''];
  }

  /** The documented example request of an operation, as its code samples send it. */
  exampleRequest(op: ApiOperation): SampleRequest {
    return this.sampleRequest(op, this.security(op).auth);
  }

  private sampleRequest(op: ApiOperation, auth: boolean): SampleRequest {
    let path = op.path;
    const query: [string, string][] = [];
    const headers: [string, string][] = [];
    for (const param of op.parameters) {
      const example = parameterPlaceholder(param) ?? parameterExample(this.doc, param);
      const value = example === undefined ? '' : typeof example === 'string' ? example : JSON.stringify(example);
      const name = str(param.name);
      if (param.in === 'path') path = path.replace(`{${name}}`, encodeURIComponent(value));
      else if (param.in === 'query' && (param.required === true || name === 'limit' || parameterPlaceholder(param))) {
        // An array is sent as its style says: form style repeats the name unless `explode: false`.
        if (Array.isArray(example)) {
          const items = example.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
          if (param.explode === false) query.push([name, items.join(',')]);
          else for (const item of items) query.push([name, item]);
        } else query.push([name, value]);
      }
      // Required headers, and wherever the operation takes one the idempotency key and `If-Match`:
      // the samples write the safe way the operations' prose asks for (an update without `If-Match`
      // overwrites a change made since the item was read).
      else if (param.in === 'header' && (param.required === true || SAFE_WRITE_HEADERS.includes(name)))
        headers.push([name, value]);
    }
    const content = obj(obj(resolve(this.doc, op.operation.requestBody).value).content);
    // A JSON body if the operation takes one, else its first media type (e.g. a licence challenge).
    const mediaType =
      ['application/json', 'application/merge-patch+json'].find((type) => type in content) ?? Object.keys(content)[0];
    const bodyExample = mediaType ? namedExamples(this.doc, obj(content[mediaType]))[0]?.[2] : undefined;
    return {
      method: op.method,
      url: `${this.options.server ?? SAMPLE_SERVER}${path}`,
      query,
      headers,
      auth,
      ...(mediaType && bodyExample !== undefined ? { body: { mediaType, value: bodyExample } } : {}),
    };
  }

  private mediaSection(content: JsonObject, label: string): string {
    const out: string[] = [];
    for (const [type, mediaNode] of Object.entries(content)) {
      const media = obj(mediaNode);
      if (Object.keys(content).length > 1 || !type.includes('json')) out.push(`Content type: \`${type}\`.`);
      if (media.schema !== undefined) {
        const schema = resolve(this.doc, media.schema);
        const link = schema.name ? this.schemaRoutes.get(schema.name) : undefined;
        if (link) out.push(`Schema: [${schema.name}](${link}).`);
        out.push(this.fieldTables(fieldBlocks(this.ctx, media.schema)));
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

  private headersTable(headers: JsonObject): string {
    const rows = Object.entries(headers).map(([name, node]) => {
      const header = obj(resolve(this.doc, node).value);
      const example = parameterExample(this.doc, header);
      return [
        `\`${name}\``,
        typeLabel(this.ctx, header.schema).replace(/\|/g, '\\|'),
        mdCell(
          [
            this.prose(str(header.description)),
            example !== undefined
              ? `Example: \`${String(typeof example === 'object' ? JSON.stringify(example) : example)}\`.`
              : '',
          ]
            .filter(Boolean)
            .join(' '),
        ) || ' ',
      ];
    });
    return rows.length ? mdTable(['Header', 'Type', 'Description'], rows) : '';
  }

  private errorCodes(response: JsonObject): string[] {
    const codes = new Set<string>();
    const text = JSON.stringify(response);
    for (const match of text.matchAll(/E-\d{4}/g)) codes.add(match[0]);
    const content = obj(response.content);
    for (const media of Object.values(content)) {
      for (const [, , value] of namedExamples(this.doc, obj(media))) {
        for (const match of JSON.stringify(value).matchAll(/E-\d{4}/g)) codes.add(match[0]);
      }
    }
    return [...codes].sort();
  }

  private responsesSection(op: ApiOperation, level: number): string {
    const out: string[] = [];
    const errors: [string, JsonObject, boolean][] = [];
    for (const [status, node] of Object.entries(obj(op.operation.responses))) {
      const response = obj(resolve(this.doc, node).value);
      if (!/^[23]/.test(status)) {
        // A response component is shared between operations: its examples are adapted to this one.
        errors.push([status, response, isObject(node) && typeof node.$ref === 'string']);
        continue;
      }
      out.push(heading(level + 1, `${status} ${STATUS_TEXT[status] ?? ''}`.trim()));
      out.push(mdParagraphs(this.prose(str(response.description))));
      const headers = this.headersTable(obj(response.headers));
      if (headers) out.push(headers);
      out.push(this.mediaSection(obj(response.content), 'Response'));
    }
    if (errors.length) {
      out.push(heading(level + 1, 'Errors'));
      out.push(
        mdText(
          `Errors are \`application/problem+json\` problem details with the platform error code in \`code\` and a \`traceId\` to quote to support; see [Errors and problem details](${GUIDES.errors}).`,
        ),
      );
      out.push(
        mdTable(
          ['Status', 'When', 'Error codes'],
          errors.map(([status, response]) => [
            `${status} ${STATUS_TEXT[status] ?? ''}`.trim(),
            mdCell(this.prose(str(response.description))) || ' ',
            this.errorCodes(response)
              .map((code) => `[${code}](/error-lookup?code=${code})`)
              .join(', ') || ' ',
          ]),
        ),
      );
      const parameters = new Set(op.parameters.map((p) => parameterKey(str(p.in), str(p.name))));
      const concretePath = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
        const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
        const example = param ? parameterExample(this.doc, param) : undefined;
        return typeof example === 'string' || typeof example === 'number' ? String(example) : whole;
      });
      for (const [status, response, shared] of errors) {
        const examples = Object.values(obj(response.content)).flatMap((media) => namedExamples(this.doc, obj(media)));
        const first = shared
          ? examples
              .map(([, , value]) => adaptSharedExample(value, op.path, concretePath, parameters))
              .find((v) => v !== null)
          : examples[0]?.[2];
        if (first === undefined || first === null) continue;
        out.push(
          `<details>\n<summary>Example ${status} response</summary>\n\n${mdCode(JSON.stringify(first, null, 2), 'json')}\n\n</details>`,
        );
      }
    }
    return out.filter(Boolean).join('\n\n');
  }

  /** The sections of one operation, headings from `level`. */
  private operationBody(op: ApiOperation, level: number, primary: boolean): string {
    const out: string[] = [];
    const method = op.method.toUpperCase();
    const security = this.security(op);
    out.push(
      `<ApiEndpoint method="${method}" path=${JSON.stringify(op.path)} service=${JSON.stringify(this.service.service)} operationId=${JSON.stringify(op.operationId)} />`,
    );
    if (!primary) out.push(`**${mdText(str(op.operation.summary))}.**`);
    out.push(mdParagraphs(this.prose(str(op.operation.description))));
    if (op.operation.deprecated === true) {
      out.push(
        `:::warning[Deprecated]\n\nThis operation is deprecated: its responses carry \`Deprecation\` and \`Sunset\` headers. See the [versioning and deprecation policy](/docs/api/doc6).\n\n:::`,
      );
    }
    out.push(heading(level, 'Authentication'), security.text);
    out.push(heading(level, 'Request'));
    const groups: [string, string][] = [
      ['path', 'Path parameters'],
      ['query', 'Query parameters'],
      ['header', 'Header parameters'],
    ];
    let anyParameter = false;
    for (const [where, title] of groups) {
      const params = op.parameters.filter((param) => param.in === where);
      if (!params.length) continue;
      anyParameter = true;
      out.push(heading(level + 1, title), this.parameterTable(params));
    }
    const requestBody = obj(resolve(this.doc, op.operation.requestBody).value);
    if (Object.keys(requestBody).length) {
      out.push(heading(level + 1, 'Request body'));
      out.push(
        mdParagraphs(
          this.prose(`${str(requestBody.description)}${requestBody.required === true ? '' : ' Optional.'}`.trim()),
        ),
      );
      out.push(this.mediaSection(obj(requestBody.content), 'Request'));
    } else if (!anyParameter) {
      out.push('No parameters and no request body.');
    }
    out.push(heading(level, 'Responses'), this.responsesSection(op, level));
    out.push(heading(level, 'Code samples'));
    out.push(this.codeTabs(this.sampleRequest(op, security.auth)));
    out.push(heading(level, 'Try it'));
    out.push(
      `<ApiTryIt service=${JSON.stringify(this.service.service)} operationId=${JSON.stringify(op.operationId)} method="${method}" path=${JSON.stringify(op.path)} />`,
    );
    return out.filter(Boolean).join('\n\n');
  }

  private codeTabs(req: SampleRequest): string {
    const tabs = codeSamples(req).map(
      (sample) =>
        `<TabItem value="${sample.value}" label="${sample.label}">\n\n${mdCode(sample.code, sample.language)}\n\n</TabItem>`,
    );
    return `<Tabs groupId="${TAB_GROUPS.language}">\n${tabs.join('\n')}\n</Tabs>`;
  }

  private related(ops: ApiOperation[]): string {
    const links: string[] = [];
    const overview = this.overviewRoute();
    if (overview) links.push(`[${serviceTitle(this.doc)} overview](${overview})`);
    links.push(
      `[${serviceTitle(this.doc)} OpenAPI document](pathname:///api/${this.service.service}.yaml) (download, YAML)`,
    );
    const schemas = new Set<string>();
    for (const op of ops) {
      const text = JSON.stringify([op.operation.requestBody, op.operation.responses]);
      for (const [name, route] of this.schemaRoutes)
        if (text.includes(`/schemas/${name}"`) || this.reaches(op, name)) schemas.add(`[${name}](${route})`);
    }
    links.push(...schemas);
    links.push(`[Authentication and tokens](${GUIDES.auth})`, `[Errors and problem details](${GUIDES.errors})`);
    if (ops.some((op) => op.parameters.some((p) => p.name === 'cursor' || p.name === 'page'))) {
      links.push(`[Pagination, filtering and sorting](${GUIDES.pagination})`);
    }
    if (ops.some((op) => op.method === 'post')) links.push(`[Idempotency and retries](${GUIDES.idempotency})`);
    links.push(`[Rate limits](${GUIDES.rateLimits})`);
    return links.map((link) => `- ${link}`).join('\n');
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

  /** The page of a group of operations sharing one route (the first is the page's own). */
  operationPage(route: string, ops: ApiOperation[]): GeneratedPage {
    const [main, ...others] = ops;
    if (!main) throw new Error(`api-reference: no operation for ${route}`);
    this.pageOperations = new Set(ops.map((op) => op.operationId));
    const title = str(main.operation.summary);
    const sections = [this.operationBody(main, 2, true)];
    for (const other of others) {
      sections.push(heading(2, `${other.method.toUpperCase()} variant: ${mdText(str(other.operation.summary))}`));
      sections.push(this.operationBody(other, 3, false));
    }
    const id = route.slice(route.lastIndexOf('/') + 1);
    const content = [
      '---',
      `id: ${id}`,
      `title: ${yamlString(title)}`,
      `sidebar_label: ${yamlString(title)}`,
      `description: ${yamlString(firstSentence(str(main.operation.description)))}`,
      `tags: [${serviceTag(this.service.service)}]`,
      'custom_edit_url: null',
      '---',
      '',
      "import ApiEndpoint from '@theme/ApiEndpoint';",
      "import ApiTable from '@theme/ApiTable';",
      "import ApiTryIt from '@theme/ApiTryIt';",
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      sections.join('\n\n'),
      '',
      heading(2, 'Related'),
      '',
      this.related(ops),
      '',
    ].join('\n');
    return { route, file: docFile(route), kind: 'operation', content };
  }

  /** The page of a named schema. */
  schemaPage(
    { route, schema: name, title, label }: { route: string; schema: string; title: string; label: string },
    operations: ApiOperation[],
  ): GeneratedPage {
    const schemas = obj(obj(this.doc.components).schemas);
    const schema = schemas[name];
    if (!isObject(schema))
      throw new Error(`api-reference: api/${this.service.service}.yaml has no schema ${name} (for ${route})`);
    const id = route.slice(route.lastIndexOf('/') + 1);
    const description = str(schema.description);
    const users = operations.filter((op) => this.reaches(op, name));
    this.pageOperations = new Set();
    const ref: Json = { $ref: `#/components/schemas/${name}` };
    const example = Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
    const out = [
      '---',
      `id: ${id}`,
      `title: ${yamlString(title)}`,
      `sidebar_label: ${yamlString(label)}`,
      `description: ${yamlString(firstSentence(description) || `The ${name} schema.`)}`,
      ...this.pageHead(SCHEMA_TAG),
      mdParagraphs(this.prose(description)),
      '',
      mdText(`Defined as \`${name}\` in the ${serviceTitle(this.doc)} OpenAPI document.`) +
        ` [Download it](pathname:///api/${this.service.service}.yaml) (YAML).`,
      '',
      heading(2, 'Fields'),
      '',
      this.fieldTables(
        fieldBlocks({ ...this.ctx, schemaLink: (n) => (n === name ? undefined : this.ctx.schemaLink?.(n)) }, ref),
      ),
      '',
    ];
    if (example !== undefined)
      out.push(heading(2, 'Example'), '', mdCode(JSON.stringify(example, null, 2), 'json'), '');
    if (users.length) {
      out.push(heading(2, 'Used by'), '');
      for (const op of users) {
        out.push(
          `- [${mdText(str(op.operation.summary))}](${this.operationRoute(op)}) — \`${op.method.toUpperCase()} ${op.path}\``,
        );
      }
      out.push('');
    }
    return { route, file: docFile(route), kind: 'schema', content: out.join('\n') };
  }

  /** An example delivery of a webhook event as FLP sends it, signed with EXAMPLE_WEBHOOK_SECRET. */
  private exampleDelivery(hook: ApiWebhook, body: Json): string {
    const { head, body: raw } = signDelivery(hook.event, hook.method, JSON.stringify(body));
    return `${head}\n\n${raw}`;
  }

  /** The page of a webhook event: headers, payload with example, the answers FLP expects, verification. */
  webhookPage(route: string, hook: ApiWebhook): GeneratedPage {
    const op = hook.operation;
    const id = route.slice(route.lastIndexOf('/') + 1);
    const description = str(op.description);
    const body = obj(resolve(this.doc, op.requestBody).value);
    const content = obj(body.content);
    const media = obj(content['application/json']);
    const example = namedExamples(this.doc, media)[0]?.[2];
    const headers = hook.parameters.filter((p) => p.in === 'header');
    const responses = Object.entries(obj(op.responses)).map(([status, node]) => {
      const response = obj(resolve(this.doc, node).value);
      const label = status === 'default' ? 'Anything else' : status === '2XX' ? 'Any 2xx' : status;
      return [label, mdCell(str(response.description)) || ' '];
    });
    const overview = this.overviewRoute();
    this.pageOperations = new Set();
    const out = [
      '---',
      `id: ${id}`,
      `title: ${yamlString(hook.event)}`,
      `sidebar_label: ${yamlString(hook.event)}`,
      `description: ${yamlString(`Webhook event ${hook.event}: ${firstSentence(description)}`)}`,
      ...this.pageHead(),
      // The title as the page's own heading, so that it breaks after its dots on a phone
      // (plugins/readable-headings); the theme's title from the front matter is plain text.
      heading(1, mdText(hook.event)),
      '',
      mdText(
        `**${str(op.summary)}.** A webhook event of the ${serviceTitle(this.doc)}: FLP sends it as a \`${hook.method.toUpperCase()}\` to each HTTPS endpoint subscribed to \`${hook.event}\`, with the header \`FLP-Event: ${hook.event}\`.`,
      ),
      '',
      mdParagraphs(this.prose(description)),
      '',
      heading(2, 'Request headers'),
      '',
      this.parameterTable(headers),
      '',
      mdText(
        "The delivery's timestamp is the `t=` of `FLP-Signature`: it is signed with the body, so a replayed or altered delivery does not verify.",
      ),
      '',
      heading(2, 'Payload'),
      '',
      mdParagraphs(this.prose(str(body.description))),
      '',
      this.mediaSection(content, 'Payload'),
      '',
    ];
    if (example !== undefined) {
      out.push(
        heading(2, 'Example delivery'),
        '',
        mdText(
          `The delivery as your endpoint receives it, signed with the example secret \`${EXAMPLE_WEBHOOK_SECRET}\`: your verification code should accept it (with its clock set to \`createdAt\`).`,
        ),
        '',
        mdCode(this.exampleDelivery(hook, example), 'http'),
        '',
      );
    }
    out.push(
      heading(2, 'Your answer, retries and ordering'),
      '',
      mdTable(['Your endpoint answers', 'What FLP does'], responses),
      '',
      mdText(
        `Events arrive at least once and in no guaranteed order: de-duplicate on \`id\` (\`FLP-Delivery\`) and compare \`createdAt\`, or read the resource's current state. See [Delivery, retries and ordering](${GUIDES.webhooks}#delivery-retries-and-ordering).`,
      ),
      '',
      heading(2, 'Verifying deliveries'),
      '',
      mdText(
        `Compute the HMAC-SHA256 of \`t\`, a \`.\` and the raw body with your endpoint's signing secret, compare it in constant time with each \`v1\` of \`FLP-Signature\`, and reject a \`t\` too far from your clock. [Verifying the signature](${GUIDES.webhooks}#verifying-the-signature) has the code in TypeScript (Node), Python, Go, Java and Kotlin.`,
      ),
      '',
      heading(2, 'Related'),
      '',
      [
        `[Webhooks and notifications](${GUIDES.webhooks}): setting up an endpoint, every event type`,
        ...(overview ? [`[${serviceTitle(this.doc)} overview](${overview})`] : []),
        `[${serviceTitle(this.doc)} OpenAPI document](pathname:///api/${this.service.service}.yaml) (download, YAML; the event is under \`webhooks\`)`,
        `[Idempotency and retries](${GUIDES.idempotency})`,
      ]
        .map((link) => `- ${link}`)
        .join('\n'),
      '',
    );
    return { route, file: docFile(route), kind: 'webhook', content: out.join('\n') };
  }
}

/** All generated pages of the API reference: one per page of the manifest (manifest.ts). */
export function renderPages(
  services: readonly ServiceDocument[],
  options: RenderOptions,
  manifest: readonly ApiPage[] = apiPages(services),
): GeneratedPage[] {
  return services.flatMap((service) => {
    const pages = manifest.filter((page) => page.service === service.service);
    const renderer = new PageRenderer(service, options, pages);
    const operations = collectOperations(service);
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    const hooks = new Map(collectWebhooks(service).map((hook) => [hook.event, hook]));
    return pages.map((page): GeneratedPage => {
      const { route, source } = page;
      if ('operationIds' in source) {
        return renderer.operationPage(
          route,
          source.operationIds.map((id) => byId.get(id)).filter((op): op is ApiOperation => op !== undefined),
        );
      }
      if ('schema' in source) {
        return renderer.schemaPage(
          { route, schema: source.schema, title: page.title, label: page.sidebarLabel },
          operations,
        );
      }
      const hook = hooks.get(source.event);
      if (!hook) throw new Error(`api-reference: no webhook ${source.event} in api/${service.service}.yaml`);
      return renderer.webhookPage(route, hook);
    });
  });
}
