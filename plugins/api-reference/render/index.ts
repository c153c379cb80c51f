/**
 * The generated API reference pages: one MDX page per page of the manifest (manifest.ts), everything
 * a reader needs in the static HTML. An operation page (operation.ts, its responses in responses.ts)
 * has method and path, authentication, parameters, request and response fields with examples, errors
 * and code samples; a schema page (schema.ts) the schema's fields; a webhook page (webhook.ts) the
 * event's headers, payload and a signed example delivery. What they share is in common.ts. The
 * manifest decides each page's route; the renderers only write pages.
 */
import type { ServiceDocument } from '../bundle';
import { type ApiPage, apiPages } from '../manifest';
import { type ApiOperation, type ApiWebhook, collectOperations, collectWebhooks } from '../operations';
import { EXAMPLE_WEBHOOK_SECRET } from '../webhook-delivery';
import { type GeneratedPage, type RenderOptions, ServiceContext } from './common';
import { exampleRequest, operationPage } from './operation';
import { schemaPage } from './schema';
import { webhookPage } from './webhook';

export { GENERATED_SUFFIX, type GeneratedPage, type RenderOptions } from './common';
export { EXAMPLE_WEBHOOK_SECRET, exampleRequest };
export { type ApiOperation, type ApiWebhook, collectOperations, collectWebhooks };

/** All generated pages of the API reference: one per page of the manifest, in its order. */
export function renderPages(
  services: readonly ServiceDocument[],
  options: RenderOptions,
  manifest: readonly ApiPage[] = apiPages(services),
): GeneratedPage[] {
  return services.flatMap((service) => {
    const pages = manifest.filter((page) => page.service === service.service);
    const context = new ServiceContext(service, options, pages);
    const operations = collectOperations(service);
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    const hooks = new Map(collectWebhooks(service).map((hook) => [hook.event, hook]));
    return pages.map((page): GeneratedPage => {
      const { source } = page;
      if ('operationIds' in source) {
        const ops = source.operationIds.map((id) => byId.get(id)).filter((op): op is ApiOperation => op !== undefined);
        return operationPage(context, page, ops);
      }
      if ('schema' in source) return schemaPage(context, { ...page, source }, operations);
      const hook = hooks.get(source.event);
      if (!hook) throw new Error(`api-reference: no webhook ${source.event} in api/${service.service}.yaml`);
      return webhookPage(context, page, hook);
    });
  });
}
