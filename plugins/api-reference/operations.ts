/**
 * The operations and webhook events of a bundled document, in document order: what the manifest
 * (manifest.ts), the renderer and the docs MCP server read from a document.
 */
import { HTTP_METHODS, type Json, type JsonObject, type ServiceDocument, isObject, resolve } from './bundle';

export interface ApiOperation {
  service: string;
  method: string;
  path: string;
  operationId: string;
  operation: JsonObject;
  /** Parameters of the path item and the operation, resolved. */
  parameters: JsonObject[];
}

export interface ApiWebhook {
  service: string;
  /** The event type: the key of the document's `webhooks` (`asset.ready`). */
  event: string;
  method: string;
  operation: JsonObject;
  /** Parameters of the path item and the operation, resolved (the request headers FLP sends). */
  parameters: JsonObject[];
}

function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

function str(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The operations of a map of path items (`paths` or `webhooks`), in document order, each with the
 * parameters of its path item and its own, resolved (the operation's own win over the item's).
 */
function* itemOperations(
  doc: JsonObject,
  items: Json | undefined,
): Generator<{ key: string; method: string; operation: JsonObject; parameters: JsonObject[] }> {
  for (const [key, itemNode] of Object.entries(obj(items))) {
    const item = obj(resolve(doc, itemNode).value);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const byKey = new Map<string, JsonObject>();
      for (const node of [...shared, ...own]) {
        const param = obj(resolve(doc, node).value);
        byKey.set(`${str(param.in)}:${str(param.name)}`, param);
      }
      yield { key, method, operation, parameters: [...byKey.values()] };
    }
  }
}

/** Every operation of a bundled document, in document order. */
export function collectOperations({ service, doc }: ServiceDocument): ApiOperation[] {
  return [...itemOperations(doc, doc.paths)].map(({ key: path, method, operation, parameters }) => {
    const operationId = str(operation.operationId);
    if (!operationId)
      throw new Error(`api-reference: api/${service}.yaml: ${method.toUpperCase()} ${path} has no operationId`);
    return { service, method, path, operationId, operation, parameters };
  });
}

/** Every webhook event of a bundled document (OpenAPI 3.1 `webhooks`), in document order. */
export function collectWebhooks({ service, doc }: ServiceDocument): ApiWebhook[] {
  return [...itemOperations(doc, doc.webhooks)].map(({ key: event, method, operation, parameters }) => ({
    service,
    event,
    method,
    operation,
    parameters,
  }));
}
