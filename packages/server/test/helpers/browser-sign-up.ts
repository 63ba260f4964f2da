import { randomBytes } from 'node:crypto';
import * as openpgp from 'openpgp';
import { expect } from 'vitest';
import { DEFAULT_KDF, createDataKey, deriveSecrets, newKeySalt, sealRecord, wrapDataKey } from '@healthdeck/crypto';
import { routes, routeTable, type RouteName } from '@healthdeck/contract';

/** One call of the contract over HTTP against a running server, expecting the route's success status. */
export async function httpCall(url: string, name: RouteName, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(new URL(routes[name].path, url), {
    method: routeTable[name].method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${name}: ${text}`).toBe(routeTable[name].successStatus);
  return text ? JSON.parse(text) : null;
}

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  publicKey: string;
}

/**
 * A member who signs up as the browser does (packages/sdk/src/auth/sign-up.ts: Argon2id over the
 * password and key salt; a small key pair for speed), wraps the data key to their own key and to
 * `alsoWrapTo` (a legacy escrow key), and seals an allergy, a nutrition form and a measurement.
 */
export async function signUpAsBrowser(url: string, n: number, alsoWrapTo: string[] = []): Promise<SignedUp> {
  const email = `audit.${n}.${randomBytes(3).toString('hex')}@example.test`;
  const password = `Audit-Member-${n}-${randomBytes(4).toString('hex')}`;
  const keySalt = newKeySalt();
  const { credential, passphrase } = await deriveSecrets(password, keySalt, DEFAULT_KDF);
  const registered = (await httpCall(url, 'register', { email, name: `Audit Member ${n}`, password: credential, passwordConfirm: credential, keySalt })) as { data: { id: string } };
  const login = (await httpCall(url, 'login', { email, password: credential })) as { data: { accessToken: string } };
  const token = login.data.accessToken;
  const pair = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email }], passphrase, format: 'armored' });
  const raw = createDataKey();
  await httpCall(url, 'setKeys', { encrptedPrivateKey: pair.privateKey, publicKey: pair.publicKey, encryptedDataKey: await wrapDataKey(raw, [pair.publicKey, ...alsoWrapTo]) }, token);
  const dataKey = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  const seal = (value: unknown) => sealRecord(dataKey, value);
  await httpCall(url, 'saveUserAllergy', { encrypted_data: await seal({ allergy_id: 'a', name: `pollen ${n}`, category: 'environmental', severity: 'mild', reaction: 'sneezing' }) }, token);
  await httpCall(url, 'nutritionFormSave', { encrypted_data: await seal({ diet: `member ${n} eats fish` }) }, token);
  await httpCall(url, 'measurementCreate', { encrypted_data: await seal({ bmi: 21 + n }) }, token);
  return { id: registered.data.id, email, password, publicKey: pair.publicKey };
}
