/**
 * The values of the API samples that are the reader's own, as placeholder tokens
 * (src/data/readerPlaceholders.ts): the server is `YOUR_API_BASE_URL`, and a parameter marked
 * `x-flp-reader-variable: tenantId` in its OpenAPI document is `YOUR_TENANT_ID` instead of its
 * example. They enter the sample request, so whatever prints the request prints the token; a
 * signed-in reader's browser shows their own value in its place.
 */
import { type Json, isObject } from './refs';
import { placeholderForVariable } from '../../src/data/readerPlaceholders';

export const READER_VARIABLE_EXTENSION = 'x-flp-reader-variable';

/** Server of every sample request. */
export const SAMPLE_SERVER = 'YOUR_API_BASE_URL';

/** The token a parameter's samples show, or undefined when its documented example is shown. */
export function parameterPlaceholder(param: Json | undefined): string | undefined {
  if (!isObject(param)) return undefined;
  const variable = param[READER_VARIABLE_EXTENSION];
  if (typeof variable !== 'string') return undefined;
  const placeholder = placeholderForVariable(variable);
  if (!placeholder) {
    throw new Error(
      `api-reference: ${READER_VARIABLE_EXTENSION}: "${variable}" of parameter ${String(param.name)} is not a reader variable (src/data/readerPlaceholders.ts)`,
    );
  }
  return placeholder.token;
}
