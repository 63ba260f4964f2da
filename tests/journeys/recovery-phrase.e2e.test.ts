// The member recovery phrase and a password reset that never destroys data (docs/decisions/0074,
// 0075). Sign-up shows the 12 words on a recovery sheet and goes on only once 3 of them are typed
// back. One record of every member-sealed kind (tests/support/sealed-kinds.ts: HRA answers and risk
// scores, nutrition form, measurement with samples, skip reason, vitals, allergy, medication and its
// log, health issue, meal name and picture, telehealth form) is sealed by the sdk under the member's
// data key; the password is reset with the phrase in a fresh browser profile, and every kind opens with
// the new password alone (the key pair is the same: no new keys are made), the health records on the
// Health actions screen too.
// A reset without the phrase says plainly what will not open, links to organisation-assisted
// recovery, and leaves every sealed record on the server as it was. axe runs on every page.
import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { registerAccount } from '../support/accounts';
import { apiAt } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/outbox';
import { everyKindAsSealed, openEveryKind, openKeys, openResetLink, sealEveryKind, signedInSdk } from '../support/sealed-kinds';
import { expectHealthRecordsOnScreen } from '../support/health-records-screen';
import { signIn } from '../support/sign-in';
import { routes } from '@healthdeck/contract';
import { openFromSidebar } from '../support/sidebar';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);
/** Written into every sealed record, looked for after the reset. */
const MARKER = `phrase-${Date.now()}`;

test('sign-up shows and confirms the phrase; a reset with it in a fresh browser keeps every sealed kind readable with the new password', async () => {
  const email = uniqueEmail('phrase');
  const password = 'Blue-Harbour-Lantern-7';
  const newPassword = 'Green-Orchard-Kettle-9';
  const { page, errors } = await newPage(journey.browser, baseUrl);

  await page.goto('/sign-up');
  await page.getByLabel('Your name').fill('Journey Member');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // RSA-4096 keys are made in the browser first: allow for it.
  const sheet = page.getByRole('region', { name: 'Your recovery phrase' });
  await sheet.waitFor({ timeout: 90_000 });
  const words = await sheet.getByTestId('recovery-words').getByRole('listitem').allTextContents();
  expect(words).toHaveLength(12);
  await expect.poll(() => sheet.getByText(`Account: ${email}`).isVisible()).toBe(true);
  await expect.poll(() => sheet.getByRole('button', { name: 'Print recovery sheet' }).isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'recovery sheet at sign-up');
  // The member cannot go on without the phrase: no way past it but confirming.
  expect(new URL(page.url()).pathname).toBe('/sign-up');
  await sheet.getByRole('button', { name: 'I have written it down' }).click();

  const confirm = page.getByRole('region', { name: 'Confirm your recovery phrase' });
  await confirm.waitFor();
  const fields = confirm.getByLabel(/^Word \d+$/);
  expect(await fields.count()).toBe(3);
  const positions: number[] = [];
  for (const field of await fields.all()) positions.push(Number((await field.getAttribute('data-word')) ?? 0));
  // A wrong word is refused and nothing is saved.
  await fields.nth(0).fill(words[positions[0]! - 1] === 'zoo' ? 'abandon' : 'zoo');
  await fields.nth(1).fill(words[positions[1]! - 1]!);
  await fields.nth(2).fill(words[positions[2]! - 1]!);
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await confirm.getByText('This is not the word at that place in your phrase.').waitFor();
  await expectNoAxeViolations(page, 'recovery phrase confirmation refused');
  await fields.nth(0).fill(words[positions[0]! - 1]!.toUpperCase());
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await page.waitForURL('**/client/**', { timeout: 60_000 });

  const before = await openKeys(baseUrl, email, password);
  const sealed = await sealEveryKind(await signedInSdk(baseUrl, email, password), MARKER);

  // A fresh browser profile: nothing of the sign-up's browser (key store, session) is there.
  const fresh = await newPage(journey.browser, baseUrl);
  await openResetLink(fresh.page, baseUrl, email);
  await expectNoAxeViolations(fresh.page, 'reset page');
  await fresh.page.getByLabel('Recovery phrase (optional)').fill(words.join(' '));
  await fresh.page.getByLabel('New password').fill(newPassword);
  await fresh.page.getByLabel('Confirm password').fill(newPassword);
  await fresh.page.getByRole('button', { name: 'Set new password' }).click();
  await fresh.page.getByText('Your password has been changed and all your records open with it. Sign in with your new password.').waitFor({ timeout: 60_000 });
  await expectNoAxeViolations(fresh.page, 'reset done with the phrase');

  // The same key pair and data key wrap, the private key now under the new password: every sealed kind opens.
  const after = await openKeys(baseUrl, email, newPassword);
  expect(after.account.publicKey).toBe(before.account.publicKey);
  expect(after.account.encryptedDataKey).toBe(before.account.encryptedDataKey);
  expect(await openEveryKind(await signedInSdk(baseUrl, email, newPassword), sealed)).toEqual(everyKindAsSealed(sealed));

  // And in the browser: the new password signs in without making new keys, and the health records
  // sealed before the reset open on the Health actions screen.
  await signIn(fresh.page, { email, password: newPassword }, (url) => url.pathname.startsWith('/client'));
  expect((await openKeys(baseUrl, email, newPassword)).account.publicKey).toBe(before.account.publicKey);
  await openFromSidebar(fresh.page, 'Health actions');
  await expectHealthRecordsOnScreen(fresh.page, sealed);
  await expectNoAxeViolations(fresh.page, 'sealed health records open after the reset');
  expect([...errors, ...fresh.errors]).toEqual([]);
}, 300_000);

