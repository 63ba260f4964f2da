import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_KEY_HEADER,
  REFRESH_TOKEN_HEADER,
  type AccountResponse,
  type ApiError,
  type PartnerKeyCreateResponse,
  type PartnerKeyResponse,
  type PartnerKeysResponse,
  type PartnerMemberTokenResponse,
  type SessionTokens,
} from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { sha256 } from '../src/auth/hashing.js';
import { PARTNER_SESSION_MS } from '../src/routes/partner-keys.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';

// Partner authentication: partner API keys (admin-managed, hashed at rest, revocable) and
// the server-to-server exchange of a key plus a member's email for a short-lived member session.

const PER_KEY_LIMIT = 5;
let server: TestServer;
let admin: TestMember;
let member: TestMember;
let outsider: TestMember;
const org = { id: '', other: '' };
const PARTNER_ORIGIN = 'http://partner.example';

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { partnerTokensPerKey: PER_KEY_LIMIT } });
  admin = await signedInAdmin(server);
  member = await signedInMember(server);
  outsider = await signedInMember(server);
  const store = createClassStore(server.db);
  org.id = (await store.insert('organizations', { name: 'Riverside Wellness', code: 'riverside', logo_variants: [], allowed_origins: [PARTNER_ORIGIN] })).id;
  org.other = (await store.insert('organizations', { name: 'Other Clinic', code: 'other', logo_variants: [] })).id;
  for (const [organization_id, user] of [
    [org.id, member],
    [org.other, outsider],
    [org.id, admin], // staff linked to the organisation: still never signed in by a partner key
  ] as const) {
    expect((await server.call('linkUserOrganization', { token: admin.accessToken, body: { organization_id, user_id: user.id } })).status).toBe(204);
  }
});
afterAll(async () => {
  await server.close();
});

const createKey = async (label = 'Riverside production', organization = org.id) => {
  const res = await server.call<PartnerKeyCreateResponse>('adminPartnerKeyCreate', { token: admin.accessToken, params: { id: organization }, body: { label } });
  expect(res.status).toBe(201);
  return res.body;
};
const exchange = (key: string | null, email: string, headers: Record<string, string> = {}) =>
  server.call<PartnerMemberTokenResponse & ApiError>('partnerMemberToken', { body: { email }, headers: { ...(key === null ? {} : { [PARTNER_KEY_HEADER]: key }), ...headers } });
const refresh = (tokens: SessionTokens) =>
  server.call<{ data: SessionTokens } & ApiError>('refreshToken', { token: tokens.accessToken, headers: { [REFRESH_TOKEN_HEADER]: tokens.refreshToken } });

