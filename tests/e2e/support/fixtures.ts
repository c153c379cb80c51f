import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught exception,
 * unless the test declares the exact message it expects (with a reason).
 * The network outside this machine is blocked; Google's tag script is
 * answered with an empty script so analytics calls stay in `dataLayer`.
 */
interface Options {
  expectedErrors: readonly RegExp[];
}

/**
 * Any URL whose host is not this machine. A regular expression, not a function: Playwright matches
 * it in the browser's driver, so requests to this machine are never stopped, while a function
 * would send every request of every page through the test process and back (about a tenth of a
 * second each on a loaded two-core machine).
 */
const OUTSIDE = /^(?!(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$))[a-z][a-z0-9+.-]*:\/\//i;

export const test = base.extend<Options & { page: Page }>({
  expectedErrors: [[], { option: true }],
  page: async ({ page, expectedErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
    await page.route(OUTSIDE, (route) =>
      route.request().url().startsWith('https://www.googletagmanager.com/')
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
        : route.abort('blockedbyclient'),
    );
    // The site's scripts start after the first paint (src/config/ssrTemplate.ts), so the load
    // event can come before hydration. Tests act on a page once it has hydrated, as a reader's
    // click before that is an ordinary link or form default; pages that are not the site's app
    // (Markdown twins, downloads) have nothing to hydrate.
    const hydrated = (): Promise<unknown> =>
      page.waitForFunction(
        () => !document.getElementById('__docusaurus') || document.documentElement.dataset.hasHydrated === 'true',
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil || options.waitUntil === 'load') await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil || options.waitUntil === 'load') await hydrated();
      return response;
    };
    await use(page);
    const unexpected = errors.filter((text) => !expectedErrors.some((pattern) => pattern.test(text)));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };
