import { deriveSecrets, newKeySalt } from '@healthdeck/crypto';
import { routes, type LoginResponse, type PreLoginResponse, type SecondFactorSignInResponse } from '@healthdeck/contract';
import { totpCode } from './totp';

export const DEMO_MEMBER = { email: 'member@healthdeck.test', password: 'Member-Demo-2026!' };
/** The demo admin, enrolled in TOTP with the seed the README publishes (staff tools need a second factor). */
export const DEMO_ADMIN = { email: 'admin@healthdeck.test', password: 'Admin-Demo-2026!', totpSecret: 'HDDEMOADMINTOTPSEEDFORDEMOSONLY2' };

/** The seeds of the accounts journeys know, by email: a sign-in that asks for a code gets the current one. */
const TOTP_SECRETS = new Map<string, string>([[DEMO_ADMIN.email, DEMO_ADMIN.totpSecret]]);

/**
 * Registers an account over HTTP the way the sdk does (client-side derivation), without keys:
 * enough for the sign-in failure journeys, which must not lock the shared demo accounts.
 */
export async function registerAccount(baseUrl: string, email: string, password: string, name = `Journey ${email.split('@')[0]}`.slice(0, 100)) {
  const pre = await fetch(baseUrl + routes.preLogin.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { kdf } = (await pre.json()) as { kdf: Parameters<typeof deriveSecrets>[2] };
  const keySalt = newKeySalt();
  const { credential } = await deriveSecrets(password, keySalt, kdf);
  const res = await fetch(baseUrl + routes.register.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name, password: credential, passwordConfirm: credential, keySalt }),
  });
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
}

/**
 * Signs in over HTTP the way the sdk does (client-side derivation) and returns an access token; an
 * account with a second factor is given the current code of its seed (`totpSecret`, or the known
 * demo admin's).
 */
export async function apiAccessToken(baseUrl: string, email: string, password: string, totpSecret = TOTP_SECRETS.get(email)): Promise<string> {
  const post = (path: string, body: unknown) => fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const pre = (await (await post(routes.preLogin.path, { email })).json()) as PreLoginResponse;
  const { credential } = await deriveSecrets(password, pre.keySalt, pre.kdf);
  const login = (await (await post(routes.login.path, { email, password: credential })).json()) as LoginResponse;
  if (login.secondFactor) {
    if (!totpSecret) throw new Error(`API sign-in of ${email} asks for a second factor, and no seed is known`);
    const second = await post(routes.secondFactorSignIn.path, { challenge: login.secondFactor.challenge, code: totpCode(totpSecret) });
    if (!second.ok) throw new Error(`API second factor failed: ${second.status} ${await second.text()}`);
    return ((await second.json()) as SecondFactorSignInResponse).data.accessToken;
  }
  if (!login.data) throw new Error(`API sign-in failed: ${login.error_code}`);
  return login.data.accessToken;
}
