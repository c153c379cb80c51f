/**
 * get_api_operation: an operation's page (its Markdown twin) and its OpenAPI fragment from the
 * published `/api/<service>.json`, found through the site's API page manifest `/api-pages.json`
 * (the API reference's face: `parseApiPages`, `operationRouteIn`, `collectOperations`).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { stringify } from 'yaml';
import * as z from 'zod';
import {
  API_PAGES_FILE,
  type ApiOperation,
  type ApiPage,
  HTTP_METHODS,
  type JsonObject,
  collectOperations,
  operationRouteIn,
  parseApiPages,
} from '../../plugins/api-reference/api';
import { twinFile } from '../../plugins/shared/twin-paths';
import { NotFoundError, SiteUnreachableError, type Snapshot } from '../site';
import { type Answer, type DocsSite, ToolInputError, absolute, result } from './shared';

interface IndexedOperation extends ApiOperation {
  doc: JsonObject;
  /** The route of its page, from the site's API page manifest. */
  route: string;
}

interface SiteApi {
  /** The documents the site publishes, by service name. */
  services: string[];
  operations: IndexedOperation[];
}

/** The API page manifest of the site (/api-pages.json): where each operation's page is. */
async function apiPagesOf(snapshot: Snapshot): Promise<ApiPage[]> {
  try {
    return parseApiPages(await snapshot.text(API_PAGES_FILE));
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new SiteUnreachableError(`The site publishes no API page manifest (/${API_PAGES_FILE}).`);
    if (error instanceof SyntaxError || (error instanceof Error && error.message.startsWith(API_PAGES_FILE)))
      throw new SiteUnreachableError(`/${API_PAGES_FILE} is not the site's API page manifest: ${error.message}`);
    throw error;
  }
}

async function siteApi(snapshot: Snapshot): Promise<SiteApi> {
  return snapshot.memo('api', async () => {
    const pages = await apiPagesOf(snapshot);
    const services = [...new Set(pages.map((page) => page.service))];
    const docs = await Promise.all(
      services.map(async (service) => {
        try {
          return { service, doc: (await snapshot.json(`api/${service}.json`)) as JsonObject };
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      }),
    );
    const found = docs.filter((d): d is { service: string; doc: JsonObject } => d !== null);
    if (found.length === 0) throw new SiteUnreachableError('The site publishes no OpenAPI documents under /api/.');
    const operations = found.flatMap(({ service, doc }) =>
      collectOperations({ service, doc }).map((op) => {
        const route = operationRouteIn(pages, service, op.operationId);
        if (!route) throw new SiteUnreachableError(`/${API_PAGES_FILE} has no page for ${service} ${op.operationId}.`);
        return { ...op, doc, route };
      }),
    );
    return { services, operations };
  });
}

/** Whether a concrete or templated path matches an operation's path template. */
export function pathMatches(template: string, path: string): boolean {
  const a = template.replace(/\/+$/, '').split('/');
  const b = path.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((part, i) => part === b[i] || /^\{[^}]+\}$/.test(part));
}

/** The components an operation refers to, directly or through other components. */
export function referencedComponents(doc: JsonObject, root: unknown): JsonObject {
  const components: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  const docComponents = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') && !seen.has(value)) {
          seen.add(value);
          const [kind = '', name = ''] = value.slice('#/components/'.length).split('/');
          const target = docComponents[kind]?.[name];
          if (target !== undefined) {
            (components[kind] ??= {})[name] = target;
            visit(target);
          }
        } else visit(value);
      }
    }
  };
  visit(root);
  return components as JsonObject;
}

export interface OperationAnswer {
  service: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  url: string;
  markdownUrl: string;
  parameters: { name: string; in: string; required: boolean }[];
  openapi: string;
}

