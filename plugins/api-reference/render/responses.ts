/**
 * The responses of an operation page: each success and redirect response with its headers and
 * media types, then one table of the error responses with their platform error codes, and an example
 * of each (a response component shared by several operations adapted to this one).
 */
import { type Json, type JsonObject, isObject, resolve } from '../bundle';
import { typeLabel } from '../fields';
import { mdCell, mdCode, mdParagraphs, mdTable, mdText } from '../mdx';
import { adaptSharedExample, appliesTo, bodyParameters, credentialParameters, parameterSet } from '../problem-examples';
import type { ApiOperation } from '../operations';
// The module alone: the package's index pulls in the site build's loaders, which the MCP bundle must not carry.
import { createSlugger } from '@docusaurus/utils/lib/slugger';
import { GUIDES, type PageWriter, heading, namedExamples, obj, parameterExample, str } from './common';

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

/**
 * The `ETag` this response's example carries: `"v"` and the `version` of its body's first example.
 * The header is one shared component, so its own example would name another version than the body
 * shown beneath it; without a versioned body no example is shown.
 */
function entityTagExample(doc: JsonObject, content: JsonObject): string | undefined {
  for (const media of Object.values(content)) {
    const body = namedExamples(doc, obj(media))[0]?.[2];
    const version = isObject(body) ? body.version : undefined;
    if (typeof version === 'number') return `"v${version}"`;
  }
  return undefined;
}

/**
 * The `Location` a create's example answer carries: the operation's path and the id (or key) of
 * the body's first example, `/live/v3/channels/ch_…`. Like `ETag`, the header is a shared component
 * whose own example names one resource; without an id in the body no example is shown.
 */
function locationExample(doc: JsonObject, path: string, content: JsonObject): string | undefined {
  for (const media of Object.values(content)) {
    const body = namedExamples(doc, obj(media))[0]?.[2];
    if (!isObject(body)) continue;
    const id = [body.id, body.key, body.channelId].find((value) => typeof value === 'string');
    if (typeof id === 'string') return `${path.replace(/\/+$/, '')}/${id}`;
  }
  return undefined;
}

/** A header's example: from the body beside it where the header names the body (see above). */
function headerExample(
  doc: JsonObject,
  name: string,
  header: JsonObject,
  op: ApiOperation,
  content: JsonObject,
): unknown {
  switch (name.toLowerCase()) {
    case 'etag':
      return entityTagExample(doc, content);
    case 'location':
      return locationExample(doc, op.path, content);
    default:
      return parameterExample(doc, header);
  }
}

function headersTable(writer: PageWriter, headers: JsonObject, op: ApiOperation, content: JsonObject): string {
  const { doc } = writer;
  const rows = Object.entries(headers).map(([name, node]) => {
    const header = obj(resolve(doc, node).value);
    const example = headerExample(doc, name, header, op, content);
    return [
      `\`${name}\``,
      typeLabel(writer.context.fields, header.schema).replace(/\|/g, '\\|'),
      mdCell(
        [
          writer.prose(str(header.description)),
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

/**
 * The platform error codes a response names, in its text or its examples; not the code the SDKs
 * report one of them as (`sdkCodes`), which its text names for the reader.
 */
function errorCodes(
  doc: JsonObject,
  response: JsonObject,
  shown: (example: Json) => boolean,
  sdkCodes: ReadonlyMap<string, string> = new Map(),
): string[] {
  const codes = new Set<string>();
  const { content, ...rest } = response;
  for (const match of JSON.stringify(rest).matchAll(/E-\d{4}/g)) codes.add(match[0]);
  for (const media of Object.values(obj(content))) {
    const { examples: _examples, example: _example, ...mediaRest } = obj(media);
    for (const match of JSON.stringify(mediaRest).matchAll(/E-\d{4}/g)) codes.add(match[0]);
    for (const [, , value] of namedExamples(doc, obj(media))) {
      if (!shown(value)) continue;
      for (const match of JSON.stringify(value).matchAll(/E-\d{4}/g)) codes.add(match[0]);
    }
  }
  for (const code of [...codes]) {
    const reported = sdkCodes.get(code);
    if (reported !== undefined) codes.delete(reported);
  }
  return [...codes].sort();
}

/**
 * The body of a success response: its media types with their fields and examples, or, where the
 * page's first operation answers with the same body (a `PATCH` variant of a `PUT`), a link to it.
 */
function successBody(
  writer: PageWriter,
  op: ApiOperation,
  title: string,
  content: JsonObject,
  primary: boolean,
): string {
  const body = writer.mediaSection(content, 'Response');
  if (!body) return '';
  const shown = writer.shownBodies.get(body);
  if (shown && !primary)
    return `The body is the same as the \`${shown.method}\` request's: see its [${title}](#${shown.id}) response above for the fields and an example.`;
  // The first operation's headings come first on the page: each is the first of its text.
  if (primary) writer.shownBodies.set(body, { id: createSlugger().slug(title), method: op.method.toUpperCase() });
  return body;
}

/**
 * The "Responses" section of an operation, headings from `level + 1`; `primary` for the page's
 * first operation, whose bodies the others link to instead of repeating them.
 */
export function responsesSection(writer: PageWriter, op: ApiOperation, level: number, primary: boolean): string {
  const { doc } = writer;
  const out: string[] = [];
  const errors: [string, JsonObject, boolean][] = [];
  for (const [status, node] of Object.entries(obj(op.operation.responses))) {
    const response = obj(resolve(doc, node).value);
    if (!/^[23]/.test(status)) {
      // A response component is shared between operations: its examples are adapted to this one.
      errors.push([status, response, isObject(node) && typeof node.$ref === 'string']);
      continue;
    }
    const title = `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
    out.push(heading(level + 1, title));
    out.push(mdParagraphs(writer.prose(str(response.description))));
    const headers = headersTable(writer, obj(response.headers), op, obj(response.content));
    if (headers) out.push(headers);
    out.push(successBody(writer, op, title, obj(response.content), primary));
  }
  if (errors.length) {
    out.push(heading(level + 1, 'Errors'));
    out.push(
      mdText(
        `Errors are \`application/problem+json\` problem details with the platform error code in \`code\` and a \`traceId\` to quote to support; see [Errors and problem details](${GUIDES.errors}).`,
      ),
    );
    // A shared response's examples about a parameter the operation does not take (a missing token
    // where calls without one are allowed, too) are not shown here, and their codes are not this
    // operation's.
    const security = op.operation.security ?? doc.security;
    const parameters = parameterSet([
      ...op.parameters,
      ...credentialParameters(security, obj(doc.components).securitySchemes),
      ...bodyParameters(op.operation.requestBody, (node) => resolve(doc, node).value),
    ]);
    out.push(
      mdTable(
        ['Status', 'When', 'Error codes'],
        errors.map(([status, response, shared]) => [
          `${status} ${STATUS_TEXT[status] ?? ''}`.trim(),
          mdCell(writer.prose(str(response.description))) || ' ',
          errorCodes(
            doc,
            response,
            (example) => !shared || appliesTo(example, parameters),
            writer.context.options.sdkCodes,
          )
            .map((code) => `[${code}](/error-lookup?code=${code})`)
            .join(', ') || ' ',
        ]),
      ),
    );
    const concretePath = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
      const example = param ? parameterExample(doc, param) : undefined;
      return typeof example === 'string' || typeof example === 'number' ? String(example) : whole;
    });
    for (const [status, response, shared] of errors) {
      const examples = Object.values(obj(response.content)).flatMap((media) => namedExamples(doc, obj(media)));
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
