// The dev outbox holds password-reset links, so only a signed-in administrator reads it: a stranger
// who asks for a member's reset and opens the outbox gets no link (no account taken over), while the
// demo admin, signed in in the same browser, sees the email there.
import { expect, inject, test } from 'vitest';
import { routes } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_ADMIN, registerAccount } from '../support/accounts';
import { uniqueEmail, waitForEmail } from '../support/outbox';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

test("a stranger who requests a member's password reset reads no link from the dev outbox; the signed-in admin does", async () => {
  const email = uniqueEmail('outbox');
  await registerAccount(baseUrl, email, 'Quiet-Harbour-Lantern-8');
  const asked = await fetch(baseUrl + routes.passwordRequestNew.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(asked.status).toBe(204);
  // The email went out (read as the demo admin).
  await waitForEmail(baseUrl, email, /reset/i);

  // The stranger: the JSON answers 401, the page shows no email and says who may read it.
  const anonymous = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(anonymous.status).toBe(401);
  expect(await anonymous.text()).not.toContain('reset-password');
  const stranger = await newPage(journey.browser, baseUrl);
  await stranger.page.goto('/dev/outbox');
  await stranger.page.getByText('Sign in as an administrator at /admin in this browser, then reload this page.').waitFor();
  expect(await stranger.page.content()).not.toContain(email);
  expect(await stranger.page.locator('a[href*="reset-password"]').count()).toBe(0);
  expect(stranger.errors).toEqual([]);

  // The demo admin, signed in in this browser: the page lists the member's reset email, its link clickable.
  const admin = await newPage(journey.browser, baseUrl);
  await signIn(admin.page, DEMO_ADMIN, '**/admin'); // spec 000 §2: an administrator lands on /admin
  await admin.page.goto('/dev/outbox');
  await admin.page.getByText(`To ${email}`, { exact: false }).first().waitFor({ timeout: 30_000 });
  expect(await admin.page.locator(`a[href*="reset-password"][href*="${encodeURIComponent(email)}"]`).count()).toBeGreaterThan(0);
  expect(admin.errors).toEqual([]);
}, 180_000);
