import type { Page } from '@playwright/test';
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
  // The redirect to the identity server can take a moment on a loaded machine.
  await Promise.all([
    page.waitForURL(new RegExp(`^${IDP_ORIGIN}/auth/realms/flp/`), { timeout: 30_000 }),
    button.click(),
  ]);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
  await expect(page.locator('nav.navbar').getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
}
