import type { Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium';
import { IDP_ORIGIN, PROD_ORIGIN, PROD_PORT, TEST_ACCESS_TOKEN_TTL } from './support/env';
import { signIn } from './support/sign-in';
import { SILENT_CHECK_FRAME_TITLE } from '../../src/auth/keycloak';

const START = '/docs/support/s1?from=test#what-to-include';
const JWT = /eyJ[\w-]+\.[\w-]+/;

/** Tokens live in memory only: nothing token-like in storage, cookies or the URL. */
async function expectNoTokenStored(page: Page): Promise<void> {
  const stored = await page.evaluate(() => {
    const dump = (s: Storage): string[] => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`);
    return [...dump(localStorage), ...dump(sessionStorage), document.cookie, location.href].join('\n');
  });
  expect(stored).not.toMatch(JWT);
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => JWT.test(c.value))).toEqual([]);
}

function navbar(page: Page) {
  return {
    signIn: page.locator('nav.navbar').getByRole('button', { name: 'Sign in' }),
    logout: page.locator('nav.navbar').getByRole('button', { name: 'Sign out' }),
  };
}

test('signs in with demo/demo, stays signed in across reload and refresh, and signs out', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(START);
  const { signIn, logout } = navbar(page);
  await expect(signIn).toBeVisible();
  await expect(logout).toHaveCount(0);
  await expectNoTokenStored(page);

  // The redirect to the identity server can take a moment on a loaded machine.
  await Promise.all([
    page.waitForURL(new RegExp(`^${IDP_ORIGIN}/auth/realms/flp/`), { timeout: 30_000 }),
    signIn.click(),
  ]);
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('not-the-password');
  await page.locator('#kc-login').click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await page.locator('#password').fill('demo');
  await page.locator('#kc-login').click();

  // Back on the same page, query and hash kept, signed in.
  await expect(page).toHaveURL(/\/docs\/support\/s1\?from=test#what-to-include$/);
  await expect(logout).toBeVisible();
  await expect(signIn).toHaveCount(0);
  await expectNoTokenStored(page);

  // A reload signs in again silently, through the identity server's session.
  await page.reload();
  await expect(logout).toBeVisible();
  await expectNoTokenStored(page);

  // A reader signed in elsewhere on the realm is recognised on the first load of a page, in a new
  // tab too, by the silent check alone: no frame for keycloak-js's third-party cookie check.
  const frames: string[] = [];
  page.context().on('request', (request) => {
    if (request.resourceType() === 'document') frames.push(new URL(request.url()).pathname);
  });
  const tab = await page.context().newPage();
  await tab.goto('/docs/products/player/web/basic-playback');
  await expect(navbar(tab).logout).toBeVisible({ timeout: 30_000 });
  // The check's frame is taken down once the page is idle (src/auth/keycloak.ts).
  await expect(tab.locator(`iframe[title="${SILENT_CHECK_FRAME_TITLE}"]`)).toHaveCount(0);
  await tab.close();
  expect(frames.filter((path) => path.includes('/silent-check-sso.xhtml'))).toHaveLength(1);
  expect(frames.filter((path) => path.includes('/3p-cookies/'))).toEqual([]);

  // The short-lived access token is refreshed when it expires, invisibly.
  const refresh = page.waitForRequest(
    (request) =>
      request.url() === `${IDP_ORIGIN}/auth/realms/flp/protocol/openid-connect/token` &&
      (request.postData() ?? '').includes('grant_type=refresh_token'),
    { timeout: (TEST_ACCESS_TOKEN_TTL + 15) * 1000 },
  );
  expect((await (await refresh).response())?.status()).toBe(200);
  await expect(logout).toBeVisible();
  await expectNoTokenStored(page);

  await logout.click();
  await expect(page).toHaveURL(/\/docs\/support\/s1/);
  await expect(signIn).toBeVisible();
  await expect(logout).toHaveCount(0);
  await page.reload();
  await expect(signIn).toBeVisible();
  await expect(logout).toHaveCount(0);
  await expectNoTokenStored(page);
});

test('Back after signing in returns to the page the reader signed in from, signed in', async ({ page }) => {
  test.setTimeout(90_000);
  const from = '/docs/products/player/web/setup';
  await page.goto('/');
  await page.goto(from);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${from}$`));

  // Back leads to the identity server's login page of a sign-in that is over: it sends the reader
  // back to the site (as Keycloak 25 and later do), where the callback's leftovers are dropped.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`^${PROD_ORIGIN}${from}$`), { timeout: 30_000 });
  await expect(page.locator('article h1')).toHaveText('Setup');
  await expect(page.getByText('This sign-in request is not valid any more')).toHaveCount(0);
  await expect(navbar(page).logout).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`^${PROD_ORIGIN}${from}$`));
});

test("signing out leaves nothing of the reader in local storage: tenant, Try it's server, reading history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const readerKeys = (): Promise<string[]> =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('flp-reader-')));
  await page.goto('/docs/products/cms/metadata-service/get_episodes');
  await signIn(page, 'admin');
  await page.locator('nav.navbar').getByLabel('Tenant').selectOption('contoso-live');
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.getByRole('button', { name: "Use your tenant's server" }).click();
  await expect
    .poll(readerKeys)
    .toEqual(expect.arrayContaining(['flp-reader-tenant', 'flp-reader-try-it-server', 'flp-reader-history']));

  await navbar(page).logout.click();
  await expect(navbar(page).signIn).toBeVisible({ timeout: 20_000 });
  expect(await readerKeys()).toEqual([]);
  // Signing in again starts afresh: the first tenant, the test server.
  await signIn(page, 'admin');
  await expect(page.locator('nav.navbar').getByLabel('Tenant')).toHaveValue('contoso-sbx');
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByTestId('try-it-destination')).toContainText("the portal's test server");
});

