import type { Page } from 'playwright-core';
import { finishOnboarding } from './onboarding';
import { totpCode } from './totp';

const ENROLLMENT_INFO = '/api/client/user/enrollment-info';

/**
 * Signs in through the portal's form and waits for the landing page (the client home by default).
 * A member without keys gets RSA-4096 keys made in the browser at first sign-in: allow for it. A
 * member who has not finished onboarding is sent through it first (the client area sends them
 * there on their first sign-in), shortest way. An account with `totpSecret` is asked for a code
 * after the password: the current one of its seed is typed in.
 */
export async function signIn(page: Page, who: { email: string; password: string; totpSecret?: string }, landing: string | ((url: URL) => boolean) = '**/client/home'): Promise<void> {
  const onboarding = page
    .waitForResponse((res) => res.url().endsWith(ENROLLMENT_INFO) && res.request().method() === 'GET' && res.status() === 200, { timeout: 120_000 })
    .then(async (res) => ((await res.json()) as { enrollment: { onboarding: { completed_at: string | null } } }).enrollment.onboarding.completed_at === null)
    .catch(() => false);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (who.totpSecret) {
    const code = page.getByLabel('Authentication code');
    await code.waitFor({ timeout: 60_000 });
    await code.fill(totpCode(who.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(landing, { timeout: 90_000 });
  // Only the client area asks for the onboarding state: elsewhere nothing is waited for.
  if (!new URL(page.url()).pathname.startsWith('/client')) return;
  if (await onboarding) await finishOnboarding(page);
}
