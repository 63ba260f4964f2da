// spec 000 §1, §3.2, §7.2 admin login-as-user: the sdk acts as the member in the same client and
// keeps the staff session aside (stored impersonation data), then puts it back on stop.
import { describe, expect, it } from 'vitest';
import { createHealthDeck, memoryStorage, SESSION_STORAGE_KEY, signInWithTokens, startImpersonation, stopImpersonation } from '../src/index.js';
import { accountFixture, createFakeServer, json, apiError } from '../src/testing/index.js';

const MEMBER_ID = '5b2e0c8a-7d1f-4c55-9a8e-2f6f1f0d9a11';
const impersonated = {
  accessToken: 'member-access',
  refreshToken: 'member-refresh',
  refreshExpires: Math.floor(Date.now() / 1000) + 3600,
  impersonation: { decrypt_method: 'pgp' as const, secret: 'ABCDEF', encrypted_emergency_key: null },
  user: { id: MEMBER_ID, email: 'ana@example.com', name: 'Ana Núñez' },
};

function setUp(loginAsUser = () => json({ data: impersonated, error_code: null })) {
  const server = createFakeServer({
    account: (call) =>
      json(
        call.authorization === 'Bearer member-access'
          ? accountFixture({ id: MEMBER_ID, email: 'ana@example.com' })
          : accountFixture({ id: 'staff-1', email: 'staff@example.com', roles: ['admin'] }),
      ),
    adminLoginAsUser: loginAsUser,
  });
  const storage = memoryStorage();
  const client = createHealthDeck({ fetch: server.fetch, storage, onUnauthorized: () => {} });
  return { server, storage, client };
}

describe('impersonation in the sdk session', () => {
  it('acts as the member with the staff session kept aside, survives a reload, and stops back to staff', async () => {
    const { server, storage, client } = setUp();
    await signInWithTokens(client, { accessToken: 'staff-access', refreshToken: 'staff-refresh', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });

    const account = await startImpersonation(client, MEMBER_ID);
    expect(account.user.email).toBe('ana@example.com');
    expect(server.called('adminLoginAsUser')[0]?.body).toEqual({ user_id: MEMBER_ID });
    const session = client.$session.get();
    expect(session?.access.token).toBe('member-access');
    expect(session?.userId).toBe(MEMBER_ID);
    expect(session?.impersonation?.user.name).toBe('Ana Núñez');
    expect(session?.impersonation?.data.decrypt_method).toBe('pgp');
    expect(session?.impersonation?.staff.access.token).toBe('staff-access');
    expect(client.$dataKey.get()).toBeNull();

    // A reload reads the same stored session (spec 000 §3.2: the stored session holds the impersonation data).
    const reloaded = createHealthDeck({ fetch: server.fetch, storage, onUnauthorized: () => {} });
    expect(reloaded.$session.get()?.impersonation?.user.name).toBe('Ana Núñez');

    const back = await stopImpersonation(client);
    expect(back?.user.email).toBe('staff@example.com');
    expect(client.$session.get()?.access.token).toBe('staff-access');
    expect(client.$session.get()?.impersonation).toBeUndefined();
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}').impersonation).toBeUndefined();
    expect(await stopImpersonation(client)).toBeNull();
  });

  it('leaves the staff session untouched when the server refuses', async () => {
    const { client } = setUp(() => apiError(403, 'Forbidden', 'FORBIDDEN'));
    await signInWithTokens(client, { accessToken: 'staff-access', refreshToken: 'staff-refresh', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });
    await expect(startImpersonation(client, MEMBER_ID)).rejects.toThrow();
    expect(client.$session.get()?.access.token).toBe('staff-access');
    expect(client.$session.get()?.impersonation).toBeUndefined();
  });

  it('keeps the impersonation through a token refresh', async () => {
    const { client } = setUp();
    await signInWithTokens(client, { accessToken: 'staff-access', refreshToken: 'staff-refresh', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });
    await startImpersonation(client, MEMBER_ID);
    const store = client.$session.get();
    expect(store).not.toBeNull();
    // The transport's refresh puts new tokens in through setTokens, which keeps the impersonation.
    const { sessionFromTokens } = await import('../src/session/session.js');
    const next = sessionFromTokens({ accessToken: 'new', refreshToken: 'r2', refreshExpires: 1 }, store);
    expect(next.impersonation?.user.name).toBe('Ana Núñez');
  });
});
