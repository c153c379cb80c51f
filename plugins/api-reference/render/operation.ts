/**
 * The page of an operation (with the operations documented on it): method and path, authentication,
 * parameters, request body, responses and errors, code samples, "Try it" and related links.
 */
import { type JsonObject, type ServiceDocument, isObject, resolve } from '../bundle';
import { firstSentence, mdCode, mdParagraphs, mdText, yamlString } from '../mdx';
import { SAMPLE_SERVER, type SampleRequest, codeSamples } from '../samples';
import { parameterPlaceholder } from '../readerVariables';
import { credentialPlaceholder } from '../placeholders';
import { serviceTag } from '../../../api/routes';
import type { ApiPage } from '../manifest';
import type { ApiOperation } from '../operations';
import { TAB_GROUPS } from '../../../src/data/registry';
import {
  GUIDES,
  type GeneratedPage,
  PageWriter,
  type ServiceContext,
  heading,
  namedExamples,
  obj,
  pageFile,
  parameterExample,
  str,
} from './common';
import { responsesSection } from './responses';
import { retryParagraph, retryVerdict } from '../retries';

/** Optional headers the code samples send wherever an operation takes them. */
const SAFE_WRITE_HEADERS: readonly string[] = ['Idempotency-Key', 'If-Match'];

interface Security {
  text: string;
  auth: boolean;
  optional: boolean;
  /** The bearer security scheme of a credential other than the access token (`playbackToken`). */
  scheme?: string;
  /** Its placeholder in the samples (`YOUR_PLAYBACK_TOKEN`). */
  token?: string;
}

/** What an operation takes as credentials (its own security, else the document's), in the document's words. */
function security(doc: JsonObject, op: ApiOperation, prose: (text: string) => string): Security {
  const requirements = Array.isArray(op.operation.security)
    ? op.operation.security
    : Array.isArray(doc.security)
      ? doc.security
      : [];
  const optional = requirements.some((req) => isObject(req) && Object.keys(req).length === 0);
  const scopes = requirements.flatMap((req) => (isObject(req) && Array.isArray(req.flpOAuth) ? req.flpOAuth : []));
  if (!requirements.some((req) => isObject(req) && 'flpOAuth' in req)) {
    // Another credential than an access token (the playback token of the licence operations): the
    // scheme's own words say what to send.
    const schemes = doc.components;
    const defined = isObject(schemes) && isObject(schemes.securitySchemes) ? schemes.securitySchemes : {};
    const names = requirements.flatMap((req) => (isObject(req) ? Object.keys(req) : []));
    const others = names.map((name) => defined[name]).filter(isObject);
    // The samples send the first bearer scheme's credential, under a placeholder of its own name.
    const bearer = names.find((name) => {
      const scheme = defined[name];
      return isObject(scheme) && scheme.type === 'http' && scheme.scheme === 'bearer';
    });
    if (others.length === 0) {
      return { text: 'No authentication: anyone may call this operation.', auth: false, optional: true };
    }
    const text = others
      .map((scheme) => {
        const where = scheme.type === 'apiKey' && scheme.in === 'header' ? `In \`${str(scheme.name)}\`: ` : '';
        return `${where}${prose(str(scheme.description))}`;
      })
      .join(' Or: ');
    return {
      text: `${text} See [Authentication and tokens](${GUIDES.auth}).`,
      auth: bearer !== undefined,
      optional,
      ...(bearer ? { scheme: bearer, token: credentialPlaceholder(bearer) } : {}),
    };
  }
  // A requirement with no scopes takes a viewer's token; beside one with scopes, either is accepted.
  const viewer = requirements.some((req) => isObject(req) && Array.isArray(req.flpOAuth) && req.flpOAuth.length === 0);
  const token = scopes.length
    ? `A service client's access token from the \`flp\` realm (client-credentials grant) with the scope ${scopes.map((s) => `\`${str(s)}\``).join(' and ')}${viewer ? ", or a viewer's access token from the same realm" : ''}`
    : "The viewer's access token from the `flp` realm";
  const text = `${token}, sent as \`Authorization: Bearer <token>\`.${
    optional ? ' Optional: anonymous calls are answered too, without viewer-specific data.' : ''
  } See [Authentication and tokens](${GUIDES.auth}).`;
  return { text: mdText(text), auth: true, optional };
}

/** The credential attribute of "Try it": none, another bearer scheme's, or (left out) the access token. */
export function tryItCredential(access: Pick<Security, 'auth' | 'scheme'>): string {
  if (!access.auth) return ' credential="none"';
  return access.scheme ? ` credential=${JSON.stringify(access.scheme)}` : '';
}

