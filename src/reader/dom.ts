/**
 * Shows the reader's values in place of the placeholder tokens of the page's code (code blocks and
 * inline code, whatever made them: Markdown, the API reference's samples, a component), and puts
 * the tokens back. Each value is a marked span (`flp-reader-value`) holding its token, so changing
 * the tenant or signing out finds every one. Only text nodes change: no element's box moves, so
 * only the code's own width changes (code blocks scroll sideways; see src/README.md, "Sign-in: what is
 * personal", on inline code).
 */
import { tenantLabel, type ReaderTenant } from '../auth/tenants';
import { PLACEHOLDER_FORM, placeholderOf, readerValue } from '../data/readerPlaceholders';

export const VALUE_CLASS = 'flp-reader-value';
const TOKEN_ATTRIBUTE = 'data-reader-token';

function titleOf(token: string, tenant: ReaderTenant): string {
  const what = placeholderOf(token)?.what ?? 'value';
  return `Your ${what}: ${tenantLabel(tenant)}. Signed out, this reads ${token}.`;
}

function fill(span: HTMLElement, token: string, tenant: ReaderTenant): void {
  const value = readerValue(token, tenant) ?? token;
  if (span.textContent !== value) span.textContent = value;
  span.title = titleOf(token, tenant);
}

/**
 * The `code` elements a node added to the page concerns: itself, the one it was added into, or
 * those inside it.
 */
export function codeUnder(node: Node): Element[] {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return [];
  const around = element.closest('code');
  if (around) return [around];
  return node instanceof Element ? Array.from(node.querySelectorAll('code')) : [];
}

/** Text nodes of a `code` element that hold a declared token. */
function textNodesWithTokens(code: Element): Text[] {
  const found: Text[] = [];
  if (!code.textContent?.includes('YOUR_')) return found;
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.parentElement?.classList.contains(VALUE_CLASS)) continue;
    PLACEHOLDER_FORM.lastIndex = 0;
    const tokens = text.data.match(PLACEHOLDER_FORM);
    if (tokens?.some((token) => placeholderOf(token))) found.push(text);
  }
  return found;
}

function replaceText(text: Text, tenant: ReaderTenant): void {
  const parts = document.createDocumentFragment();
  let last = 0;
  for (const match of text.data.matchAll(PLACEHOLDER_FORM)) {
    const token = match[0];
    if (!placeholderOf(token)) continue;
    if (match.index > last) parts.append(text.data.slice(last, match.index));
    const span = document.createElement('span');
    span.className = VALUE_CLASS;
    span.setAttribute(TOKEN_ATTRIBUTE, token);
    fill(span, token, tenant);
    parts.append(span);
    last = match.index + token.length;
  }
  if (last < text.data.length) parts.append(text.data.slice(last));
  text.replaceWith(parts);
}

/** Shows `tenant`'s values in one `code` element: its shown values updated, its new tokens replaced. */
export function showReaderValuesIn(code: Element, tenant: ReaderTenant): void {
  for (const span of Array.from(code.querySelectorAll<HTMLElement>(`span.${VALUE_CLASS}`))) {
    fill(span, span.getAttribute(TOKEN_ATTRIBUTE) ?? '', tenant);
  }
  for (const text of textNodesWithTokens(code)) replaceText(text, tenant);
}

/** Puts every token back under `root`. */
export function showPlaceholders(root: ParentNode): void {
  for (const span of Array.from(root.querySelectorAll<HTMLElement>(`span.${VALUE_CLASS}`))) {
    const parent = span.parentNode;
    span.replaceWith(span.getAttribute(TOKEN_ATTRIBUTE) ?? '');
    parent?.normalize();
  }
}
