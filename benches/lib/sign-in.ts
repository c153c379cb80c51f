/**
 * Signing in as the demo reader of the local identity server through its login form (the ids
 * Keycloak's form has), for the benches that measure a signed-in reader's page: bench:interaction
 * (search) and bench:lighthouse (a signed-in load).
 */
import type { Page } from '@playwright/test';

/** The navbar's sign-out button: shown once the page knows the reader is signed in. */
export const signOutButton = (page: Page) => page.locator('nav.navbar').getByRole('button', { name: 'Sign out' });

/** Opens `url`, signs in through the login form at full speed, and waits for the signed-in navbar. */
export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  const button = page.locator('nav.navbar').getByRole('button', { name: 'Sign in' });
  await button.waitFor({ timeout: 30_000 });
  await button.click();
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('demo');
  await page.locator('#kc-login').click();
  await signOutButton(page).waitFor({ timeout: 30_000 });
}
