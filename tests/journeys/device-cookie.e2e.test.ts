import { randomBytes } from 'node:crypto';
import { routes } from '@healthdeck/contract';
import { expect, inject, test } from 'vitest';
import { registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { journeyBrowser, newPage } from '../support/browser';
import { uniqueEmail } from '../support/outbox';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

// OWASP's device cookie: the browser the owner signed in with keeps its own allowance, so a
// stranger's 100 failures (from the owner's own address, with rotated X-Forwarded-For headers the
// server does not believe) lock every unknown browser out of the account, never the owner's.
test("after a stranger's 100 failed sign-ins the owner signs in from their usual browser; a new browser is locked out", async () => {
  const email = uniqueEmail('device');
  const password = 'Amber-Harbour-Lantern-7';
  await registerAccount(baseUrl, email, password);

  const usual = await newPage(journey.browser, baseUrl);
  await signIn(usual.page, { email, password });
  await usual.page.getByRole('button', { name: 'Sign out' }).click();
  await usual.page.waitForURL('**/sign-in');

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const failures: (string | null)[] = [];
  for (let i = 0; i < 100; i += 1) {
    // A guessed credential of the shape the browser derives (base64url of 32 bytes).
    const res = await post(routes.login.path, { email, password: randomBytes(32).toString('base64url') }, { 'x-forwarded-for': `198.51.100.${i}` });
    failures.push(((await res.json()) as { error_code: string | null }).error_code);
  }
  expect(failures.every((code) => code === 'INVALID_CREDENTIALS' || code === 'MAX_INCORRECT_LOGIN_ATTEMPTS')).toBe(true);
  expect(failures.at(-1)).toBe('MAX_INCORRECT_LOGIN_ATTEMPTS');

  // A browser that never signed in to the account, with the right password: locked out.
  const unknown = await newPage(journey.browser, baseUrl);
  await unknown.page.goto('/sign-in');
  await unknown.page.getByLabel('Email').fill(email);
  await unknown.page.getByLabel('Password', { exact: true }).fill(password);
  await unknown.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => unknown.page.getByText('Max Incorrect Login Attempts').isVisible(), { timeout: 30_000 }).toBe(true);
  await expectNoAxeViolations(unknown.page, 'sign-in, locked out');

  // The owner's usual browser: in.
  await signIn(usual.page, { email, password });
  expect(new URL(usual.page.url()).pathname).toBe('/client/home');
  expect([...usual.errors, ...unknown.errors]).toEqual([]);
});
