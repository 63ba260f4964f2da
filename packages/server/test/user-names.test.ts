import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { AccountResponse, AdminUsersResponse, LoginAsUserResponse } from '@healthdeck/contract';
import { randomCredential, randomKeySalt, startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';
import { registerMember, signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { greetByName } from '../src/db/migrations/0037_user_names.js';

// spec 000 §1 'Logged in as: {name}': a member gives a name at sign-up and changes it with
// spec 000 §7.6 User set (preferencesSave); the account, the admin users list and impersonation answer it.

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const register = (body: Record<string, unknown>) => {
  const credential = randomCredential();
  return server.call<{ message?: string; fields?: Record<string, string> }>('register', {
    body: { email: uniqueEmail('named'), password: credential, passwordConfirm: credential, keySalt: randomKeySalt(), ...body },
  });
};
const account = async (m: TestMember) => (await callRoute<AccountResponse>(server, 'account', { token: m.accessToken })).body;

describe('a name at sign-up', () => {
  it('stores the name given, without surrounding spaces, and the account answers it', async () => {
    const created = await registerMember(server, uniqueEmail('named'), '  Ana María Núñez ');
    const row = await server.db.selectFrom('users').select('name').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Ana María Núñez');
  });

  it.each([
    ['missing', {}, 'Enter your name'],
    ['empty', { name: '' }, 'Enter your name'],
    ['only spaces', { name: '   ' }, 'Enter your name'],
    ['101 characters', { name: 'n'.repeat(101) }, 'Your name must be at most 100 characters'],
  ])('refuses a name that is %s with 400 and a readable message', async (_case, body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.fields?.name).toBe(message);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect((await register({ name: 'n'.repeat(100) })).status).toBe(200);
  });
});

describe('changing the name (User set)', () => {
  it('changes the name and keeps the other preferences', async () => {
    const member = await signedInMember(server);
    await callRoute(server, 'preferencesSave', { token: member.accessToken, body: { sleep_goal: 7 } });
    const res = await callRoute(server, 'preferencesSave', { token: member.accessToken, body: { name: 'Renamed Member' } });
    expect(res.status).toBe(200);
    const after = await account(member);
    expect(after.user.name).toBe('Renamed Member');
    expect(after.profile.sleep_goal).toBe(7);
  });

  it('refuses an empty or too long name with 400 and changes nothing', async () => {
    const member = await signedInMember(server);
    for (const name of ['', 'x'.repeat(101)]) {
      const res = await callRoute<{ fields?: Record<string, string> }>(server, 'preferencesSave', { token: member.accessToken, body: { name } });
      expect(res.status).toBe(400);
      expect(res.body.fields?.name).toMatch(/Enter your name|at most 100 characters/);
    }
    expect((await account(member)).user.name).toBe('Test Member');
  });

  it('a preferences save without a name leaves the name alone', async () => {
    const member = await signedInMember(server);
    await callRoute(server, 'preferencesSave', { token: member.accessToken, body: { water_intake: 64 } });
    expect((await account(member)).user.name).toBe('Test Member');
  });
});

describe('where the name is read', () => {
  it('an account made before names reads null, never the email', async () => {
    const member = await signedInMember(server);
    await server.db.updateTable('users').set({ name: null }).where('id', '=', member.id).execute();
    expect((await account(member)).user.name).toBeNull();
    const acting = await callRoute<LoginAsUserResponse>(server, 'adminLoginAsUser', { token: admin.accessToken, body: { user_id: member.id } });
    expect(acting.body.data?.user).toEqual({ id: member.id, email: member.email, name: null });
  });

  it('the admin users list and impersonation answer the name', async () => {
    const member = await signedInMember(server);
    await callRoute(server, 'preferencesSave', { token: member.accessToken, body: { name: 'Listed Member' } });
    const list = await callRoute<AdminUsersResponse>(server, 'adminUsers', { token: admin.accessToken, query: { search: member.email } });
    expect(list.body.users.map((u) => u.name)).toEqual(['Listed Member']);
    const byName = await callRoute<AdminUsersResponse>(server, 'adminUsers', { token: admin.accessToken, query: { search: 'listed mem' } });
    expect(byName.body.users.map((u) => u.email)).toContain(member.email);
    const acting = await callRoute<LoginAsUserResponse>(server, 'adminLoginAsUser', { token: admin.accessToken, body: { user_id: member.id } });
    expect(acting.body.data?.user.name).toBe('Listed Member');
  });
});

describe('migration 0037', () => {
  it('greets by name in the seeded demo nudge, and leaves a title an administrator wrote alone', async () => {
    const now = new Date();
    const insert = (data: Record<string, unknown>) =>
      server.db
        .insertInto('class_records')
        .values({ classkey: 'widgets', data: JSON.stringify(data), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const seeded = await insert({ name: 'Welcome nudge', type: 'nudge', title: 'Welcome, {{user.email}}' });
    const edited = await insert({ name: 'Welcome nudge', type: 'nudge', title: 'Hello {{user.email}}, welcome back' });
    await greetByName(server.db as unknown as Kysely<unknown>);
    const titles = await server.db.selectFrom('class_records').select(['id', 'data']).where('id', 'in', [seeded.id, edited.id]).execute();
    const title = (id: string) => (titles.find((r) => r.id === id)!.data as { title: string }).title;
    expect(title(seeded.id)).toBe('Welcome, {{user.name}}');
    expect(title(edited.id)).toBe('Hello {{user.email}}, welcome back');
  });
});
