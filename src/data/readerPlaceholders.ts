/**
 * The values a reader fills into samples, declared once. In the docs source, the API samples and
 * everything made from them (the static HTML, the Markdown twins, the search index) each is the
 * token itself, `YOUR_TENANT_ID`: readable as it stands, copyable, and found by the browser in
 * any code block whatever made it. After sign-in the browser shows the reader's own value in its
 * place (src/reader/), taken from the chosen tenant of the token's `tenants` claim (`field`).
 *
 * Every token has the form `YOUR_[A-Z0-9_]+`. Tokens of that form not declared here (for example
 * `YOUR_LICENSE_KEY`, which no claim carries) stay as written.
 */
import type { ReaderTenant } from '../auth/tenants';

export interface ReaderPlaceholder {
  token: string;
  /** The field of the chosen tenant (the `tenants` claim) that fills it. */
  field: keyof ReaderTenant;
  /** Name of the value in OpenAPI documents' `x-flp-reader-variable` and in messages. */
  variable: string;
  /** What it is, for the reader: "tenant id". */
  what: string;
}

export const READER_PLACEHOLDERS = [
  { token: 'YOUR_TENANT_ID', field: 'id', variable: 'tenantId', what: 'tenant id' },
  { token: 'YOUR_API_BASE_URL', field: 'apiBaseUrl', variable: 'apiBaseUrl', what: 'API base URL' },
  { token: 'YOUR_ENVIRONMENT', field: 'environment', variable: 'environment', what: 'environment' },
] as const satisfies readonly ReaderPlaceholder[];

export type PlaceholderToken = (typeof READER_PLACEHOLDERS)[number]['token'];

/** Any token of the placeholder form (declared or not). */
export const PLACEHOLDER_FORM = /YOUR_[A-Z0-9_]+/g;

const BY_TOKEN = new Map<string, ReaderPlaceholder>(READER_PLACEHOLDERS.map((p) => [p.token, p]));

export function placeholderOf(token: string): ReaderPlaceholder | undefined {
  return BY_TOKEN.get(token);
}

export function placeholderForVariable(variable: string): ReaderPlaceholder | undefined {
  return READER_PLACEHOLDERS.find((p) => p.variable === variable);
}

/** The reader's value of a declared token, or null for a token that is not declared. */
export function readerValue(token: string, tenant: ReaderTenant): string | null {
  const placeholder = BY_TOKEN.get(token);
  return placeholder ? tenant[placeholder.field] : null;
}

/** `text` with every declared token replaced by the tenant's value (what the page shows). */
export function personalise(text: string, tenant: ReaderTenant | null): string {
  if (!tenant) return text;
  return text.replace(PLACEHOLDER_FORM, (token) => readerValue(token, tenant) ?? token);
}
