import type { Cookie, Page } from '@playwright/test';
import { expect } from './fixtures';
import { IDP_ORIGIN } from './env';

/**
 * Signs in through the local identity server from the page currently open (which must show the
 * navbar's "Sign in" button) and waits until the reader is back, signed in.
 */
export async function signIn(page: Page, username = 'demo', password = username): Promise<void> {
  const button = page.locator('nav.navbar').getByRole('button', { name: 'Sign in' });
  // The button shows once the silent sign-in check has answered, which may take up to its own
  // 10 s limit (src/auth/keycloak.ts) after the page has loaded.
  await expect(button).toBeVisible({ timeout: 20_000 });
  // The navbar hides while the reader scrolls down (hideOnScroll): as a reader does, go back to
  // the top of the page first, where it shows.
  await page.evaluate(() => window.scrollTo(0, 0));
  // The redirect to the identity server can take a moment on a loaded machine.
  await Promise.all([
    page.waitForURL(new RegExp(`^${IDP_ORIGIN}/auth/realms/flp/`), { timeout: 30_000 }),
    button.click(),
  ]);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
  await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
}

/** The identity server's session cookies of this worker's first sign-in of each user (each worker is a process). */
const sessions = new Map<string, Cookie[]>();

/**
 * Opens `path` signed in as `username` (demo unless named). The first call for a user in a worker
 * signs in through the login form (`signIn`); later calls give the page's browser context that
 * sign-in's session cookies, so the site's silent sign-in check signs the reader in on the first
 * load, as it does for a reader signed in on another app of the realm. A session that has ended
 * (a test signed out) is replaced by a new sign-in through the form.
 */
export async function openSignedIn(page: Page, path: string, username = 'demo'): Promise<void> {
  const navbar = page.locator('nav.navbar');
  const session = sessions.get(username);
  if (session) await page.context().addCookies(session);
  await page.goto(path);
  const state = navbar.getByRole('button', { name: /^(Sign out|Sign in)$/ });
  await expect(state).toBeVisible({ timeout: 20_000 });
  if ((await state.textContent())?.trim() === 'Sign out') return;
  await signIn(page, username);
  sessions.set(username, await page.context().cookies(IDP_ORIGIN));
}
