/**
 * The page-weight count of checks/page-weight.ts (read from the build, used by the budgets
 * step and `npm run bench:pages`) against what Chromium downloads on the first load of each page
 * type of perf/budgets.ts: every counted file is downloaded, and every other script or stylesheet
 * is requested only after all counted files have arrived, that is by the page once it renders
 * (the sign-in check's keycloak-js), not before hydration. Prefetches of linked pages are not
 * loads of this page and are left out.
 */
import { resolve } from 'node:path';
import { BUDGETS } from '../../perf/budgets';
import { measurePage } from '../../checks/page-weight';
import { test, expect } from './support/fixtures';

const BUILD_DIR = resolve(__dirname, '..', '..', process.env.FLP_TEST_BUILD_DIR ?? 'build');

interface Timing {
  path: string;
  start: number;
  end: number;
}

for (const type of BUDGETS.pageTypes) {
  test(`${type.id}: the counted JS and CSS is what Chromium loads before hydration (${type.route})`, async ({
    page,
  }) => {
    const counted = await measurePage(BUILD_DIR, type.route);
    // Each script or stylesheet of /assets/ the page requests, with the end of its download. A
    // resource timing entry exists only once a response has arrived, so the timings are read when
    // every request made so far has finished, and only those requests are compared.
    const downloads = new Map<string, Promise<unknown>>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      const kind = request.resourceType();
      if (
        url.pathname.startsWith('/assets/') &&
        (kind === 'script' || kind === 'stylesheet') &&
        !downloads.has(url.pathname)
      )
        downloads.set(
          url.pathname,
          // A route table a link's prefetch loads once the page is idle may still be on its way
          // when the test ends; only the requests made by then are awaited.
          request
            .response()
            .then((response) => response?.finished())
            .catch(() => undefined),
        );
    });

    // The browser keeps 250 resource timing entries by default and drops later ones.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.goto(type.route);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const requested = new Set(downloads.keys());
    await Promise.all([...requested].map((path) => downloads.get(path)));
    // The renderer adds the entry of a finished download in its own turn; wait for it rather than
    // reading one turn early.
    await page.waitForFunction(
      (paths) => {
        const seen = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        return paths.every((path) => seen.has(path));
      },
      [...requested],
      { timeout: 10_000 },
    );
    const timings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
    );
    const first = (path: string): Timing | undefined => timings.find((t: Timing) => t.path === path);

    const countedPaths = counted.assets.map((a) => a.url);
    for (const path of countedPaths)
      expect(requested, `${path} is counted but Chromium did not load it`).toContain(path);

    const countedArrived = Math.max(...countedPaths.map((path) => first(path)?.end ?? Infinity));
    const later = [...requested].filter((path) => !countedPaths.includes(path));
    for (const path of later) {
      const timing = first(path);
      expect(timing, `no timing for ${path}`).toBeDefined();
      expect(
        timing?.start,
        `${path} was requested before the counted files had arrived: the count misses a file the page needs to hydrate`,
      ).toBeGreaterThanOrEqual(countedArrived);
    }
    test.info().annotations.push({
      type: 'page weight',
      description: `${counted.js.files} JS + ${counted.css.files} CSS files counted; loaded after them: ${later.join(', ') || 'none'}`,
    });
  });
}