function sampleRequest(
  doc: JsonObject,
  op: ApiOperation,
  access: Pick<Security, 'auth' | 'token'>,
  server = SAMPLE_SERVER,
): SampleRequest {
  let path = op.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  for (const param of op.parameters) {
    const example = parameterPlaceholder(param) ?? parameterExample(doc, param);
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
  const content = obj(obj(resolve(doc, op.operation.requestBody).value).content);
  // A JSON body if the operation takes one, else its first media type (e.g. a licence challenge).
  const mediaType =
    ['application/json', 'application/merge-patch+json'].find((type) => type in content) ?? Object.keys(content)[0];
  const bodyExample = mediaType ? namedExamples(doc, obj(content[mediaType]))[0]?.[2] : undefined;
  return {
    method: op.method,
    url: `${server}${path}`,
    query,
    headers,
    auth: access.auth,
    ...(access.token ? { token: access.token } : {}),
    ...(mediaType && bodyExample !== undefined ? { body: { mediaType, value: bodyExample } } : {}),
  };
}

/** The documented example request of an operation, as its code samples send it. */
export function exampleRequest({ doc }: ServiceDocument, op: ApiOperation, server?: string): SampleRequest {
  return sampleRequest(
    doc,
    op,
    security(doc, op, (text) => text),
    server,
  );
}

function codeTabs(req: SampleRequest): string {
  const tabs = codeSamples(req).map(
    (sample) =>
      `<TabItem value="${sample.value}" label="${sample.label}">\n\n${mdCode(sample.code, sample.language)}\n\n</TabItem>`,
  );
  return `<Tabs groupId="${TAB_GROUPS.language}">\n${tabs.join('\n')}\n</Tabs>`;
}

/** The sections of one operation, headings from `level`. */
function operationBody(writer: PageWriter, op: ApiOperation, level: number, primary: boolean): string {
  const { context, doc } = writer;
  const out: string[] = [];
  const method = op.method.toUpperCase();
  const access = security(doc, op, (text) => writer.prose(text));
  out.push(
    `<ApiEndpoint method="${method}" path=${JSON.stringify(op.path)} service=${JSON.stringify(context.name)} operationId=${JSON.stringify(op.operationId)} />`,
  );
  if (!primary) out.push(`**${mdText(str(op.operation.summary))}.**`);
  out.push(mdParagraphs(writer.prose(str(op.operation.description))));
  if (op.operation.deprecated === true) {
    out.push(
      `:::warning[Deprecated]\n\nThis operation is deprecated: its responses carry \`Deprecation\` and \`Sunset\` headers. See the [versioning and deprecation policy](/docs/api/doc6).\n\n:::`,
    );
  }
  out.push(heading(level, 'Authentication'), access.text);
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
    out.push(heading(level + 1, title), writer.parameterTable(params));
  }
  const requestBody = obj(resolve(doc, op.operation.requestBody).value);
  if (Object.keys(requestBody).length) {
    out.push(heading(level + 1, 'Request body'));
    out.push(
      mdParagraphs(
        writer.prose(`${str(requestBody.description)}${requestBody.required === true ? '' : ' Optional.'}`.trim()),
      ),
    );
    out.push(writer.mediaSection(obj(requestBody.content), 'Request'));
  } else if (!anyParameter) {
    out.push('No parameters and no request body.');
  }
  out.push(heading(level, 'Responses'), responsesSection(writer, op, level, primary));
  out.push(heading(level, 'Retries'), retryParagraph(retryVerdict(op)));
  out.push(heading(level, 'Code samples'));
  out.push(codeTabs(sampleRequest(doc, op, access, context.options.server)));
  out.push(heading(level, 'Try it'));
  out.push(
    `<ApiTryIt service=${JSON.stringify(context.name)} operationId=${JSON.stringify(op.operationId)} method="${method}" path=${JSON.stringify(op.path)}${tryItCredential(access)} />`,
  );
  return out.filter(Boolean).join('\n\n');
}

function related(context: ServiceContext, ops: ApiOperation[]): string {
  const links: string[] = [];
  const overview = context.overviewRoute();
  if (overview) links.push(`[${context.title} overview](${overview})`);
  links.push(`[${context.title} OpenAPI document](pathname:///api/${context.name}.yaml) (download, YAML)`);
  const schemas = new Set<string>();
  for (const op of ops) {
    const text = JSON.stringify([op.operation.requestBody, op.operation.responses]);
    for (const [name, route] of context.schemaRoutes)
      if (text.includes(`/schemas/${name}"`) || context.reaches(op, name)) schemas.add(`[${name}](${route})`);
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

/** The page of a group of operations sharing one page of the manifest (the first is the page's own). */
export function operationPage(context: ServiceContext, page: ApiPage, ops: ApiOperation[]): GeneratedPage {
  const [main, ...others] = ops;
  if (!main) throw new Error(`api-reference: no operation for ${page.route}`);
  const writer = new PageWriter(context, new Set(ops.map((op) => op.operationId)));
  const title = str(main.operation.summary);
  const sections = [operationBody(writer, main, 2, true)];
  for (const other of others) {
    sections.push(heading(2, `${other.method.toUpperCase()} variant: ${mdText(str(other.operation.summary))}`));
    sections.push(operationBody(writer, other, 3, false));
  }
  const { file, id } = pageFile(page);
  const content = [
    '---',
    `id: ${id}`,
    `title: ${yamlString(title)}`,
    `sidebar_label: ${yamlString(title)}`,
    `description: ${yamlString(firstSentence(str(main.operation.description)))}`,
    `tags: [${serviceTag(context.name)}]`,
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
    related(context, ops),
    '',
  ].join('\n');
  return { route: page.route, file, kind: 'operation', content };
}
