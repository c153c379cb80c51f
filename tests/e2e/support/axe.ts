import { readFileSync } from 'node:fs';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { SIZED_ATTRIBUTE } from '../../../src/clientModules/skipOffscreen';

/**
 * Accessibility checks with axe-core, run in the page itself.
 *
 * `@axe-core/playwright` runs axe in every frame and then merges the results in a blank page it
 * opens for the purpose: about three times the time of one `axe.run` in the page (4.4 s against
 * 1.3 s on a docs page, 12 s against 5.6 s on a platform's error-code table). The site's only
 * frames are the sign-in client's hidden ones, which have no content, so the checks run in the
 * top document (`iframes: false`).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 level A and AA: the level the portal promises. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21aa'];

export interface AxeCheck {
  /** A selector: check only that part of the page (for pages whose shell other tests cover). */
  within?: string;
  /** Rule tags to run; every rule of axe (best practices too) when empty. WCAG 2.1 AA by default. */
  tags?: readonly string[];
  /** Report every violation, not only the serious and critical ones. */
  allImpacts?: boolean;
  /**
   * Check the page as it is now, also a long page whose blocks away from the screen have not been
   * rendered for their heights yet (by default the check waits for that, see below).
   */
  asIs?: boolean;
}

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/** The violations axe finds on the page as it is now, one line each: rule, help, the elements and why. */
export async function accessibilityViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  // A long page renders its blocks away from the screen once each, in idle time, for their heights
  // (src/clientModules/skipOffscreen.ts): until then its layout moves under axe, which measures an
  // element and then looks up what lies at that point (a link's background taken from the code of
  // the block that moved there). Checked as the reader meets it once it has settled.
  const { within, tags = WCAG_21_AA, allImpacts = false, asIs = false } = check;
  if (!asIs) {
    await page.waitForFunction((sized) => {
      const content = document.querySelector('.markdown');
      return !content || content.hasAttribute(sized);
    }, SIZED_ATTRIBUTE);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ within, tags }) => {
      const results = await window.axe!.run(within ? { include: [within] } : document, {
        ...(tags.length > 0 ? { runOnly: { type: 'tag', values: tags } } : {}),
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`),
      }));
    },
    { within, tags: [...tags] },
  );
  return violations
    .filter((v) => allImpacts || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}: ${v.nodes.join(' | ')}`);
}

/** The serious and critical WCAG 2.1 AA violations on the page as it is now (see `accessibilityViolations`). */
export function seriousViolations(page: Page, within?: string): Promise<string[]> {
  return accessibilityViolations(page, { within });
}

/**
 * Runs `check` on the page at `route` in the light and then the dark colour mode, each chosen as a
 * reader does (the stored choice, then a reload), so components that read the mode render it too.
 */
export async function inBothColourModes(
  page: Page,
  route: string,
  check: (mode: 'light' | 'dark') => Promise<void>,
): Promise<void> {
  await page.goto(route);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('theme', m), mode);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await check(mode);
  }
}