export async function getApiOperation(
  site: DocsSite,
  input: {
    operation_id?: string | undefined;
    method?: string | undefined;
    path?: string | undefined;
    service?: string | undefined;
  },
): Promise<Answer<OperationAnswer>> {
  const id = input.operation_id?.trim() ?? '';
  const method = input.method?.trim().toLowerCase() ?? '';
  let path = input.path?.trim() ?? '';
  if (!id && !(method && path)) {
    throw new ToolInputError(
      'Give operation_id (e.g. get_episodes), or method and path (e.g. GET /metadata/v3/items/{id}/episodes).',
    );
  }
  if (method && !(HTTP_METHODS as readonly string[]).includes(method)) {
    throw new ToolInputError(
      `"${input.method}" is not an HTTP method: ${HTTP_METHODS.map((m) => m.toUpperCase()).join(', ')}.`,
    );
  }
  const service = input.service?.trim();
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.replace(/[?#].*$/, '');
  const snapshot = await site.files.current();
  const api = await siteApi(snapshot);
  if (service && !api.services.includes(service)) {
    throw new ToolInputError(`Unknown service "${service}". Services: ${api.services.join(', ')}.`);
  }
  const all = api.operations.filter((op) => !service || op.service === service);
  const describe = (op: ApiOperation) => `${op.operationId} (${op.method.toUpperCase()} ${op.path}, ${op.service})`;
  let candidates: IndexedOperation[];
  if (id) {
    candidates = all.filter((op) => op.operationId.toLowerCase() === id.toLowerCase());
    if (method) candidates = candidates.filter((op) => op.method === method);
    if (path) candidates = candidates.filter((op) => pathMatches(op.path, path));
  } else {
    const exact = all.filter((op) => op.method === method && op.path === path);
    candidates = exact.length ? exact : all.filter((op) => op.method === method && pathMatches(op.path, path));
  }
  if (candidates.length === 0) {
    const words = (id || path)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2);
    const near = all
      .filter((op) => words.some((w) => op.operationId.toLowerCase().includes(w) || op.path.toLowerCase().includes(w)))
      .slice(0, 8)
      .map(describe);
    const asked = id || `${method.toUpperCase()} ${path}`;
    throw new NotFoundError(
      `No API operation ${asked}${service ? ` in ${service}` : ''}.${near.length ? ` Similar: ${near.join('; ')}.` : ' Use search_docs to find it.'}`,
    );
  }
  if (candidates.length > 1) {
    throw new ToolInputError(
      `${candidates.length} operations match: ${candidates.map(describe).join('; ')}. Add service (or method and path) to choose one.`,
    );
  }
  const [op] = candidates as [IndexedOperation];
  const { route } = op;
  const twin = twinFile(route);
  let page = '';
  try {
    page = await snapshot.text(twin);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    page = `(The operation's page ${route} has no Markdown version on the site.)`;
  }
  const fragment = {
    openapi: op.doc.openapi,
    paths: { [op.path]: { [op.method]: op.operation } },
    components: referencedComponents(op.doc, op.operation),
  };
  const openapi = stringify(fragment, { lineWidth: 0, aliasDuplicateObjects: false });
  const data: OperationAnswer = {
    service: op.service,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    summary: typeof op.operation.summary === 'string' ? op.operation.summary : '',
    url: absolute(site, route),
    markdownUrl: absolute(site, twin),
    parameters: op.parameters.map((p) => ({ name: String(p.name), in: String(p.in), required: p.required === true })),
    openapi,
  };
  const markdown = [
    page.trimEnd(),
    '',
    `## OpenAPI (${op.method.toUpperCase()} ${op.path} in ${absolute(site, `/api/${op.service}.yaml`)})`,
    '',
    '```yaml',
    openapi.trimEnd(),
    '```',
  ].join('\n');
  return { markdown, data };
}

export function registerGetApiOperation(server: McpServer, site: DocsSite): void {
  server.registerTool(
    'get_api_operation',
    {
      title: 'An FLP API operation',
      description:
        'An operation of the FLP APIs: its reference page as Markdown (parameters, request, responses, errors, ' +
        'samples) and its OpenAPI fragment from the published document. By operation_id, or by method and path.',
      inputSchema: {
        operation_id: z.string().optional().describe('The operationId, e.g. get_episodes.'),
        method: z.string().optional().describe('HTTP method, e.g. GET (with path).'),
        path: z
          .string()
          .optional()
          .describe('The path as in the API reference, e.g. /metadata/v3/items/{id}/episodes.'),
        service: z
          .string()
          .optional()
          .describe(
            'When an operationId is in several APIs: the API, by its document name (e.g. playback, live, metadata-service); an unknown one is answered with the list.',
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args) => result(await getApiOperation(site, args)),
  );
}
