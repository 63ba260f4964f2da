import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_HEADER, type SessionTokens } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { login, signedInMember } from './helpers/accounts.js';
import { sha256 } from '../src/auth/hashing.js';
import { deleteLongExpiredRefreshTokens, REFRESH_TOKEN_KEPT_AFTER_EXPIRY_MS, RETENTION_SWEEP_BATCH } from '../src/auth/refresh-tokens.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const refresh = (access: string | null, refreshToken?: string) =>
  server.call<{ data: SessionTokens }>('refreshToken', { token: access, headers: refreshToken ? { [REFRESH_TOKEN_HEADER]: refreshToken } : {} });

describe('token refresh', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const member = await signedInMember(server);
    const first = await refresh(member.accessToken, member.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(member.refreshToken);
    const account = await server.call('account', { token: first.body.data.accessToken });
    expect(account.status).toBe(200);
    const second = await refresh(first.body.data.accessToken, first.body.data.refreshToken);
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again (REFRESH_TOKEN_REUSED)', async () => {
    const member = await signedInMember(server);
    const rotated = await refresh(member.accessToken, member.refreshToken);
    const reuse = await refresh(member.accessToken, member.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ error_code: 'REFRESH_TOKEN_REUSED' });
    // The token the legitimate holder got is now dead too.
    const after = await refresh(rotated.body.data.accessToken, rotated.body.data.refreshToken);
    expect(after.status).toBe(401);
    const events = await server.db.selectFrom('audit_log').select('event').where('user_id', '=', member.id).execute();
    expect(events.map((e) => e.event)).toContain('refresh.reused');
    // A separate sign-in (another family) is not affected.
    const other = await signedInMember(server);
    expect((await refresh(other.accessToken, other.refreshToken)).status).toBe(200);
  });

  it('lets only one of two concurrent rotations of the same token win', async () => {
    const member = await signedInMember(server);
    const results = await Promise.all([refresh(member.accessToken, member.refreshToken), refresh(member.accessToken, member.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('accepts an expired access token (signature checked) and the expired token is refused elsewhere', async () => {
    const member = await signedInMember(server);
    server.advance(901_000);
    const expired = await server.call('account', { token: member.accessToken });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error_code: 'UNAUTHENTICATED', message: 'You are not authorized to access this resource' });
    const res = await refresh(member.accessToken, member.refreshToken);
    expect(res.status).toBe(200);
    expect((await server.call('account', { token: res.body.data.accessToken })).status).toBe(200);
  });

  it("refuses another user's access token, a forged one, a missing header and an expired refresh token", async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    expect((await refresh(b.accessToken, a.refreshToken)).status).toBe(401);
    const [h, p] = a.accessToken.split('.');
    expect((await refresh(`${h}.${p}.AAAA`, a.refreshToken)).status).toBe(401);
    expect((await refresh(null, a.refreshToken)).body).toMatchObject({ error_code: 'UNAUTHENTICATED' });
    expect((await refresh(a.accessToken)).body).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });
    server.advance(31 * 86_400_000);
    expect((await refresh(a.accessToken, a.refreshToken)).body).toMatchObject({ statusCode: 401, error_code: 'REFRESH_TOKEN_INVALID' });
  });
});

describe('refresh-token retention', () => {
  it('deletes rows a month past their expiry, oldest first in batches, and a live session goes on', async () => {
    const now = server.config.now();
    const member = await signedInMember(server);
    const rotated = await refresh(member.accessToken, member.refreshToken);
    // The spent first token of a live session, and rows of sessions that ended, one just inside the month.
    await server.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(now.getTime() - REFRESH_TOKEN_KEPT_AFTER_EXPIRY_MS - 60_000) })
      .where('token_hash', '=', sha256(member.refreshToken))
      .execute();
    const old = Array.from({ length: RETENTION_SWEEP_BATCH }, (_, i) => ({
      user_id: member.id,
      family_id: crypto.randomUUID(),
      token_hash: `old-${i}-${crypto.randomUUID()}`,
      expires_at: new Date(now.getTime() - REFRESH_TOKEN_KEPT_AFTER_EXPIRY_MS - 86_400_000 - i * 1000),
    }));
    const kept = {
      user_id: member.id,
      family_id: crypto.randomUUID(),
      token_hash: `kept-${crypto.randomUUID()}`,
      expires_at: new Date(now.getTime() - REFRESH_TOKEN_KEPT_AFTER_EXPIRY_MS + 60_000),
    };
    await server.db
      .insertInto('refresh_tokens')
      .values([...old, kept])
      .execute();
    const hashes = async () => new Set((await server.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', member.id).execute()).map((r) => r.token_hash));

    // The batch takes the oldest: the spent token (expired most recently of them) is left for the next sweep.
    expect(await deleteLongExpiredRefreshTokens(server.db, now)).toBe(RETENTION_SWEEP_BATCH);
    expect((await hashes()).has(sha256(member.refreshToken))).toBe(true);
    expect(await deleteLongExpiredRefreshTokens(server.db, now)).toBe(1);
    expect(await deleteLongExpiredRefreshTokens(server.db, now)).toBe(0);
    expect(await hashes()).toEqual(new Set([sha256(rotated.body.data.refreshToken), kept.token_hash]));

    expect((await server.call('account', { token: rotated.body.data.accessToken })).status).toBe(200);
    expect((await refresh(rotated.body.data.accessToken, rotated.body.data.refreshToken)).status).toBe(200);
  });
});

describe('sign-out (POST /api/auth/logout)', () => {
  it('ends the session: its access token is refused, its refresh token no longer rotates, another session goes on', async () => {
    const member = await signedInMember(server);
    const rotated = (await refresh(member.accessToken, member.refreshToken)).body.data;
    const other = (await login(server, member.email, member.credential)).data!;
    expect((await server.call('account', { token: rotated.accessToken })).status).toBe(200);

    const out = await server.call('logout', { token: rotated.accessToken });
    expect(out.status).toBe(204);

    expect((await server.call('account', { token: rotated.accessToken })).status).toBe(401);
    // The first access token of the session (same family, still unexpired) is refused too.
    expect((await server.call('account', { token: member.accessToken })).status).toBe(401);
    expect((await refresh(rotated.accessToken, rotated.refreshToken)).body).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });
    // Signing out again is harmless.
    expect((await server.call('logout', { token: rotated.accessToken })).status).toBe(204);

    expect((await server.call('account', { token: other.accessToken })).status).toBe(200);
    expect((await refresh(other.accessToken, other.refreshToken)).status).toBe(200);
    const events = await server.db.selectFrom('audit_log').select('event').where('user_id', '=', member.id).execute();
    expect(events.map((e) => e.event)).toContain('session.signed_out');
  });

  it('takes an expired access token of the session (a member idle past its lifetime still signs out)', async () => {
    const member = await signedInMember(server);
    server.advance(901_000);
    expect((await server.call('logout', { token: member.accessToken })).status).toBe(204);
    expect((await refresh(member.accessToken, member.refreshToken)).body).toMatchObject({ error_code: 'REFRESH_TOKEN_INVALID' });
  });

  it('refuses a request without an access token or with a forged one', async () => {
    const member = await signedInMember(server);
    expect((await server.call('logout', { token: null })).status).toBe(401);
    const [h, p] = member.accessToken.split('.');
    expect((await server.call('logout', { token: `${h}.${p}.AAAA` })).status).toBe(401);
    expect((await server.call('account', { token: member.accessToken })).status).toBe(200);
  });
});
