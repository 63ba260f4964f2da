import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { deriveSecrets, sealRecord, unlockPrivateKey, unwrapDataKey } from '@healthdeck/crypto';
import { routes, type AccountResponse, type LoginResponse, type PreLoginResponse } from '@healthdeck/contract';
import type { ApiCall } from './api';
import { waitForEmail } from './outbox';

/** Signs in over HTTP as the sdk does, and opens the member's data key with the password alone. */
export async function openKeys(baseUrl: string, email: string, password: string): Promise<{ token: string; account: AccountResponse; dataKey: CryptoKey }> {
  const post = (path: string, body: unknown) => fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const pre = (await (await post(routes.preLogin.path, { email })).json()) as PreLoginResponse;
  const { credential, passphrase } = await deriveSecrets(password, pre.keySalt, pre.kdf);
  const login = (await (await post(routes.login.path, { email, password: credential })).json()) as LoginResponse;
  if (!login.data) throw new Error(`sign-in failed: ${login.error_code}`);
  const token = login.data.accessToken;
  const account = (await fetch(baseUrl + routes.account.path, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.json())) as AccountResponse;
  const privateKey = await unlockPrivateKey(account.encrptedPrivateKey!, passphrase);
  return { token, account, dataKey: await unwrapDataKey(account.encryptedDataKey!, privateKey) };
}

/** Seals one record of each of three kinds (an allergy named `allergyName`, a nutrition form, a measurement) under the data key through the member's routes. */
export async function sealThreeKinds(api: ApiCall, token: string, dataKey: CryptoKey, allergyName: string): Promise<void> {
  const allergy = { allergy_id: randomUUID(), name: allergyName, category: 'food', severity: 'severe', reaction: 'Hives' };
  await api(token, 'POST', routes.saveUserAllergy.path, { encrypted_data: await sealRecord(dataKey, allergy) });
  await api(token, 'POST', routes.nutritionFormSave.path, { encrypted_data: await sealRecord(dataKey, { kind: 'nutrition form', meals_per_day: 3 }) });
  await api(token, 'POST', routes.measurementCreate.path, { encrypted_data: await sealRecord(dataKey, { kind: 'measurement', weight_kg: 71.5 }) });
}

/** Every sealed value (`hd1.`) the member's three lists hold. */
export async function sealedValues(api: ApiCall, token: string): Promise<string[]> {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('hd1.')) found.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  for (const path of [routes.currentAllergies.path, routes.nutritionForm.path, routes.measurements.path]) walk(await api(token, 'GET', path));
  return found.sort();
}

/** Asks for a reset link in the browser and opens it from the (dev) outbox. */
export async function openResetLink(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that email, we sent a reset link.').waitFor();
  const mail = await waitForEmail(baseUrl, email, /reset/i);
  const link = new URL(mail.links.find((l) => l.includes('/reset-password?key='))!);
  await page.goto(link.pathname + link.search);
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
}
