import type { Page } from 'playwright-core';

/**
 * After a reload a session's sealed records are locked until one unlock
 * (docs/decisions/0101-one-unlock-per-session.md): waits for the locked state, types the password
 * once and waits until no locked state is left on the page.
 */
export async function unlockOnce(page: Page, password: string): Promise<void> {
  const form = page.locator('form.hd-unlock').first();
  await form.waitFor({ timeout: 30_000 });
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Unlock' }).click();
  await page.locator('form.hd-unlock, .hd-unlock-pending').first().waitFor({ state: 'detached', timeout: 60_000 });
}
