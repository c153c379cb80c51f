/**
 * The page of a webhook event (OpenAPI 3.1 `webhooks`): headers, payload with example, an example
 * delivery signed with the published example secret, the answers FLP expects, verification.
 */
import { type Json, type JsonObject, resolve } from '../bundle';
import { firstSentence, mdCell, mdCode, mdParagraphs, mdTable, mdText, yamlString } from '../mdx';
import { EXAMPLE_WEBHOOK_SECRET, signDelivery } from '../webhook-delivery';
import { serviceTag } from '../../../api/routes';
import type { ApiPage } from '../manifest';
import type { ApiWebhook } from '../operations';
import {
  GUIDES,
  type GeneratedPage,
  PageWriter,
  type ServiceContext,
  heading,
  namedExamples,
  obj,
  pageFile,
  pageHead,
  str,
} from './common';

/** An example delivery of a webhook event as FLP sends it, signed with EXAMPLE_WEBHOOK_SECRET. */
function exampleDelivery(hook: ApiWebhook, body: Json): ReturnType<typeof signDelivery> {
  return signDelivery(hook.event, hook.method, JSON.stringify(body));
}

/**
 * The header parameters with the examples of this event's delivery: the shared components' examples
 * of `FLP-Delivery` and `FLP-Signature` belong to one event's body, not to every event's.
 */
function deliveryHeaders(parameters: ApiWebhook['parameters'], delivery?: ReturnType<typeof signDelivery>) {
  if (!delivery) return parameters;
  const id = /^FLP-Delivery: (.*)$/m.exec(delivery.head)?.[1];
  const withExample = (p: JsonObject, example: string): JsonObject => {
    const copy: JsonObject = { ...p, example };
    delete copy.examples;
    return copy;
  };
  return parameters.map((p) =>
    p.name === 'FLP-Signature'
      ? withExample(p, `t=${delivery.t},v1=${delivery.signature}`)
      : p.name === 'FLP-Delivery' && id
        ? withExample(p, id)
        : p,
  );
}

/** The page of a webhook event of the manifest. */
export function webhookPage(context: ServiceContext, page: ApiPage, hook: ApiWebhook): GeneratedPage {
  const { doc, title: service } = context;
  const op = hook.operation;
  const { file, id } = pageFile(page);
  const description = str(op.description);
  const body = obj(resolve(doc, op.requestBody).value);
  const content = obj(body.content);
  const media = obj(content['application/json']);
  const example = namedExamples(doc, media)[0]?.[2];
  const delivery = example === undefined ? undefined : exampleDelivery(hook, example);
  const headers = deliveryHeaders(
    hook.parameters.filter((p) => p.in === 'header'),
    delivery,
  );
  const responses = Object.entries(obj(op.responses)).map(([status, node]) => {
    const response = obj(resolve(doc, node).value);
    const label = status === 'default' ? 'Anything else' : status === '2XX' ? 'Any 2xx' : status;
    return [label, mdCell(str(response.description)) || ' '];
  });
  const overview = context.overviewRoute();
  const writer = new PageWriter(context);
  const out = [
    '---',
    `id: ${id}`,
    `title: ${yamlString(hook.event)}`,
    `sidebar_label: ${yamlString(hook.event)}`,
    `description: ${yamlString(`Webhook event ${hook.event}: ${firstSentence(description)}`)}`,
    ...pageHead(serviceTag(context.name)),
    // The title as the page's own heading, so that it breaks after its dots on a phone
    // (plugins/readable-headings); the theme's title from the front matter is plain text.
    heading(1, mdText(hook.event)),
    '',
    mdText(
      `**${str(op.summary)}.** A webhook event of the ${service}: FLP sends it as a \`${hook.method.toUpperCase()}\` to each HTTPS endpoint subscribed to \`${hook.event}\`, with the header \`FLP-Event: ${hook.event}\`.`,
    ),
    '',
    mdParagraphs(writer.prose(description)),
    '',
    heading(2, 'Request headers'),
    '',
    writer.parameterTable(headers),
    '',
    mdText(
      "The delivery's timestamp is the `t=` of `FLP-Signature`: it is signed with the body, so a replayed or altered delivery does not verify.",
    ),
    '',
    heading(2, 'Payload'),
    '',
    mdParagraphs(writer.prose(str(body.description))),
    '',
    writer.mediaSection(content, 'Payload'),
    '',
  ];
  if (delivery) {
    out.push(
      heading(2, 'Example delivery'),
      '',
      mdText(
        `The delivery as your endpoint receives it, signed with the example secret \`${EXAMPLE_WEBHOOK_SECRET}\`: your verification code should accept it (with its clock set to \`createdAt\`).`,
      ),
      '',
      mdCode(`${delivery.head}\n\n${delivery.body}`, 'http'),
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
      ...(overview ? [`[${service} overview](${overview})`] : []),
      `[${service} OpenAPI document](pathname:///api/${context.name}.yaml) (download, YAML; the event is under \`webhooks\`)`,
      `[Idempotency and retries](${GUIDES.idempotency})`,
    ]
      .map((link) => `- ${link}`)
      .join('\n'),
    '',
  );
  return { route: page.route, file, kind: 'webhook', content: out.join('\n') };
}
