// Organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md), end to end
// in Chromium. A member of the demo organisation seals one record of every member-sealed kind
// (tests/support/sealed-kinds.ts, with the sdk's own sealing), resets the password
// without the recovery phrase in a fresh browser profile, signs in (new keys for new records) and asks
// from /client/key-recovery (375 px wide, keyboard only). The demo admin, who holds the demo
// organisation's recovery key, approves on /admin/key-recovery after unlocking their own key with their
// password. The member is notified, the access log lists the approval, and after signing in again every
// kind sealed before the reset opens with the new password (the sdk's read functions), the health
// records on the Health actions screen. axe runs on every page.
import { expect, inject, test } from 'vitest';
import { routes, type AccountResponse, type NotificationsUnreadResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { apiAccessToken, DEMO_ADMIN, registerAccount } from '../support/accounts';
import { apiAt } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/outbox';
import { expectHealthRecordsOnScreen } from '../support/health-records-screen';
import { everyKindAsSealed, openEveryKind, openKeys, openResetLink, sealEveryKind, signedInSdk } from '../support/sealed-kinds';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);
const MARKER = `recovered-${Date.now()}`;

test('reset without the phrase, ask, staff approve in their browser: every record sealed before opens again', async () => {
  const email = uniqueEmail('key-recovery');
  const password = 'Harbour-Violet-Kettle-2';
  const newPassword = 'Meadow-Copper-Lantern-6';
  await registerAccount(baseUrl, email, password);

  // The member joins the demo organisation before their first sign-in, so that sign-in wraps their
  // data key to the organisation's recovery key too.
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const search = await api<{ items: { id: string }[] }>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=organizations&code=demo-clinic`);
  const organizationId = search.items[0]!.id;
  const memberToken = await apiAccessToken(baseUrl, email, password);
  const { user } = await api<AccountResponse>(memberToken, 'GET', routes.account.path);
  await api(adminToken, 'POST', routes.linkUserOrganization.path, { organization_id: organizationId, user_id: user.id });

  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, { email, password }, (url) => url.pathname.startsWith('/client'));
  const before = await openKeys(baseUrl, email, password);
  const sealed = await sealEveryKind(await signedInSdk(baseUrl, email, password), MARKER);
  // The browser wrapped the data key to the organisation's recovery key at that sign-in.
  const { keys } = await api<{ keys: { wrapped: boolean }[] }>(before.token, 'GET', routes.memberRecoveryKeys.path);
  expect(keys.some((k) => k.wrapped)).toBe(true);

  // The reset without the phrase, in a fresh browser profile, on a phone-sized screen.
  const member = await newPage(journey.browser, baseUrl);
  await member.page.setViewportSize({ width: 375, height: 800 });
  await openResetLink(member.page, baseUrl, email);
  await member.page.getByLabel('New password').fill(newPassword);
  await member.page.getByLabel('Confirm password').fill(newPassword);
  await member.page.getByRole('button', { name: 'Set new password' }).click();
  await member.page.getByText('Your password has been changed. Sign in with your new password.').waitFor({ timeout: 60_000 });
  await signIn(member.page, { email, password: newPassword }, (url) => url.pathname.startsWith('/client'));

  // The request, from the page the reset links to, by keyboard alone.
  await member.page.goto('/client/key-recovery');
  await member.page.getByRole('heading', { name: 'Recover your records' }).waitFor();
  await member.page.getByText('Your records sealed before your password reset can be recovered by your organisation.').waitFor({ timeout: 30_000 });
  expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(member.page, 'key recovery: available');
  const ask = member.page.getByRole('button', { name: 'Ask my organisation to recover my records' });
  await ask.focus();
  await member.page.keyboard.press('Enter');
  await member.page.getByText(/^You asked on .+\. Your organisation has not answered yet/).waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(member.page, 'key recovery: pending');

  // The demo admin approves in their own browser, with their own password.
  const staff = await newPage(journey.browser, baseUrl);
  await signIn(staff.page, DEMO_ADMIN, (url) => url.pathname.startsWith('/client') || url.pathname.startsWith('/admin'));
  await staff.page.goto('/admin/key-recovery');
  // The admin's route table and screen load on this first visit: allow for a loaded machine.
  await staff.page.getByRole('heading', { name: 'Key recovery', level: 1 }).waitFor({ timeout: 60_000 });
  const row = staff.page.getByRole('row').filter({ hasText: email });
  await row.waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(staff.page, 'admin key recovery: pending request');
  await staff.page.getByLabel('Your password').fill(DEMO_ADMIN.password);
  await staff.page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await staff.page.getByText('Your key is unlocked in this browser until you leave this page.').waitFor({ timeout: 60_000 });
  await row.getByRole('button', { name: /^Approve the recovery for / }).click();
  await staff.page.getByText(/^Approved: .+'s records open again at their next sign-in\.$/).waitFor({ timeout: 60_000 });
  await expect.poll(() => staff.page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
  await expectNoAxeViolations(staff.page, 'admin key recovery: approved');

  // The member is told, and signs in again to open the recovered key.
  const after = await openKeys(baseUrl, email, newPassword);
  const unread = await api<NotificationsUnreadResponse>(after.token, 'GET', routes.notificationsUnread.path);
  expect(JSON.stringify(unread)).toContain('Your records can be opened again');
  await member.page.reload();
  await member.page.getByText(/^Your organisation recovered your records on /).waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(member.page, 'key recovery: approved');
  await member.page.getByRole('button', { name: 'Sign out and sign in again' }).click();
  await member.page.waitForURL('**/sign-in');
  await signIn(member.page, { email, password: newPassword }, (url) => url.pathname.startsWith('/client'));

  // Every kind sealed before the reset opens with the new password's key pair.
  expect(after.account.publicKey).not.toBe(before.account.publicKey);
  expect(await openEveryKind(await signedInSdk(baseUrl, email, newPassword), sealed)).toEqual(everyKindAsSealed(sealed));
  await expectHealthRecordsOnScreen(member.page, sealed);
  await expectNoAxeViolations(member.page, 'recovered health records on Health actions');

  // The access log names the approval and who made it.
  await member.page.goto('/client/profile');
  const log = member.page.getByRole('region', { name: 'Access to your account' });
  await log.getByText('Approved your recovery request: your records sealed before your password reset open again').waitFor({ timeout: 30_000 });
  await expect.poll(() => log.getByText(DEMO_ADMIN.email).first().isVisible()).toBe(true);
  await expectNoAxeViolations(member.page, 'access log lists the approval');
  expect([...errors, ...member.errors, ...staff.errors]).toEqual([]);
}, 420_000);
