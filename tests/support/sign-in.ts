import type { Page } from 'playwright-core';

/**
 * Signs in through the portal's form and waits for the landing page (the client home by default).
 * A member without keys gets RSA-4096 keys made in the browser at first sign-in: allow for it.
 */
export async function signIn(page: Page, who: { email: string; password: string }, landing: string | ((url: URL) => boolean) = '**/client/home'): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing, { timeout: 90_000 });
}
