import type { Page } from 'playwright-core';

/**
 * A new member's first sign-in opens /client/onboarding (topic interests, body measurements, legal
 * agreements): goes through it the shortest way a member can, accepting only the required
 * agreements, and waits for the home page it ends on.
 */
export async function finishOnboarding(page: Page): Promise<void> {
  await page.waitForURL('**/client/onboarding', { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Welcome to HealthDeck' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'I will take them later' }).click();
  await page.getByRole('heading', { level: 2, name: 'Agreements and consents' }).waitFor({ timeout: 30_000 });
  const required = page.locator('input[type="checkbox"][required]');
  for (const box of await required.all()) await box.check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL('**/client/home', { timeout: 30_000 });
}