test.describe('with the identity server down', () => {
  test('the site stays readable, the slot says sign-in is unavailable, with a warning and no error', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`${IDP_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/docs/products/player/ios/overview');
    await expect(page.locator('article h1')).toBeVisible();
    await expect.poll(() => warnings.join('\n'), { timeout: 20_000 }).toContain('Sign-in is unavailable');
    const { signIn, logout } = navbar(page);
    await expect(signIn).toHaveCount(0);
    await expect(logout).toHaveCount(0);
    await expect(page.locator('nav.navbar').getByText('Sign-in unavailable')).toBeVisible();
    await page.locator('nav.navbar .navbar__item.dropdown', { hasText: 'Resources' }).hover();
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test('the sign-in check leaves nothing in the console, and the login page loads without a failed request', async ({
  page,
}) => {
  const messages: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/docs/products/player/ios/overview');
  const { signIn } = navbar(page);
  await expect(signIn).toBeVisible({ timeout: 20_000 });
  expect(messages).toEqual([]);
  await Promise.all([page.waitForURL(new RegExp(`^${IDP_ORIGIN}/auth/realms/flp/`)), signIn.click()]);
  await expect(page.locator('#kc-login')).toBeVisible();
  await page.waitForLoadState('load');
  expect(failed).toEqual([]);
  expect(messages).toEqual([]);
});

test("the sign-in check adds its frame in a task after the one that built the frame's address", async ({ page }) => {
  // keycloak-js names the frame and appends it in the task that built its address; the portal
  // moves the append to a task of its own (src/auth/keycloak.ts). Recorded before the site's code
  // runs: a task boundary (a timeout set when the frame is named) and the real append.
  await page.addInitScript((title) => {
    const record = window as unknown as { sameTask?: boolean; appendedInSameTask?: boolean[] };
    record.appendedInSameTask = [];
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (this instanceof HTMLIFrameElement && name === 'title' && value === title) {
        record.sameTask = true;
        setTimeout(() => (record.sameTask = false), 0);
      }
      setAttribute.call(this, name, value);
    };
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLIFrameElement && child.title === title) {
        record.appendedInSameTask?.push(record.sameTask === true);
      }
      return appendChild.call(this, child) as T;
    };
  }, SILENT_CHECK_FRAME_TITLE);
  await page.goto('/docs/products/player/ios/overview');
  await expect(navbar(page).signIn).toBeVisible({ timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { appendedInSameTask: boolean[] }).appendedInSameTask),
  ).toEqual([false]);
});

test("the sign-in check's frame has no origin of its own, so Chromium loads its page in another process", async ({
  page,
}) => {
  // Without allow-same-origin the silent-check page's document, script context and parsing run in
  // a process of their own, not on the page's main thread (src/auth/keycloak.ts, SILENT_FRAME_SANDBOX).
  // The sandbox, and the sign-in it still allows, in the suite's browser:
  await page.addInitScript((title) => {
    const record = window as unknown as { sandboxes?: (string | null)[] };
    record.sandboxes = [];
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLIFrameElement && child.title === title)
        record.sandboxes?.push(child.getAttribute('sandbox'));
      return appendChild.call(this, child) as T;
    };
  }, SILENT_CHECK_FRAME_TITLE);
  await page.goto('/docs/products/player/ios/overview');
  await expect(navbar(page).signIn).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { sandboxes: (string | null)[] }).sandboxes)).toEqual([
    'allow-scripts',
  ]);

  // The process of its own, in the full browser (the suite's headless shell keeps sandboxed frames
  // in the page's process; Chromium, as Lighthouse and readers run it, does not).
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const cdp = await browser.newBrowserCDPSession();
    const frameTargets: string[] = [];
    const record = ({ targetInfo }: { targetInfo: { type: string; url: string } }): void => {
      if (targetInfo.type === 'iframe') frameTargets.push(targetInfo.url);
    };
    cdp.on('Target.targetCreated', record);
    cdp.on('Target.targetInfoChanged', record);
    await cdp.send('Target.setDiscoverTargets', { discover: true, filter: [{}] });
    const full = await browser.newPage({ baseURL: PROD_ORIGIN });
    await full.goto('/docs/products/player/ios/overview');
    await signIn(full);
    expect(frameTargets.some((url) => url.includes('/silent-check-sso.xhtml#'))).toBe(true);
    // The isolated frame still carries the identity server's session: a reload signs in silently.
    frameTargets.length = 0;
    await full.reload();
    await expect(navbar(full).logout).toBeVisible({ timeout: 20_000 });
    expect(frameTargets.some((url) => url.includes('/silent-check-sso.xhtml#'))).toBe(true);
  } finally {
    await browser.close();
  }
});

test.describe('on a site origin the identity server does not allow', () => {
  // The refused silent check's frame answers 400, which Chromium logs for the frame.
  test.use({ expectedErrors: [/status of 400 \(Bad Request\)/] });

  test('the slot says sign-in is unavailable at once, and the console says why', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The same build and server under another name: an origin the test identity server does not list.
    const origin = `http://localhost:${PROD_PORT}`;
    await page.goto(`${origin}/docs/products/player/ios/overview`);
    // Well within the 10 s the check would wait for an answer.
    await expect(page.locator('nav.navbar').getByText('Sign-in unavailable')).toBeVisible({ timeout: 8_000 });
    await expect(navbar(page).signIn).toHaveCount(0);
    const warning = warnings.find((text) => text.startsWith('Sign-in is unavailable'));
    expect(warning).toContain('refused the sign-in check');
    expect(warning).toContain(`must include ${origin}`);
  });
});
