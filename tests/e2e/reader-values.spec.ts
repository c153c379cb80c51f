import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openSignedIn, signIn } from './support/sign-in';

/**
 * Signed in means personal: the placeholders of the samples (src/data/readerPlaceholders.ts) show
 * the reader's own tenant, from the token's `tenants` claim, in code blocks, inline code, the copy
 * button and "Try it"; signed out, and in every file of the build, they stay placeholders.
 */
const STARTUP = '/docs/products/edge/startup/get_remote_config';
const STARTUP_OVERVIEW = '/docs/products/edge/startup/overview';
const WEB_SETUP = '/docs/products/player/web/setup';

interface Tenant {
  id: string;
  name: string;
  environment: string;
  apiBaseUrl: string;
}
const USERS = (
  JSON.parse(readFileSync('identity/users.json', 'utf8')) as { users: { username: string; tenants: Tenant[] }[] }
).users;
const tenantsOf = (username: string): Tenant[] => USERS.find((u) => u.username === username)?.tenants ?? [];
const [DEMO] = tenantsOf('demo');
const [ADMIN_SANDBOX, ADMIN_PRODUCTION] = tenantsOf('admin');

const codeText = (page: Page): Promise<string> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('code'))
      .map((c) => c.textContent ?? '')
      .join('\n'),
  );

async function expectPlaceholders(page: Page): Promise<void> {
  await expect(page.locator('.flp-reader-value')).toHaveCount(0);
  const code = await codeText(page);
  expect(code).toContain('YOUR_TENANT_ID');
  for (const tenant of USERS.flatMap((u) => u.tenants)) expect(code).not.toContain(tenant.id);
}

/** The page's code shows `tenant`'s values, marked, and no declared placeholder is left. */
async function expectTenant(page: Page, tenant: Tenant, baseUrl = true): Promise<void> {
  const values = page.locator('.flp-reader-value', { hasText: tenant.id });
  await expect(values.first()).toBeVisible();
  await expect(values.first()).toHaveAttribute('title', new RegExp(`${tenant.name} \\(${tenant.environment}\\)`));
  const code = await codeText(page);
  expect(code).not.toMatch(/YOUR_(TENANT_ID|API_BASE_URL|ENVIRONMENT)\b/);
  if (baseUrl) expect(code).toContain(`${tenant.apiBaseUrl}/startup/v3/config`);
}

function curlBlock(page: Page): Locator {
  return page.locator('.theme-code-block', { hasText: 'curl --request GET' }).first();
}

async function openTryIt(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Try it' }).first().click();
  const form = page.getByRole('form', { name: 'Try GET /startup/v3/config' });
  await expect(form.getByLabel('tenant (query)')).toBeVisible();
  return form;
}

test('signed out, the startup API page and the Web setup guide show placeholders', async ({ page }) => {
  await page.goto(STARTUP);
  await expectPlaceholders(page);
  await expect(curlBlock(page)).toContainText(
    "'YOUR_API_BASE_URL/startup/v3/config?tenant=YOUR_TENANT_ID&platform=web'",
  );
  const form = await openTryIt(page);
  await expect(form.getByLabel('tenant (query)')).toHaveValue('');
  await expect(form.getByLabel('tenant (query)')).toHaveAttribute('placeholder', 'YOUR_TENANT_ID');
  await expect(page.getByTestId('try-it-destination')).toContainText("the portal's test server");

  await page.goto(WEB_SETUP);
  await expectPlaceholders(page);
  await expect(page.locator('code', { hasText: "tenant: 'YOUR_TENANT_ID'" }).first()).toBeVisible();
});

test("signed in as demo, samples, inline code, copy and Try it show demo's tenant; signing out restores them", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, STARTUP);
  await expectTenant(page, DEMO!);
  const curl = curlBlock(page);
  // The block's lines as shown (each ends with its line break).
  const shown = (await curl.locator('code').textContent()) ?? '';
  expect(shown).toContain(`'${DEMO!.apiBaseUrl}/startup/v3/config?tenant=${DEMO!.id}&platform=web'`);
  await curl.hover();
  await curl.getByRole('button', { name: 'Copy code to clipboard' }).click();
  // Read once the button says the (asynchronous) write has finished.
  await expect(curl.getByRole('button', { name: 'Copied' })).toBeAttached();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trimEnd()).toBe(shown.trimEnd());

  const form = await openTryIt(page);
  await expect(form.getByLabel('tenant (query)')).toHaveValue(DEMO!.id);
  // The portal's test server first (it answers from anywhere); the tenant's own server one click away.
  await expect(page.getByTestId('try-it-destination')).toContainText("the portal's test server");
  await form.getByRole('button', { name: "Use your tenant's server" }).click();
  await expect(form.getByLabel('Base URL')).toHaveValue(DEMO!.apiBaseUrl);
  await expect(page.getByTestId('try-it-destination')).toContainText(
    `the ${DEMO!.environment} environment of your tenant ${DEMO!.name} (${DEMO!.id})`,
  );

  // Inline code, on another page.
  await page.goto(STARTUP_OVERVIEW);
  await expect(page.locator('p code', { hasText: `GET /startup/v3/services?tenant=${DEMO!.id}` })).toBeVisible();
  await expect(page.locator('.flp-reader-value').first()).toBeVisible();
  await page.goto(WEB_SETUP);
  await expectTenant(page, DEMO!, false);
  await expect(page.locator('code', { hasText: `tenant: '${DEMO!.id}'` }).first()).toBeVisible();

  // One tenant: nothing to choose.
  await expect(page.locator('nav.navbar').getByLabel('Tenant')).toHaveCount(0);

  await page.locator('nav.navbar').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expectPlaceholders(page);
});

