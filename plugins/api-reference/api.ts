/**
 * The API reference's public face: what other plugins, the MCP server, checks and scripts use of
 * the OpenAPI documents in `api/`. The documents bundled and read (`bundle.ts`, `refs.ts`), their
 * operations (`operations.ts`), the API page manifest (`manifest.ts`: each page's route, docs id and
 * sidebar place), the code samples and their reader variables, the problem examples' rules, each
 * operation's retry verdict (`retries.ts`), and the Markdown forms of its `<WebhookDelivery>` and
 * `<RetryTable>` components. The page renderer stays inside the plugin.
 */
export {
  API_DIR,
  HTTP_METHODS,
  type Json,
  type JsonObject,
  type ServiceDocument,
  bundleDocument,
  combineDocuments,
  isObject,
  loadServiceDocuments,
  resolve,
} from './bundle';
export { componentRef } from './refs';
export { type ApiOperation, type ApiWebhook, collectOperations, collectWebhooks } from './operations';
export {
  API_PAGES_FILE,
  type ApiPage,
  type ApiPageKind,
  type ApiSidebarItem,
  apiPages,
  apiSidebarItems,
  operationRouteIn,
  parseApiPages,
  readApiPages,
  readBuiltApiPages,
  webhookRoute,
} from './manifest';
export { SAMPLE_ORIGIN, type CodeSample, type SampleRequest, codeSamples } from './samples';
export { exampleRequest } from './render/operation';
export { SAMPLE_TEST_VALUES, fillPlaceholders, placeholdersIn } from './placeholders';
export {
  type ParameterSet,
  appliesTo,
  bodyParameters,
  credentialParameters,
  isBodyField,
  matchesPath,
  parameterKey,
  parameterSet,
  pointerParameters,
  requiredKey,
} from './problem-examples';
export { webhookDelivery } from './twin';
export { RETRY_TABLE_COMPONENT, retryTableMarkdown, retryTableNodes } from './remark-retry-table';
export { type Repeat, type RetryVerdict, RETRY_EXTENSION, retryVerdict, retryVerdicts } from './retries';
