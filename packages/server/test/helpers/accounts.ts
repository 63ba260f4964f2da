import { expect } from 'vitest';
import type { LoginResponse } from '@healthdeck/contract';
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

export async function registerMember(server: ContractClient, email = uniqueEmail()): Promise<{ id: string; email: string; credential: string; keySalt: string }> {
  const credential = randomCredential();
  const keySalt = randomKeySalt();
  const res = await server.call<{ data: { id: string; email: string } }>('register', {
    body: { email, password: credential, passwordConfirm: credential, keySalt },
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

/** A signed-in member with the admin role (every contract permission). */
export async function signedInAdmin(server: TestServer, email?: string): Promise<TestMember> {
  const admin = await signedInMember(server, email);
  await makeAdmin(server, admin.id);
  return admin;
}

/** Gives a user the admin role directly in the database (no admin route for roles yet). */
export async function makeAdmin(server: TestServer, userId: string): Promise<void> {
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

/** Emails in the dev outbox for an address, newest first, via the JSON endpoint. */
export async function outbox(server: ContractClient, to: string): Promise<OutboxMessage[]> {
  const res = await server.fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
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
