/**
 * Remark plugin: `<WebhookDelivery event="encoding.failed"/>` in a docs page becomes the event's
 * example delivery when the page is compiled: an `http` block with the request line and headers, and
 * a `json` block with the body, both computed from the event's example in its OpenAPI document and
 * signed with the published example secret (webhook-delivery.ts). The `FLP-Signature` shown always
 * verifies against the body shown; an event no document defines fails the build naming the page.
 */
import type { ServiceDocument } from './bundle';
import { loadServiceDocuments } from './bundle';
import { exampleDelivery } from './webhook-delivery';
import { replaceNodes } from '../shared/replace-nodes';

export const WEBHOOK_DELIVERY_COMPONENT = 'WebhookDelivery';

interface Node {
  type: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
}

/** The `event` attribute of a `<WebhookDelivery>` element, or null when the node is not one. */
function eventOf(node: Node): string | null {
  if (
    (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') ||
    node.name !== WEBHOOK_DELIVERY_COMPONENT
  ) {
    return null;
  }
  const event = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'event')?.value;
  if (typeof event !== 'string')
    throw new Error(`<${WEBHOOK_DELIVERY_COMPONENT}> needs a literal event="..." attribute`);
  return event;
}

/** The two code blocks a delivery reads as: headers (`http`), then the body (`json`), as signed. */
export function deliveryBlocks(services: readonly ServiceDocument[], event: string): { lang: string; value: string }[] {
  const delivery = exampleDelivery(services, event, 2);
  return [
    { lang: 'http', value: delivery.head },
    { lang: 'json', value: delivery.body },
  ];
}

/** Replaces every `<WebhookDelivery>` under `tree` by its code blocks. */
export function replaceWebhookDeliveries(tree: Node, services: () => readonly ServiceDocument[], where = ''): void {
  replaceNodes(tree, eventOf, (_, event) => {
    try {
      return deliveryBlocks(services(), event).map((b): Node => ({
        type: 'code',
        lang: b.lang,
        meta: null,
        value: b.value,
      }));
    } catch (error) {
      throw new Error(
        `${where ? `${where}: ` : ''}<${WEBHOOK_DELIVERY_COMPONENT} event="${event}"/>: ${(error as Error).message}`,
      );
    }
  });
}

/** The plugin, given the site's directory: the OpenAPI documents are read once, on first use. */
export default function remarkWebhookDelivery(options: { siteDir: string }) {
  let services: readonly ServiceDocument[] | undefined;
  const load = () => (services ??= loadServiceDocuments(options.siteDir));
  return (tree: Node, file: { path?: string }) => replaceWebhookDeliveries(tree, load, file.path ?? '');
}
