import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { IDP_ORIGIN } from './support/env';
import { openSignedIn, signIn } from './support/sign-in';

/** Pages generated from api/*.yaml: what must be in the static HTML and what the reader can do there. */

const GET_EPISODES = '/docs/products/cms/metadata-service/get_episodes';

// Chromium logs the documented error answers of the mock (401 without a token, 422 for a bad value).
// One pattern: a fixture option given two values would be read as [value, options].
const ERROR_STATUS = /Failed to load resource: the server responded with a status of (401|422)/;

test.describe('static HTML', () => {
  for (const [route, texts] of [
    // An operation page: method and path, a parameter, a response field, an error code, code samples.
    [GET_EPISODES, ['/metadata/v3/items/{id}/episodes', 'seasonNumber', 'items[].episodeNumber', 'E-9101']],
    // A schema page of the metadata service and a data-model page of the content gateway.
    ['/docs/products/cms/metadata-service/schemas/series', ['seasonCount', 'localized.title']],
    ['/docs/products/edge/data-model/live/live-channel', ['dvrWindowDuration', 'startOver']],
    // One live, one encoding and one media asset management page.
    ['/docs/products/live/datastore/create_channel', ['/live/v3/channels', 'Idempotency-Key']],
    ['/docs/products/vod/enc/create_config', ['/media/v2/encoding/configs', 'ladder']],
    ['/docs/products/vod/mam/asset/list', ['/media/v2/mam/assets', 'pageSize']],
  ] as const) {
    test(`${route} has its reference in the HTML`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      for (const text of texts) expect(html, text).toContain(text.replace(/&/g, '&amp;'));
    });
  }
});