test('as admin, choosing the other tenant changes every sample and Try it, on every page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(STARTUP);
  await signIn(page, 'admin');
  await expectTenant(page, ADMIN_SANDBOX!);
  const picker = page.locator('nav.navbar').getByLabel('Tenant');
  await expect(picker).toHaveValue(ADMIN_SANDBOX!.id);
  const form = await openTryIt(page);
  await expect(form.getByLabel('tenant (query)')).toHaveValue(ADMIN_SANDBOX!.id);
  await form.getByRole('button', { name: "Use your tenant's server" }).click();
  await expect(form.getByLabel('Base URL')).toHaveValue(ADMIN_SANDBOX!.apiBaseUrl);

  await picker.selectOption(ADMIN_PRODUCTION!.id);
  await expectTenant(page, ADMIN_PRODUCTION!);
  await expect(page.locator('.flp-reader-value', { hasText: ADMIN_SANDBOX!.id })).toHaveCount(0);
  await expect(form.getByLabel('tenant (query)')).toHaveValue(ADMIN_PRODUCTION!.id);
  await expect(form.getByLabel('Base URL')).toHaveValue(ADMIN_PRODUCTION!.apiBaseUrl);
  await expect(page.getByTestId('try-it-destination')).toContainText('the production environment of your tenant');

  // Remembered: the next page, and a reload, show the chosen tenant.
  await page.goto(WEB_SETUP);
  await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 20_000 });
  await expectTenant(page, ADMIN_PRODUCTION!, false);
  await expect(page.locator('nav.navbar').getByLabel('Tenant')).toHaveValue(ADMIN_PRODUCTION!.id);
  await page.locator('nav.navbar').getByLabel('Tenant').selectOption(ADMIN_SANDBOX!.id);
  await expectTenant(page, ADMIN_SANDBOX!, false);

  await page.locator('nav.navbar').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expectPlaceholders(page);
  await expect(page.locator('nav.navbar').getByLabel('Tenant')).toHaveCount(0);
});

test('the home page shows a signed-in reader the pages they read and their platforms’ latest releases', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('reader-home');
  const recorded = (path: string) => () =>
    page.evaluate((p) => (localStorage.getItem('flp-reader-history') ?? '').includes(`"${p}"`), path);
  await openSignedIn(page, WEB_SETUP);
  await expect.poll(recorded(WEB_SETUP)).toBe(true);
  // A page reached by a link is recorded under its own title, not the title of the page left.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Basic playback' }).click();
  await expect(page.locator('article h1')).toHaveText('Basic playback');
  const titleOf = (path: string) =>
    page.evaluate(
      (p) =>
        (JSON.parse(localStorage.getItem('flp-reader-history') ?? '[]') as { path: string; title: string }[]).find(
          (visit) => visit.path === p,
        )?.title,
      path,
    );
  await expect.poll(() => titleOf('/docs/products/player/web/basic-playback')).toBe('Basic playback');
  await page.goto(STARTUP);
  // Recorded once the sign-in check has answered, as a reader reading the page would see.
  await expect.poll(recorded(STARTUP), { timeout: 20_000 }).toBe(true);
  await page.goto('/');
  const reader = page.getByTestId('reader-home');
  await expect(reader.getByRole('link', { name: 'Setup' })).toBeVisible();
  await expect(reader.getByRole('link', { name: /^Get the remote configuration$/ })).toBeVisible();
  await expect(reader.getByRole('link', { name: /^Web.* \d+\.\d+\.\d+$/ })).toBeVisible();
});

test('a signed-in load of the startup API page does not shift its layout', async ({ page }) => {
  test.setTimeout(90_000);
  // The session first, so the measured load is a signed-in arrival (the silent check signs in).
  await openSignedIn(page, WEB_SETUP);
  await page.goto(STARTUP);
  await expect(page.locator('.flp-reader-value').first()).toBeVisible({ timeout: 20_000 });
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
  console.log(`CLS of a signed-in load of ${STARTUP}: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThanOrEqual(0.02);
});

test('no file of the build holds a tenant id of a user', () => {
  const root = process.env.FLP_TEST_BUILD_DIR ?? 'build';
  const ids = USERS.flatMap((u) => u.tenants.map((t) => t.id));
  expect(ids.length).toBeGreaterThan(2);
  const found: string[] = [];
  let files = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    const text = readFileSync(join(entry.parentPath, entry.name)).toString('latin1');
    for (const id of ids) if (text.includes(id)) found.push(`${join(entry.parentPath, entry.name)}: ${id}`);
  }
  expect(files).toBeGreaterThan(100);
  expect(found).toEqual([]);
});
