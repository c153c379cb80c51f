/**
 * The Markdown form of `<WebhookDelivery event="..."/>`, for the Markdown twins of the pages
 * (`plugins/markdown-twin`): the example delivery's code blocks, as the page shows them
 * (`remark-webhook-delivery.ts` renders the same blocks into the page).
 */
import type { ComponentRenderer, MdNode } from '../shared/mdast';
import type { ServiceDocument } from './bundle';
import { deliveryBlocks } from './remark-webhook-delivery';

export function webhookDelivery(services: readonly ServiceDocument[]): ComponentRenderer {
  return (props) => {
    if (typeof props.event !== 'string') throw new Error('<WebhookDelivery> needs a literal event="..." attribute');
    return deliveryBlocks(services, props.event).map((b): MdNode => ({
      type: 'code',
      lang: b.lang,
      meta: null,
      value: b.value,
    }));
  };
}
