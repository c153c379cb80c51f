import type { Page } from '@playwright/test';

/**
 * Stores the colour mode before the site's scripts run, as a reader's earlier choice. Only in the
 * page's own document: an init script runs in every frame, and the sign-in check's frame is
 * sandboxed without a same origin (src/auth/keycloak.ts), where reading `localStorage` throws.
 */
export async function storeColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => {
    if (window === window.top) window.localStorage.setItem('theme', theme);
  }, mode);
}