describe('partner API keys (admin)', () => {
  it('creates a key shown once, stores only its hash, and lists it by prefix, label, created, last used and revoked', async () => {
    const created = await createKey('Riverside staging');
    expect(created.secret).toMatch(/^hdpk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ organization_id: org.id, label: 'Riverside staging', prefix: created.secret.slice(0, 13), last_used_at: null, revoked_at: null });

    const row = await server.db.selectFrom('partner_api_keys').selectAll().where('id', '=', created.key.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(sha256(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(13));

    const list = await server.call<PartnerKeysResponse>('adminPartnerKeys', { token: admin.accessToken, params: { id: org.id } });
    expect(list.status).toBe(200);
    const listed = list.body.keys.find((k) => k.id === created.key.id);
    expect(listed).toEqual(created.key);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    // Another organisation's keys are not listed.
    expect((await server.call<PartnerKeysResponse>('adminPartnerKeys', { token: admin.accessToken, params: { id: org.other } })).body.keys).toEqual([]);
    const events = await server.db.selectFrom('audit_log').select(['event', 'detail']).where('event', '=', 'partner_key.created').execute();
    expect(events.map((e) => e.detail)).toContainEqual(expect.objectContaining({ key_id: created.key.id, prefix: created.key.prefix }));
    expect(JSON.stringify(events)).not.toContain(created.secret);
  });

  it('refuses a blank label, an unknown organisation, and members without the permission', async () => {
    const blank = await server.call<ApiError>('adminPartnerKeyCreate', { token: admin.accessToken, params: { id: org.id }, body: { label: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('A label is required');
    const unknown = await server.call<ApiError>('adminPartnerKeys', { token: admin.accessToken, params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Organization not found');
    const notAdmin = await server.call<ApiError>('adminPartnerKeyCreate', { token: member.accessToken, params: { id: org.id }, body: { label: 'mine' } });
    expect(notAdmin.status).toBe(403);
    const wrongOrg = await createKey('to revoke elsewhere');
    const revokeElsewhere = await server.call<ApiError>('adminPartnerKeyRevoke', { token: admin.accessToken, params: { id: org.other, keyId: wrongOrg.key.id } });
    expect(revokeElsewhere.status).toBe(404);
    expect(revokeElsewhere.body.message).toBe('Partner API key not found');
  });
});

describe('member-token exchange (server to server)', () => {
  it("exchanges a key and a member's email for a short-lived session the member's calls accept", async () => {
    const { secret, key } = await createKey();
    const res = await exchange(secret, member.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(member.id);
    expect(res.body.expires_in).toBe(server.config.accessTokenTtlSeconds);
    const account = await server.call<AccountResponse>('account', { token: res.body.tokens.accessToken });
    expect(account.status).toBe(200);
    expect(account.body.user.id).toBe(member.id);
    // The session ends an hour after the exchange, not after the 30 days of a member's own.
    const endsAt = Math.floor((server.config.now().getTime() + PARTNER_SESSION_MS) / 1000);
    expect(Math.abs(res.body.tokens.refreshExpires - endsAt)).toBeLessThanOrEqual(1);

    const listed = (await server.call<PartnerKeysResponse>('adminPartnerKeys', { token: admin.accessToken, params: { id: org.id } })).body.keys.find((k) => k.id === key.id);
    expect(listed?.last_used_at).not.toBeNull();
    const issued = await server.db.selectFrom('audit_log').select('detail').where('event', '=', 'partner_token.issued').where('user_id', '=', member.id).execute();
    expect(issued.map((e) => e.detail)).toContainEqual({ key_id: key.id, organization_id: org.id });
  });

  it('refreshes within the partner session, never past its end', async () => {
    const { secret } = await createKey();
    const first = (await exchange(secret, member.email)).body.tokens;
    const start = server.config.now();
    try {
      server.advance(30 * 60_000);
      const second = await refresh(first);
      expect(second.status).toBe(200);
      // Rotation keeps the session's end (it does not start another hour, nor 30 days).
      expect(second.body.data.refreshExpires).toBe(first.refreshExpires);
      server.advance(31 * 60_000);
      const third = await refresh(second.body.data);
      expect(third.status).toBe(401);
    } finally {
      server.setNow(start); // the other tests' tokens were signed before
    }
  });

  it('answers a wrong or missing key with PARTNER_KEY_INVALID', async () => {
    for (const key of [null, 'not-a-key', `hdpk_${'A'.repeat(43)}`]) {
      const res = await exchange(key, member.email);
      expect(res.status, String(key)).toBe(401);
      expect(res.body).toMatchObject({ error_code: 'PARTNER_KEY_INVALID', message: `A valid partner API key is required in the ${PARTNER_KEY_HEADER} header` });
    }
  });

  it("answers a member outside the key's organisation, an unknown email and staff with MEMBER_NOT_IN_ORGANIZATION", async () => {
    const { secret } = await createKey();
    for (const email of [outsider.email, 'nobody@example.test', admin.email]) {
      const res = await exchange(secret, email);
      expect(res.status, email).toBe(403);
      expect(res.body).toMatchObject({ error_code: 'MEMBER_NOT_IN_ORGANIZATION', message: "No member with this email belongs to the key's organization" });
    }
    // The other organisation's own key does sign its member in.
    const other = await createKey('Other clinic', org.other);
    expect((await exchange(other.secret, outsider.email)).status).toBe(200);
  });

  it('answers a revoked key with PARTNER_KEY_REVOKED, and the sessions it minted stop refreshing', async () => {
    const { secret, key } = await createKey('to revoke');
    const session = (await exchange(secret, member.email)).body.tokens;
    const revoked = await server.call<PartnerKeyResponse>('adminPartnerKeyRevoke', { token: admin.accessToken, params: { id: org.id, keyId: key.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revoked_at).not.toBeNull();
    const again = await server.call<PartnerKeyResponse>('adminPartnerKeyRevoke', { token: admin.accessToken, params: { id: org.id, keyId: key.id } });
    expect(again.body.key.revoked_at).toBe(revoked.body.key.revoked_at);

    const res = await exchange(secret, member.email);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('PARTNER_KEY_REVOKED');
    expect(res.body.message).toContain(key.prefix);
    expect((await refresh(session)).status).toBe(401);
    // The member's own sessions are untouched.
    expect((await server.call('account', { token: member.accessToken })).status).toBe(200);
  });

  it('refuses a browser call from any origin, allowed ones included, with ORIGIN_NOT_ALLOWED (preflight too)', async () => {
    const { secret } = await createKey();
    for (const origin of [PARTNER_ORIGIN, 'http://elsewhere.example', 'http://portal.test']) {
      const res = await exchange(secret, member.email, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.body.error_code).toBe('ORIGIN_NOT_ALLOWED');
      expect(res.body.message).toContain(`Requests from ${origin} are not allowed`);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await server.fetch('/api/partner/member-token', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': `content-type, ${PARTNER_KEY_HEADER}` },
      });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
    // A page on an allowed origin still reaches the member routes (the embed's calls).
    const member$ = await server.fetch('/api/client/account', { headers: { origin: PARTNER_ORIGIN, authorization: `Bearer ${member.accessToken}` } });
    expect(member$.status).toBe(200);
    expect(member$.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });

  it('is rate-limited per key (429 RATE_LIMITED with Retry-After)', async () => {
    const { secret } = await createKey('busy');
    for (let i = 0; i < PER_KEY_LIMIT; i++) expect((await exchange(secret, member.email)).status).toBe(200);
    const limited = await exchange(secret, member.email);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: 'RATE_LIMITED', message: expect.stringContaining('Too many member-token requests with this partner key') });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the same partner is counted on its own.
    expect((await exchange((await createKey('second')).secret, member.email)).status).toBe(200);
  });
});