test('a reset without the phrase says what will not open, links to organisation-assisted recovery, and deletes nothing', async () => {
  const email = uniqueEmail('no-phrase');
  const password = 'Quiet-Meadow-Lantern-4';
  const newPassword = 'Silver-Canyon-Teapot-8';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  // The first browser sign-in makes the keys.
  await signIn(page, { email, password }, (url) => url.pathname.startsWith('/client'));
  const before = await openKeys(baseUrl, email, password);
  await sealEveryKind(await signedInSdk(baseUrl, email, password), `no-phrase-${Date.now()}`);
  const sealedBefore = await sealedHealthRecords(before.token);

  const fresh = await newPage(journey.browser, baseUrl);
  await openResetLink(fresh.page, baseUrl, email);
  const note = fresh.page.getByText(/^Without the recovery phrase, what you recorded before/);
  await note.waitFor();
  const recovery = fresh.page.getByRole('link', { name: 'Ask your organisation to recover your records' });
  expect(await recovery.getAttribute('href')).toBe('/client/key-recovery');
  await expectNoAxeViolations(fresh.page, 'reset page without the phrase');
  await fresh.page.getByLabel('New password').fill(newPassword);
  await fresh.page.getByLabel('Confirm password').fill(newPassword);
  await fresh.page.getByRole('button', { name: 'Set new password' }).click();
  await fresh.page.getByText('Your password has been changed. Sign in with your new password.').waitFor({ timeout: 60_000 });
  await note.waitFor();
  expect(await recovery.getAttribute('href')).toBe('/client/key-recovery');
  await expectNoAxeViolations(fresh.page, 'reset done without the phrase');

  // Every sealed record is still on the server, as it was; the member goes on with new keys.
  await signIn(fresh.page, { email, password: newPassword }, (url) => url.pathname.startsWith('/client'));
  const after = await openKeys(baseUrl, email, newPassword);
  expect(after.account.publicKey).not.toBe(before.account.publicKey);
  expect(await sealedHealthRecords(after.token)).toEqual(sealedBefore);
  expect(sealedBefore.length).toBe(4);
  expect([...errors, ...fresh.errors]).toEqual([]);
}, 300_000);

/** The health records' sealed values as the server holds them (allergies, medications and their log, health issues). */
async function sealedHealthRecords(token: string): Promise<string[]> {
  const lists = await Promise.all(
    [routes.currentAllergies.path, routes.currentMedications.path, routes.medicationsLog.path, routes.currentHealthIssues.path].map((path) => api(token, 'GET', path)),
  );
  return (
    JSON.stringify(lists)
      .match(/hd1\.[^"]+/g)
      ?.sort() ?? []
  );
}

test('an existing member without a phrase makes one from the profile, then a new one: the old phrase stops working', async () => {
  const email = uniqueEmail('profile-phrase');
  const password = 'Amber-Valley-Kettle-5';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, { email, password }, (url) => url.pathname.startsWith('/client'));
  // Opened by its address: a new page load, so the private key is no longer open in this page.
  await page.goto('/client/profile');
  const card = page.getByRole('region', { name: 'Recovery phrase' });
  await card.getByText(/^You have no recovery phrase\./).waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'profile without a recovery phrase');

  /** Makes a phrase from the card; the first time the password unlocks the key before it is saved. */
  async function makePhrase(button: string, unlock: boolean): Promise<string[]> {
    await card.getByRole('button', { name: button }).click();
    const list = card.getByTestId('recovery-words');
    await list.waitFor();
    const words = await list.getByRole('listitem').allTextContents();
    expect(words).toHaveLength(12);
    await card.getByRole('button', { name: 'I have written it down' }).click();
    const confirm = card.getByRole('region', { name: 'Confirm your recovery phrase' });
    for (const field of await confirm.getByLabel(/^Word \d+$/).all()) await field.fill(words[Number(await field.getAttribute('data-word')) - 1]!);
    await confirm.getByRole('button', { name: 'Confirm and save' }).click();
    if (unlock) {
      await confirm.getByText('Enter your password to unlock your keys in this browser, then save again.').waitFor();
      await expectNoAxeViolations(page, 'recovery phrase asks for the password');
      await confirm.getByLabel('Password', { exact: true }).fill(password);
      await confirm.getByRole('button', { name: 'Unlock and save' }).click();
    }
    await card.getByText(/^You have a recovery phrase, made on /).waitFor({ timeout: 60_000 });
    return words;
  }

  const first = await makePhrase('Create a recovery phrase', true);
  await expectNoAxeViolations(page, 'profile with a recovery phrase');
  const second = await makePhrase('Make a new recovery phrase', false);
  expect(second).not.toEqual(first);

  const fresh = await newPage(journey.browser, baseUrl);
  await openResetLink(fresh.page, baseUrl, email);
  const newPassword = 'Copper-Harbour-Lantern-3';
  await fresh.page.getByLabel('Recovery phrase (optional)').fill(first.join(' '));
  await fresh.page.getByLabel('New password').fill(newPassword);
  await fresh.page.getByLabel('Confirm password').fill(newPassword);
  await fresh.page.getByRole('button', { name: 'Set new password' }).click();
  await fresh.page.getByText('This recovery phrase does not open your records. Check the words, or leave the field empty.').waitFor({ timeout: 60_000 });
  await expectNoAxeViolations(fresh.page, 'reset refuses the replaced phrase');
  await fresh.page.getByLabel('Recovery phrase (optional)').fill(second.join(' '));
  await fresh.page.getByRole('button', { name: 'Set new password' }).click();
  await fresh.page.getByText('Your password has been changed and all your records open with it. Sign in with your new password.').waitFor({ timeout: 60_000 });
  expect([...errors, ...fresh.errors]).toEqual([]);
}, 300_000);
