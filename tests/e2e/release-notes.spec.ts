import { accessibilityViolations } from './support/axe';
import { test, expect } from './support/fixtures';
import { slowFrames } from './support/slow-frames';

/** Release notes: the cross-platform timeline, the per-platform pages, the upgrade view and the feeds. */

test.describe('release notes timeline', () => {
  test('is in the static HTML, every platform, before any script runs', async ({ request }) => {
    const html = await (await request.get('/release-notes/')).text();
    for (const anchor of ['android-v7-4-0', 'ios-v7-0-0', 'web-v6-10-0', 'roku-v7-4-0', 'chromecast-v7-0-0']) {
      expect(html, anchor).toMatch(new RegExp(`id="?${anchor}"?`));
    }
  });

  test('filters by platform and change type from the UI and keeps the filter in the URL', async ({ page }) => {
    await page.goto('/release-notes/');
    // A filter hides the releases it leaves out: the reader sees the visible ones.
    const articles = page.locator('main article').filter({ visible: true });
    await expect(articles.first()).toBeVisible();
    const all = await articles.count();
    expect(all).toBe(await page.locator('main article').count());

    await page.getByRole('checkbox', { name: 'Web / SmartTVs' }).check();
    await expect(page).toHaveURL(/\?platform=web$/);
    await expect(articles).not.toHaveCount(all);
    for (const title of await articles.locator('h3').allTextContents()) expect(title).toContain('Web / SmartTVs');

    await page.getByRole('checkbox', { name: 'Breaking' }).check();
    await expect(page).toHaveURL(/\?platform=web&type=breaking$/);
    await expect(articles).toHaveCount(1);
    await expect(articles.locator('h3')).toHaveText(/Web \/ SmartTVs 7\.0\.0/);
    await expect(articles.getByText('Migration notes', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').first()).toHaveText(/1 release that matches the filters/);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/release-notes\/$/);
    await expect(articles).toHaveCount(all);
  });

  test('a loaded page keeps the releases the server rendered and its links move without a reload; a move to the page loads them', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/js/')) scripts.push(request.url());
    });
    await page.goto('/release-notes/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const release = page.locator('article').filter({ has: page.locator('h3#web-v7-4-0') });
    await expect(release.getByText('is now a warning').first()).toBeVisible();
    // The releases' text is the page's HTML: no script of the page carries it.
    expect(scripts.length).toBeGreaterThan(2);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain('DAI_STREAM_REQUEST_FAILED is now a warning');
    }
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await release.getByRole('link', { name: 'Web / SmartTVs release notes' }).click();
    await expect(page).toHaveURL(/\/docs\/products\/player\/web\/releasenotes#v7-4-0$/);
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);

    // Back on the timeline by a client-side move: the releases are loaded and rendered.
    await page.goBack();
    await expect(page).toHaveURL(/\/release-notes\/$/);
    await expect(release.getByText('is now a warning').first()).toBeVisible();
    expect(await page.evaluate(() => 'stayed' in window), 'back').toBe(true);
    await page.getByRole('link', { name: 'upgrade view' }).first().click();
    await expect(page).toHaveURL(/\/release-notes\/upgrade/);
    expect(await page.evaluate(() => 'stayed' in window), 'upgrade').toBe(true);
    await page.locator('main').getByRole('link', { name: 'release notes', exact: true }).click();
    await expect(page).toHaveURL(/\/release-notes\/$/);
    await expect(page.locator('h3#android-v7-4-0')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Changed' }).check();
    await expect(page.locator('main article').filter({ visible: true }).first()).toContainText('Changed');
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  });

  test('applies the filter of a shared URL', async ({ page }) => {
    await page.goto('/release-notes/?platform=android&type=security');
    await expect(page.getByRole('checkbox', { name: 'Android / AndroidTV' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Security' })).toBeChecked();
    const articles = page.locator('main article').filter({ visible: true });
    await expect(articles.first()).toBeVisible();
    for (const title of await articles.locator('h3').allTextContents()) expect(title).toContain('Android');
    const types = await articles
      .locator('li[data-change-type]')
      .filter({ visible: true })
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-change-type')));
    // Migration notes are for breaking changes: a filter without them hides the notes.
    await expect(articles.getByText('Migration notes', { exact: true }).filter({ visible: true })).toHaveCount(0);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['security']));
  });

  test('explains an unknown filter value and shows the full timeline', async ({ page }) => {
    await page.goto('/release-notes/?platform=nokia');
    await expect(page.getByRole('alert')).toContainText('Unknown platform "nokia"');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('jumps to a version', async ({ page }) => {
    await page.goto('/release-notes/');
    await page.getByLabel('Jump to a version').selectOption('7.0.0');
    // Where the heading is in every frame from the jump on.
    await page.evaluate(() => {
      const tops: number[] = [];
      Object.assign(window, { releaseHeadingTops: tops });
      const sample = (): void => {
        tops.push(Math.round(document.getElementById('android-v7-0-0')!.getBoundingClientRect().top));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/#android-v7-0-0$/);
    await expect(page.locator('#android-v7-0-0')).toBeInViewport();
    // Releases away from the screen are laid out when they come near it: from the first frame that
    // shows it, the heading stays put until those near the screen are all rendered and nothing has
    // moved for 10 frames.
    const settled = await page.waitForFunction(
      () => {
        const tops = (window as unknown as { releaseHeadingTops: number[] }).releaseHeadingTops;
        const shown = tops.slice(tops.findIndex((top) => top >= 0 && top < window.innerHeight));
        const nearRendered = Array.from(document.querySelectorAll('main article'))
          .filter((release) => {
            const { top, bottom } = release.getBoundingClientRect();
            return bottom > -window.innerHeight && top < 2 * window.innerHeight;
          })
          .every((release) => release.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true);
        return nearRendered && shown.length > 10 && new Set(shown.slice(-10)).size === 1 && shown;
      },
      undefined,
      { timeout: 10_000 },
    );
    const shown = (await settled.jsonValue()) as number[];
    expect(new Set(shown)).toEqual(new Set([shown[0]]));
    expect(shown[0]).toBeLessThan(200);
  });

  test('a filter rewrites the address in place, and back from another page restores it', async ({ page }) => {
    await page.goto('/release-notes/?platform=nokia');
    await expect(page.getByRole('alert')).toBeVisible();
    const entries = await page.evaluate(() => window.history.length);
    await page.getByRole('checkbox', { name: 'Roku' }).check();
    await expect(page).toHaveURL(/\/release-notes\/\?platform=roku$/);
    // The unknown value was the address's; the boxes' filter replaced it.
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    // Back from a page the reader went on to: the address holds the filter.
    await page
      .locator('main article')
      .filter({ visible: true })
      .first()
      .getByRole('link', { name: 'Roku release notes' })
      .click();
    await expect(page).toHaveURL(/\/docs\/products\/player\/roku\/releasenotes#/);
    await page.goBack();
    await expect(page).toHaveURL(/\/release-notes\/\?platform=roku$/);
    await expect(page.getByRole('checkbox', { name: 'Roku' })).toBeChecked();
    // A move of the site's router on the page (a version jump) keeps the filter in the address.
    await page.getByLabel('Jump to a version').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\?platform=roku#roku-v/);
    await expect(page.getByRole('checkbox', { name: 'Roku' })).toBeChecked();
    for (const title of await page.locator('main article').filter({ visible: true }).locator('h3').allTextContents())
      expect(title).toContain('Roku');
  });

  test('links to the RSS and Atom feeds, in the page and in the head', async ({ page, request }) => {
    await page.goto('/release-notes/');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/release-notes\/rss\.xml$/,
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/release-notes\/atom\.xml$/,
    );
    const rss = page.getByRole('link', { name: 'RSS feed' });
    await expect(rss).toHaveAttribute('href', '/release-notes/rss.xml');
    const feed = await request.get('/release-notes/rss.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<rss version="2.0"');
    expect((await request.get('/release-notes/web/atom.xml')).status()).toBe(200);
  });
});

test('on a phone, a release not rendered yet takes about its height, so the timeline does not move as releases render', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/release-notes');
  const releases = page.locator('[aria-labelledby] > div:has(> article)');
  // The guess each release takes while it is skipped, then its height once every release is rendered.
  const guessed = await releases.evaluateAll((divs) =>
    divs.map((div) => {
      const probe = div.cloneNode(false) as HTMLElement;
      probe.style.contentVisibility = 'hidden';
      div.after(probe);
      const height = probe.getBoundingClientRect().height;
      probe.remove();
      return height;
    }),
  );
  await page.addStyleTag({
    content: '[aria-labelledby] > div:has(> article) { content-visibility: visible !important; }',
  });
  const real = await releases.evaluateAll((divs) => divs.map((div) => div.getBoundingClientRect().height));
  expect(real.length).toBeGreaterThan(20);
  const meanError = real.reduce((sum, height, i) => sum + Math.abs(height - guessed[i]!), 0) / real.length;
  // A flat guess of 16rem was off by 567 px a release on average.
  expect(meanError).toBeLessThan(200);
});

test('a platform page has one stable anchor per version, newest first', async ({ page }) => {
  await page.goto('/docs/products/player/ios/releasenotes#v7-0-0');
  const heading = page.locator('#v7-0-0');
  await expect(heading).toBeInViewport();
  await expect(heading).toHaveText(/7\.0\.0/);
  const major = page.locator('article[data-version="7.0.0"]');
  await expect(major.getByText('Migration notes', { exact: true })).toBeVisible();
  await expect(major.locator('li[data-change-type="breaking"]').first()).toBeVisible();
  const versions = await page
    .locator('article[data-version]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-version')));
  expect(versions[0]).toBe('7.4.0');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/release-notes\/ios\/rss\.xml$/,
  );
});

test('a release lists the error codes it brought, each opening its entry on the platform’s error-code page', async ({
  page,
}) => {
  await page.goto('/docs/products/player/android/releasenotes#v7-1-0');
  const codes = page.locator('article[data-version="7.1.0"] [data-release-error-codes]');
  await expect(codes.getByText('New error codes in 7.1.0', { exact: true })).toBeVisible();
  const item = codes.locator('li').filter({ hasText: 'E-8013' });
  await expect(item).toHaveText('E-8013 PROFILE_NOT_IN_ACCOUNT');
  // A release that brought none has no such list.
  await expect(page.locator('article[data-version="7.3.1"] [data-release-error-codes]')).toHaveCount(0);
  await item.getByRole('link', { name: 'E-8013' }).click();
  await expect(page).toHaveURL(/\/docs\/products\/player\/android\/error-codes#E-8013$/);
  await expect(page.locator('[id="E-8013"]')).toBeInViewport();
});

test('on a phone a change’s text runs on after its badge and under it, across the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/products/player/web/releasenotes');
  const change = page.locator('article[data-version="7.4.0"] li[data-change-type]').first();
  const { itemLeft, itemWidth, lines, badgeRight, firstLineLeft } = await change.evaluate((li) => {
    // The badge, then the change's text.
    const text = li.children[1]!;
    const rects = Array.from(text.getClientRects());
    const box = li.getBoundingClientRect();
    return {
      itemLeft: box.left,
      itemWidth: box.width,
      lines: rects.map((r) => r.left),
      badgeRight: li.children[0]!.getBoundingClientRect().right,
      firstLineLeft: rects[0]!.left,
    };
  });
  expect(lines.length).toBeGreaterThan(1);
  expect(firstLineLeft).toBeGreaterThanOrEqual(badgeRight);
  // Every line after the first starts at the item's left edge, not in a column beside the badge.
  for (const left of lines.slice(1)) expect(left - itemLeft).toBeLessThan(2);
  expect(itemWidth).toBeGreaterThan(300);
});

test.describe('upgrade view', () => {
  test('lists the breaking changes and migration notes across 7.0.0, with a shareable URL', async ({ page }) => {
    await page.goto('/release-notes/upgrade');
    // Choices made before React hydrates the form would be reset by it.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByLabel('Platform').selectOption('android');
    await page.getByLabel('Current version').selectOption('6.11.0');
    await page.getByLabel('Target version').selectOption('7.4.0');
    await page.getByRole('button', { name: 'Show what changes' }).click();
    await expect(page).toHaveURL(/\/release-notes\/upgrade\?platform=android&from=6\.11\.0&to=7\.4\.0$/);
    await expect(page.getByRole('heading', { name: /Android \/ AndroidTV: 6\.11\.0 → 7\.4\.0/ })).toBeVisible();
    await expect(page.getByText(/7 breaking changes/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '7.0.0', level: 3 })).toBeVisible();
    await expect(page.getByText('Migration notes', { exact: true })).toBeVisible();
    await expect(page.getByText('Built on Media3 1.x instead of ExoPlayer 2', { exact: false })).toBeVisible();

    // The same URL, opened fresh, gives the same result.
    await page.goto('/release-notes/upgrade?platform=android&from=6.11.0&to=7.4.0');
    await expect(page.getByText(/7 breaking changes/)).toBeVisible();
    await expect(page.getByLabel('Current version')).toHaveValue('6.11.0');
  });

  test('back pressed before the submitted upgrade is shown resets the form to the address', async ({ page }) => {
    // The page shows the address the form wrote after the frame that answers the click; back comes
    // before that frame (frames of 300 ms, a busy phone). The address back went to is shown in its
    // place, with the query shown before: the form must show it, not the values just submitted.
    await page.goto('/release-notes/upgrade?platform=android&from=6.11.0&to=7.4.0');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByLabel('Current version').selectOption('7.0.0');
    await slowFrames(page);
    await page.getByRole('button', { name: 'Show what changes' }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\?platform=android&from=6\.11\.0&to=7\.4\.0$/);
    await expect(page.getByLabel('Current version')).toHaveValue('6.11.0');
    await expect(page.getByText(/7 breaking changes/)).toBeVisible();
  });

  test('links the migration guide when the upgrade crosses 6.x → 7.x, each breaking change to its section', async ({
    page,
  }) => {
    await page.goto('/release-notes/upgrade?platform=android&from=6.12.3&to=7.4.0');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const guide = page.getByRole('link', { name: 'Android / AndroidTV migration guide from 6.x to 7.x' });
    await expect(guide).toHaveAttribute('href', '/docs/products/player/android/migrate-6-to-7');
    // Each breaking change links to its own section of the guide.
    await expect(
      page.locator(
        'li[data-change-type="breaking"] a[href="/docs/products/player/android/migrate-6-to-7#create-player"]',
      ),
    ).toBeVisible();

    await guide.click();
    await expect(page).toHaveURL(/\/docs\/products\/player\/android\/migrate-6-to-7$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Migrating from 6.x to 7.x' })).toBeVisible();
    // The checklist is the release catalogue's list, in upgrade order, each item linking its section.
    const checklist = page.getByRole('list', { name: 'Breaking changes of 7.0.0, in upgrade order' });
    await expect(checklist.getByRole('listitem')).toHaveCount(7);
    await checklist.locator('li[data-change-id="create-player"]').getByRole('link', { name: 'How to migrate' }).click();
    await expect(page).toHaveURL(/#create-player$/);
    await expect(page.getByRole('heading', { name: 'FlpPlayer.create instead of FlpPlayerFactory' })).toBeInViewport();
    await expect(page.getByRole('cell', { name: 'PLAYBACK_AUTH_DENIED' })).toBeVisible();
  });

  test('within 7.x links no migration guide and lists the changes of behaviour', async ({ page }) => {
    await page.goto('/release-notes/upgrade?platform=android&from=7.0.0&to=7.4.0');
    await expect(page.getByRole('heading', { name: /Android \/ AndroidTV: 7\.0\.0 → 7\.4\.0/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /migration guide from/ })).toHaveCount(0);
    // No breaking change within 7.x, but changes of behaviour an app must follow: the code a CDN's
    // 401 on a media playlist reports, E-1011 since 7.4.0 where it was E-2020.
    await expect(page.getByRole('status')).toContainText('0 breaking changes');
    await expect(page.getByRole('status')).toContainText(/[1-9]\d* changes of behaviour/);
    const changed = page.locator('li[data-change-type="changed"]', { hasText: 'not E-2020' });
    await expect(changed).toBeVisible();
    await expect(changed).toContainText('Changed');
  });

  test('the 7.0.0 release notes point to the migration guide', async ({ page }) => {
    await page.goto('/docs/products/player/web/releasenotes');
    const major = page.locator('article[data-version="7.0.0"]');
    await expect(major.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
      'href',
      '/docs/products/player/web/migrate-6-to-7',
    );
  });

  test('explains a bad query instead of crashing', async ({ page }) => {
    await page.goto('/release-notes/upgrade?platform=web&from=7.4.0&to=7.0.0');
    await expect(page.getByRole('alert')).toContainText('must be newer than the current version (7.4.0)');
    // The form shows the version the message names, and offers no older target.
    await expect(page.getByLabel('Current version')).toHaveValue('7.4.0');
    await expect(page.getByLabel('Target version')).toBeDisabled();
    await page.goto('/release-notes/upgrade?platform=web&from=7.2.0');
    // The static HTML has the empty form; the query fills it after hydration.
    await expect(page.getByLabel('Target version').locator('option')).toHaveText([
      'Latest (7.4.0)',
      '7.4.0',
      '7.3.1',
      '7.3.0',
      '7.2.1',
    ]);
    await page.goto('/release-notes/upgrade?platform=web&from=banana');
    await expect(page.getByRole('alert')).toContainText('"banana" is not a version number');
  });
});

for (const route of [
  '/release-notes/?platform=web&type=breaking',
  '/release-notes/upgrade?platform=roku&from=6.12.0',
  '/docs/products/player/chromecast/releasenotes',
]) {
  test(`${route} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Every rule of axe, best practices too; serious and critical violations fail.
    expect(await accessibilityViolations(page, { tags: [] })).toEqual([]);
  });
}