const SAMPLE_TABS = ['curl', 'JavaScript', 'Node.js', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby', 'Kotlin', 'Swift'];

test('an operation page shows its reference, code samples in eleven languages and its tag', async ({ page }) => {
  await page.goto(GET_EPISODES);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('List the episodes of a series or season');
  await expect(article.locator('code', { hasText: '/metadata/v3/items/{id}/episodes' }).first()).toBeVisible();
  await expect(article.getByRole('cell', { name: 'seasonNumber', exact: true })).toBeVisible();
  await expect(article.getByRole('tablist').first().getByRole('tab')).toHaveText(SAMPLE_TABS);
  await article.getByRole('tab', { name: 'Kotlin' }).click();
  await expect(article.getByText('OkHttpClient()')).toBeVisible();
  await expect(article.getByRole('link', { name: 'API reference (media 3)' })).toBeVisible();
});

test('an example response opens and closes from its summary, by mouse and by keyboard', async ({ page }) => {
  await page.goto(GET_EPISODES);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const details = page.locator('article details', { hasText: 'Example 404 response' }).first();
  const summary = details.locator('> summary');
  const example = details.locator('pre');
  const arrow = (): Promise<string> => summary.evaluate((el) => getComputedStyle(el, '::before').transform);
  await expect(example).toBeHidden();
  expect(await arrow()).toBe('none');
  await summary.click();
  await expect(details).toHaveAttribute('open', '');
  await expect(example).toBeVisible();
  await expect(example).toContainText('"status": 404');
  // The arrow points down while open.
  expect(await arrow()).not.toBe('none');
  await summary.press('Enter');
  await expect(details).not.toHaveAttribute('open');
  await expect(example).toBeHidden();
  await summary.press(' ');
  await expect(example).toBeVisible();
});

test('every language of the samples is in the static HTML, with the token placeholder', async ({ request }) => {
  const html = await (await request.get('/docs/products/live/datastore/create_channel')).text();
  const text = html.replace(/<[^>]+>/g, '');
  const samples = ['curl --request POST', 'requests.post(', 'http.NewRequest(', 'HttpRequest.newBuilder()'];
  samples.push('new HttpRequestMessage', '\\GuzzleHttp\\Client()', 'Net::HTTP::Post.new', 'OkHttpClient()');
  for (const code of samples) expect(text, code).toContain(code);
  expect(text).toContain('URLSession.shared');
  expect(text).toContain('Bearer YOUR_ACCESS_TOKEN');
  expect(text).toContain('Idempotency-Key');
});

test('a language tab clicked just before leaving the page writes nothing into the next page’s address', async ({
  page,
}) => {
  await page.goto(GET_EPISODES);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const next = page.locator('a.pagination-nav__link--next');
  const nextPath = new URL((await next.getAttribute('href'))!, page.url()).pathname;
  // The tab and the link in one task: the address is written after the tab's paint, by then on the next page.
  await page.evaluate(() => {
    const go = Array.from(document.querySelectorAll<HTMLElement>('article [role="tab"]')).find(
      (t) => t.textContent === 'Go',
    );
    go!.click();
    document.querySelector<HTMLElement>('a.pagination-nav__link--next')!.click();
  });
  await expect(page).toHaveURL((url) => url.pathname === nextPath);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
  expect(new URL(page.url()).search).toBe('');
});

test('?language= picks the sample language, which the next page keeps', async ({ page }) => {
  await page.goto(`${GET_EPISODES}?language=python`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const article = page.locator('article');
  await expect(article.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(article.getByText('import requests').first()).toBeVisible();
  await page.goto('/docs/products/live/datastore/create_channel');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('article').getByRole('tab', { name: 'Python' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.locator('article').getByRole('tab', { name: 'Go' }).first().click();
  await expect(page).toHaveURL(/[?&]language=go\b/);
  await page.goto(GET_EPISODES);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('article').getByRole('tab', { name: 'Go' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the tag pages list the generated operation pages', async ({ page }) => {
  await page.goto('/docs/tags/apidocsmedia-3');
  await expect(page.getByRole('link', { name: 'List the episodes of a series or season' })).toBeVisible();
  await page.goto('/docs/tags/apidocslegacy');
  await expect(page.getByRole('link', { name: 'Create an encoding configuration' })).toBeVisible();
});

test('the OpenAPI document downloads from the overview page', async ({ page, request }) => {
  await page.goto('/docs/products/cms/metadata-service/overview');
  const link = page
    .locator('article')
    .getByRole('link', { name: 'Download the Metadata service OpenAPI document' })
    .first();
  const href = await link.getAttribute('href');
  expect(href).toBe('/api/metadata-service.yaml');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^openapi: 3\.1\.0/);
  expect(text).not.toContain('./shared/components.yaml');
});

test.describe('Try it', () => {
  test.use({ expectedErrors: [ERROR_STATUS] });

  test('sends the request to the mock server, without and with the reader token', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(GET_EPISODES);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Try it' }).click();
    const form = page.getByRole('form', { name: 'Try GET /metadata/v3/items/{id}/episodes' });
    await expect(form.getByLabel('id (path, required)')).toHaveValue('mi_01J9Q6H2ZK4W');

    // Signed out: the documented 401 problem.
    await form.getByRole('button', { name: 'Send request' }).click();
    const result = page.getByTestId('try-it-response');
    await expect(result).toContainText('Response: 401');
    await expect(result).toContainText('E-8001');

    // Signed in as demo: the reader's token is sent and the documented example comes back. The
    // panel still sends to the portal's test server (the mock), and offers demo's tenant's server.
    await signIn(page);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect(page.getByTestId('try-it-destination')).toContainText("the portal's test server");
    await expect(form.getByRole('button', { name: "Use your tenant's server" })).toBeVisible();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(result).toContainText('Response: 200');
    await expect(result).toContainText('"episodeNumber": 4');

    // A value the document forbids: the documented validation problem.
    await form.getByLabel('limit (query)').fill('1000');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(result).toContainText('Response: 422');
    await expect(result).toContainText('E-9101');
  });

  test("shows a value with an underscore whole: the field's line holds the glyph", async ({ page }) => {
    await page.goto(GET_EPISODES);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Try it' }).click();
    const field = page
      .getByRole('form', { name: 'Try GET /metadata/v3/items/{id}/episodes' })
      .getByLabel('id (path, required)');
    await expect(field).toHaveValue('mi_01J9Q6H2ZK4W');
    // The text sits in the middle of its line, which the field clips: the underscore's lowest
    // point must lie inside that line (with \`line-height: normal\` it lay 1-2 px below it).
    const overflow = await field.evaluate((input) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const metrics = context.measureText('_');
      const ascent = metrics.fontBoundingBoxAscent;
      const descent = metrics.fontBoundingBoxDescent;
      const line = style.lineHeight === 'normal' ? ascent + descent : parseFloat(style.lineHeight);
      const baseline = (line - ascent - descent) / 2 + ascent;
      return baseline + metrics.actualBoundingBoxDescent - line;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('refuses a request body that is not JSON, with a clear message that goes once the body is fixed', async ({
    page,
  }) => {
    await page.goto('/docs/products/cms/metadata-service/create');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.getByLabel('Request body (application/json)').fill('{ "type": ');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toContainText('The request body is not valid JSON');
    await page.getByLabel('Request body (application/json)').fill('{ "type": "series" }');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('keeps the keyboard focus on "Try it" and "Send request", and announces the response', async ({ page }) => {
    await page.goto('/docs/products/cms/metadata-service/get_episodes');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const tryIt = page.getByRole('button', { name: 'Try it' });
    await tryIt.focus();
    await page.keyboard.press('Enter');
    await expect(tryIt).toHaveAttribute('aria-expanded', 'true');
    await expect(tryIt).toBeFocused();
    const form = page.getByRole('form', { name: 'Try GET /metadata/v3/items/{id}/episodes' });
    const send = form.getByRole('button', { name: 'Send request' });
    await send.focus();
    await page.keyboard.press('Enter');
    // The live region, there before the answer, says what came back.
    await expect(form.getByRole('status')).toHaveText('Response: 401 Unauthorized');
    await expect(send).toBeFocused();
  });

  test('works for the live, encoding and media asset management APIs too', async ({ page }) => {
    test.setTimeout(90_000);
    await openSignedIn(page, '/docs/products/live/datastore/get_channel');
    for (const [route, field] of [
      ['/docs/products/live/datastore/get_channel', '"id": "ch_'],
      ['/docs/products/vod/enc/get_config', '"id": "ec_'],
      ['/docs/products/vod/mam/asset/list', '"data": ['],
    ] as const) {
      await page.goto(route);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign out' })).toBeVisible();
      await page.getByRole('button', { name: 'Try it' }).click();
      await page.getByRole('button', { name: 'Send request' }).click();
      const result = page.getByTestId('try-it-response');
      await expect(result, route).toContainText(/Response: 20\d/);
      await expect(result, route).toContainText(field);
    }
  });
});

test('Try it sends a licence request with the playback token playback authorisation answered, never the access token, and the challenge as bytes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/docs/products/edge/playback/playback_auth');
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  const result = page.getByTestId('try-it-response');
  await expect(result).toContainText(/Response: 20\d/);
  const answer = JSON.parse((await result.locator('code').textContent()) ?? '{}') as { playbackToken?: string };
  expect(answer.playbackToken).toBeTruthy();

  // On to the licence operation inside the site, as a reader does from the sidebar.
  await page.locator('.theme-doc-sidebar-container a[href="/docs/products/edge/playback/widevine_license"]').click();
  await expect(page).toHaveURL(/widevine_license$/);
  // The address changes at the click; the previous page stays shown until the next one's code has
  // loaded, and its own open panel's button would be the one pressed.
  await expect(page.getByRole('heading', { level: 1, name: 'Acquire a Widevine licence' })).toBeVisible();
  // The page's first operation is Widevine's (PlayReady's follows as a variant, with its own panel).
  await page.getByRole('button', { name: 'Try it' }).first().click();
  const form = page.getByRole('form', { name: 'Try POST /playback/v3/drm/widevine/license' });
  await expect(form.getByTestId('try-it-destination')).toContainText('your access token is never sent');
  const field = form.getByLabel('Playback token (Authorization: Bearer, required)');
  await expect(field).toHaveValue(answer.playbackToken!);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/widevine\//.test(request.url()));
  await form.getByRole('button', { name: 'Send request' }).click();
  const request = await sent;
  // Exactly the playback token: the reader's access token (they are signed in) is not sent.
  expect(request.headers().authorization).toBe(`Bearer ${answer.playbackToken}`);
  expect(request.headers()['content-type']).toBe('application/octet-stream');
  // The documented challenge, shown base64-encoded, goes as its bytes.
  const shown = await form.getByLabel('Request body (application/octet-stream, base64-encoded)').inputValue();
  expect(request.postDataBuffer()?.toString('base64')).toBe(shown.replace(/\s+/g, ''));
  await expect(form.getByTestId('try-it-response')).toContainText(/Response: \d{3}/);

  // Without a playback token, nothing is sent: the browser asks for the field.
  let more = 0;
  page.on('request', (r) => {
    if (/\/widevine\//.test(r.url())) more += 1;
  });
  await field.fill('');
  await form.getByRole('button', { name: 'Send request' }).click();
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await page.waitForTimeout(500);
  expect(more).toBe(0);
});

test.describe('Try it, when the request cannot be read', () => {
  // What Chromium logs for each failure: the page's policy refusing the connection, a connection
  // refused (the request and the probe), a CORS refusal (and the 404 of the server that refuses).
  // One pattern (see ERROR_STATUS).
  const FAILURE_LOGS = [
    String.raw`https://api\.example\.com/\S* .*Content Security Policy`,
    'net::ERR_CONNECTION_REFUSED',
    'blocked by CORS policy',
    'net::ERR_FAILED',
    String.raw`status of 404 \(Not Found\)`,
  ];
  test.use({ expectedErrors: [new RegExp(FAILURE_LOGS.join('|'))] });

  const TENANT_SERVER = 'https://api.sandbox.flp.video';

  async function openPanel(page: Page): Promise<Locator> {
    await openSignedIn(page, GET_EPISODES);
    await page.getByRole('button', { name: 'Try it' }).click();
    const form = page.getByRole('form', { name: 'Try GET /metadata/v3/items/{id}/episodes' });
    await expect(form.getByLabel('id (path, required)')).toHaveValue('mi_01J9Q6H2ZK4W');
    return form;
  }

  test("says a server the page's security policy does not allow was never sent anything", async ({ page }) => {
    test.setTimeout(90_000);
    const form = await openPanel(page);
    await form.getByLabel('Base URL').fill('https://api.example.com');
    await form.getByRole('button', { name: 'Send request' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText("this page's security policy");
    await expect(alert).toContainText('https://api.example.com');
    await expect(alert).toContainText('your token included');
    await expect(alert).not.toContainText('mock-api');
    await expect(alert.getByRole('button', { name: "Send to the portal's test server instead" })).toBeVisible();
  });

  test("says the tenant's server is unreachable, and one click sends to the test server instead", async ({ page }) => {
    test.setTimeout(90_000);
    await page.route(`${TENANT_SERVER}/**`, (route) => route.abort('connectionrefused'));
    const form = await openPanel(page);
    await form.getByRole('button', { name: "Use your tenant's server" }).click();
    await expect(form.getByLabel('Base URL')).toHaveValue(TENANT_SERVER);
    await form.getByRole('button', { name: 'Send request' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(`No answer from ${TENANT_SERVER}`);
    await expect(alert).not.toContainText('security policy');
    await expect(alert).not.toContainText('mock-api');

    await alert.getByRole('button', { name: "Send to the portal's test server instead" }).click();
    const result = page.getByTestId('try-it-response');
    await expect(result).toContainText('Response: 200');
    await expect(result).toContainText('"episodeNumber": 4');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Send request' })).toBeFocused();
    // The choice is remembered: the next panel sends to the test server too.
    await page.reload();
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect(page.getByTestId('try-it-destination')).toContainText("the portal's test server");
  });

  test("says a server that answers but refuses this site's origin refuses it by CORS", async ({ page }) => {
    test.setTimeout(90_000);
    // A server of this machine the page's policy allows, that answers without CORS headers for a
    // path it does not know: the identity server. (A response fulfilled by Playwright would not
    // do: Playwright adds Access-Control-Allow-Origin to it.)
    const form = await openPanel(page);
    await form.getByLabel('Base URL').fill(IDP_ORIGIN);
    await form.getByRole('button', { name: 'Send request' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(`${IDP_ORIGIN} answered`);
    await expect(alert).toContainText('(CORS)');
    await expect(alert).not.toContainText('security policy');
  });
});

test('the parts of a page that are plain but for links keep their built HTML, and their links move through the router', async ({
  page,
}) => {
  await page.goto('/docs/products/cms/metadata-service/update');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const link = page.locator('article [data-flp-kept] a[href^="/docs/"]').first();
  // Kept as built: React hydrated the part's root alone, not the links inside it.
  const hydrated = (locator: Locator) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  expect(await hydrated(link)).toBe(false);
  expect(await hydrated(page.locator('article [data-flp-kept]').first())).toBe(true);
  const href = (await link.getAttribute('href'))!;
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await link.scrollIntoViewIfNeeded();
  await link.click();
  const target = href.split('#')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(target));
  // A move inside the site: the window is the same.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The linked page is shown (its canonical link), not only addressed: a back while its chunks still
  // load leaves the first page where it was, as built, and its parts never render again.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${target}$`), {
    timeout: 15_000,
  });
  // Back to the first page, by the router: its parts are rendered as React this time, links included.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/products\/cms\/metadata-service\/update$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The address changes first; the page is shown once its chunks have loaded and it has rendered
  // (the largest API page: seconds on a loaded two-core host), which its canonical link tells.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/metadata-service\/update$/, {
    timeout: 15_000,
  });
  // Its parts then render as React in the transitions that follow that commit.
  await expect
    .poll(() => hydrated(page.locator('article [data-flp-kept] a[href^="/docs/"]').first()), { timeout: 5_000 })
    .toBe(true);
});
