import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { LoginResponse, SecondFactorSignInResponse, TotpConfirmed, TotpEnrolment } from '@healthdeck/contract';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../src/db/schema.js';
import type { ServerConfig } from '../../src/config.js';
import { AMR_CLAIM, createAccessTokens } from '../../src/auth/access-token.js';
import { randomCredential, randomKeySalt, uniqueEmail, type ContractClient, type TestServer } from './test-server.js';
import { keyMaterial } from './key-material.js';

export interface TestMember {
  id: string;
  email: string;
  credential: string;
  keySalt: string;
  accessToken: string;
  refreshToken: string;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

export async function registerMember(server: ContractClient, email = uniqueEmail(), name = 'Test Member'): Promise<{ id: string; email: string; credential: string; keySalt: string }> {
  const credential = randomCredential();
  const keySalt = randomKeySalt();
  const res = await server.call<{ data: { id: string; email: string } }>('register', {
    body: { email, name, password: credential, passwordConfirm: credential, keySalt },
  });
  expect(res.status).toBe(200);
  return { id: res.body.data.id, email: res.body.data.email, credential, keySalt };
}

export async function login(server: ContractClient, email: string, credential: string): Promise<LoginResponse> {
  const res = await server.call<LoginResponse>('login', { body: { email, password: credential } });
  expect(res.status).toBe(200);
  return res.body;
}

export async function signedInMember(server: ContractClient, email?: string): Promise<TestMember> {
  const member = await registerMember(server, email);
  const answer = await login(server, member.email, member.credential);
  expect(answer.error_code).toBeNull();
  return { ...member, accessToken: answer.data!.accessToken, refreshToken: answer.data!.refreshToken };
}

/**
 * A signed-in member with the admin role (every contract permission), enrolled in TOTP the way the
 * admin app sends an admin to (admin routes need a session with a second factor): its session is the
 * one the enrolment answered; `totpSecret` computes its codes.
 */
export async function signedInAdmin(server: TestServer, email?: string): Promise<TestMember & { totpSecret: string; recoveryCodes: string[] }> {
  const admin = await signedInMember(server, email);
  await makeAdmin(server, admin.id);
  const enrolled = await enrolTotp(server, admin.accessToken);
  return { ...admin, accessToken: enrolled.session.accessToken, refreshToken: enrolled.session.refreshToken, totpSecret: enrolled.secret, recoveryCodes: enrolled.recoveryCodes };
}

/** The current TOTP code of a base32 secret (RFC 6238, the authenticator app's side). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/** Enrols the token's account in TOTP: the seed, a code from it, the recovery codes and the new session. */
export async function enrolTotp(server: ContractClient & { config?: ServerConfig }, token: string): Promise<TotpConfirmed & TotpEnrolment> {
  const start = await server.call<TotpEnrolment>('totpEnrolStart', { token });
  expect(start.status).toBe(200);
  const confirm = await server.call<TotpConfirmed>('totpEnrolConfirm', { token, body: { code: totpCode(start.body.secret, server.config?.now().getTime()) } });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { ...start.body, ...confirm.body };
}

/** Gives a user the admin role directly in the database (no admin route for roles yet). */
export async function makeAdmin(server: Pick<TestServer, 'db'>, userId: string): Promise<void> {
  await server.db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression((eb) =>
      eb
        .selectFrom('roles')
        .select([eb.val(userId).as('user_id'), 'roles.id'])
        .where('roles.name', '=', 'admin'),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The administrator each database's outbox is read as (the outbox answers administrators only), and its current token. */
const outboxReaders = new WeakMap<Kysely<Database>, Promise<{ id: string; email: string; credential: string; token: string; totpSecret: string }>>();

/**
 * An access token of the database's outbox reader. A test server's own is signed with its secret
 * on its clock (no sign-up or sign-in, so the reader takes nothing of the address's allowances the
 * tests measure); another server's (a cluster's process) comes from a sign-in, renewed on a 401.
 */
async function outboxReader(server: ContractClient & { config?: ServerConfig }, db: Kysely<Database>, renew: boolean): Promise<string> {
  const { config } = server;
  let reader = outboxReaders.get(db);
  if (!reader) {
    reader = (async () => {
      // On a test server the reader is written straight into the database: no sign-up, no email.
      const admin = config
        ? {
            ...(await db
              .insertInto('users')
              .values({ email: uniqueEmail('outbox-reader'), credential_hash: '!', created_at: config.now() })
              .returning(['id', 'email'])
              .executeTakeFirstOrThrow()),
            credential: '',
          }
        : await registerMember(server);
      await makeAdmin({ db }, admin.id);
      return { ...admin, token: '', totpSecret: '' };
    })();
    outboxReaders.set(db, reader);
  }
  const found = await reader;
  // The outbox, as every staff tool, answers only a session signed in with a second factor.
  if (config) return createAccessTokens(config.secret, config.accessTokenTtlSeconds, config.now).sign(found.id, { [AMR_CLAIM]: ['pwd', 'otp'] });
  if (found.token === '' || renew) {
    const signedIn = await login(server, found.email, found.credential);
    if (signedIn.data) {
      const enrolled = await enrolTotp(server, signedIn.data.accessToken);
      found.totpSecret = enrolled.secret;
      found.token = enrolled.session.accessToken;
    } else {
      const answer = await server.call<SecondFactorSignInResponse>('secondFactorSignIn', { body: { challenge: signedIn.secondFactor!.challenge, code: totpCode(found.totpSecret) } });
      found.token = answer.body.data.accessToken;
    }
  }
  return found.token;
}

/**
 * Emails in the dev outbox for an address, newest first, via the JSON endpoint, read as an
 * administrator of the server's database (`db`: a test server's own, or the one a cluster shares).
 */
export async function outbox(server: ContractClient & { db?: Kysely<Database>; config?: ServerConfig }, to: string, db = server.db): Promise<OutboxMessage[]> {
  if (!db) throw new Error('outbox(): name the database whose administrator reads the outbox');
  const read = async (renew: boolean) => server.fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${await outboxReader(server, db, renew)}` } });
  let res = await read(false);
  if (res.status === 401) res = await read(true);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

export function keyFromLink(link: string): string {
  const key = new URL(link).searchParams.get('key');
  if (!key) throw new Error(`No key in ${link}`);
  return key;
}

/** A signed-in member whose account holds keyMaterial()'s keys (what the server encrypts vendor results to). */
export async function keyedMember(server: ContractClient, email?: string): Promise<TestMember> {
  const member = await signedInMember(server, email);
  expect((await server.call('setKeys', { token: member.accessToken, body: await keyMaterial() })).status).toBe(204);
  return member;
}
