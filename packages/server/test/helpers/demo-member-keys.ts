import { expect } from 'vitest';
import { deriveSecrets, unlockPrivateKey, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import type { AccountResponse, LoginResponse, PreLoginResponse } from '@healthdeck/contract';
import { DEMO_USERS } from '../../src/seed/demo-users.js';

export interface UnlockedMember {
  token: string;
  privateKey: PrivateKey;
  dataKey: CryptoKey;
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(path, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/**
 * Signs the demo member in exactly as the browser does (pre-login, Argon2id derivation, login),
 * then opens their private key with the password-derived passphrase and unwraps their data key:
 * what the portal holds after sign-in to read and seal member records.
 */
export async function signInDemoMember(baseUrl: string): Promise<UnlockedMember> {
  const demo = DEMO_USERS.find((u) => !u.roles.includes('admin'))!;
  const pre = await post<PreLoginResponse>(baseUrl, '/api/auth/prelogin', { email: demo.email });
  const { credential, passphrase } = await deriveSecrets(demo.password, pre.keySalt, pre.kdf);
  const login = await post<LoginResponse>(baseUrl, '/api/auth/login', { email: demo.email, password: credential });
  expect(login.error_code).toBeNull();
  const token = login.data!.accessToken;
  const res = await fetch(new URL('/api/client/account', baseUrl), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const account = (await res.json()) as AccountResponse;
  const privateKey = await unlockPrivateKey(account.encrptedPrivateKey!, passphrase);
  const dataKey = await unwrapDataKey(account.encryptedDataKey!, privateKey);
  return { token, privateKey, dataKey };
}
