/**
 * Example webhook deliveries, signed as FLP signs them: the body of a webhook event's example in its
 * OpenAPI document and `FLP-Signature` computed over exactly those bytes with the published example
 * secret. The event reference pages (render/webhook.ts) and the webhooks guide (`<WebhookDelivery
 * event="…"/>`, remark-webhook-delivery.ts) both show deliveries made here, so every example
 * signature verifies against the body shown beside it.
 */
import { createHmac } from 'node:crypto';
import { type Json, type JsonObject, type ServiceDocument, isObject, resolve } from './bundle';

/** The secret the example deliveries are signed with, so readers can test their verification. */
export const EXAMPLE_WEBHOOK_SECRET = 'example-signing-secret';

export interface SignedDelivery {
  /** The request line and headers, as an endpoint receives them. */
  head: string;
  /** The body, byte for byte what is signed. */
  body: string;
  /** `t=` of FLP-Signature: two seconds after the event's `createdAt`. */
  t: number;
  /** `v1=` of FLP-Signature: hex HMAC-SHA256 of `t + "." + body`. */
  signature: string;
}

/** The example of a webhook event's JSON payload, as its OpenAPI document gives it. */
export function webhookExample(
  services: readonly ServiceDocument[],
  event: string,
): { method: string; example: Json } | undefined {
  for (const { doc } of services) {
    const pathItem = isObject(doc.webhooks) ? doc.webhooks[event] : undefined;
    if (!isObject(pathItem)) continue;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!isObject(operation)) continue;
      const body = resolve(doc, operation.requestBody).value;
      const content = isObject(body) && isObject(body.content) ? body.content : {};
      const media = content['application/json'];
      const example = isObject(media) ? mediaExample(doc, media) : undefined;
      if (example !== undefined) return { method, example };
    }
  }
  return undefined;
}

function mediaExample(doc: JsonObject, media: JsonObject): Json | undefined {
  if (media.example !== undefined) return media.example;
  for (const node of Object.values(isObject(media.examples) ? media.examples : {})) {
    const example = resolve(doc, node).value;
    if (isObject(example) && example.value !== undefined) return example.value;
  }
  const schema = resolve(doc, media.schema).value;
  if (!isObject(schema)) return undefined;
  return Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
}

/**
 * A delivery of `event` with `body` (the raw text sent), signed with `secret`. `createdAt` of the body
 * sets the timestamp, so a verifier whose clock is at `createdAt` accepts it.
 */
export function signDelivery(
  event: string,
  method: string,
  body: string,
  options: { secret?: string; host?: string } = {},
): SignedDelivery {
  const parsed = JSON.parse(body) as Json;
  const created = isObject(parsed) && typeof parsed.createdAt === 'string' ? Date.parse(parsed.createdAt) : NaN;
  const t = Number.isNaN(created) ? 0 : Math.round(created / 1000) + 2;
  const signature = createHmac('sha256', options.secret ?? EXAMPLE_WEBHOOK_SECRET)
    .update(`${t}.${body}`)
    .digest('hex');
  const id = isObject(parsed) && typeof parsed.id === 'string' ? parsed.id : '';
  const head = [
    `${method.toUpperCase()} /hooks/flp HTTP/1.1`,
    `Host: ${options.host ?? 'hooks.example.com'}`,
    'Content-Type: application/json',
    'User-Agent: FLP-Webhooks/1.0',
    `FLP-Event: ${event}`,
    `FLP-Delivery: ${id}`,
    `FLP-Signature: t=${t},v1=${signature}`,
  ].join('\n');
  return { head, body, t, signature };
}

/** The example delivery of `event` from the OpenAPI documents, its body indented as `indent` says. */
export function exampleDelivery(
  services: readonly ServiceDocument[],
  event: string,
  indent: number | undefined,
): SignedDelivery {
  const found = webhookExample(services, event);
  if (!found) throw new Error(`no OpenAPI document in api/ defines the webhook event ${event} with a payload example`);
  return signDelivery(event, found.method, JSON.stringify(found.example, null, indent));
}
