import type { Page } from '@playwright/test';
import { RENDERING_RULES } from '../../../checks/rendering-rules';

declare global {
  interface Window {
    /** What the rendering check finds in the page as the reader sees it now (installRawMarkupCheck). */
    __flpRawMarkup?: () => string[];
  }
}

/**
 * The rendering check of checks/rendering.ts, in the browser after hydration: the text of the
 * app as rendered now (tabs, API panels, catalogue components included), scripts, styles, code
 * and hidden elements left out, against the same rules. Installed before any page script runs;
 * call `window.__flpRawMarkup()` in the page.
 */
export async function installRawMarkupCheck(page: Page): Promise<void> {
  const rules = RENDERING_RULES.map(({ id, pattern }) => ({ id, pattern }));
  await page.addInitScript((rules) => {
    const notText = 'script, style, template, code, pre, kbd, samp, svg, math, textarea, [hidden]';
    const block =
      /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|DD|DETAILS|DIV|DL|DT|FIELDSET|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|SECTION|SUMMARY|TABLE|TBODY|TD|TFOOT|TH|THEAD|TR|UL|OPTION|BUTTON|A)$/;
    window.__flpRawMarkup = () => {
      const app = document.getElementById('__docusaurus');
      if (!app) return [];
      const copy = app.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(notText).forEach((element) => element.remove());
      const parts: string[] = [];
      const walk = (node: Node): void => {
        if (node.nodeType === Node.TEXT_NODE) {
          parts.push(node.nodeValue ?? '');
          return;
        }
        if (node.nodeType !== Node.ELEMENT_NODE) return;
        const isBlock = block.test((node as Element).tagName);
        if (isBlock) parts.push('\n');
        node.childNodes.forEach(walk);
        if (isBlock) parts.push('\n');
      };
      walk(copy);
      const found: string[] = [];
      for (const raw of parts.join('').split('\n')) {
        const line = raw.replace(/\s+/g, ' ').trim();
        if (!line) continue;
        for (const rule of rules) {
          for (const match of line.matchAll(new RegExp(rule.pattern, 'g'))) {
            found.push(`${rule.id}: ${line.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}`);
          }
        }
      }
      return found;
    };
  }, rules);
}
