// Partner authentication through the sdk against the loopback contract server: the
// admin's partner keys (list, create with the key once, revoke; each write re-reads the list) and
// the partner server's exchange (the key in its header, the server's error code and message on a refusal).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerKey } from '@healthdeck/contract';
import { createHealthDeck, createPartnerKey, exchangePartnerKey, partnerKeysQuery, PartnerTokenRefused, revokePartnerKey, type HealthDeck } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

const ORG = '00000000-0000-4000-8000-000000000001';
const GOOD_KEY = `hdpk_${'g'.repeat(43)}`;
const keys: PartnerKey[] = [];
let server: ContractServer;
let hd: HealthDeck;

beforeAll(async () => {
  server = await startContractServer({
    handlers: {
      adminPartnerKeys: () => ({ status: 200, body: { keys } }),
      adminPartnerKeyCreate: (req) => {
        const key: PartnerKey = {
          id: `00000000-0000-4000-8000-00000000010${keys.length}`,
          organization_id: req.params.id,
          label: (req.body as { label: string }).label,
          prefix: 'hdpk_abcdefgh',
          created_at: '2026-11-24T10:00:00.000Z',
          last_used_at: null,
          revoked_at: null,
        };
        keys.unshift(key);
        return { status: 201, body: { key, secret: `hdpk_abcdefgh${'x'.repeat(35)}` } };
      },
      adminPartnerKeyRevoke: (req) => {
        const key = keys.find((k) => k.id === req.params.keyId);
        if (!key) return { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'Partner API key not found' } };
        key.revoked_at = '2026-11-24T11:00:00.000Z';
        return { status: 200, body: { key } };
      },
      partnerMemberToken: (req) => {
        if (req.headers['x-healthdeck-partner-key'] !== GOOD_KEY) {
          return { status: 401, body: { statusCode: 401, error_code: 'PARTNER_KEY_INVALID', message: 'A valid partner API key is required in the x-healthdeck-partner-key header' } };
        }
        if ((req.body as { email: string }).email !== 'ada@example.test') {
          return { status: 403, body: { statusCode: 403, error_code: 'MEMBER_NOT_IN_ORGANIZATION', message: "No member with this email belongs to the key's organization" } };
        }
        return { status: 200, body: { tokens: { accessToken: 'a', refreshToken: 'r', refreshExpires: 1_800_000_000 }, expires_in: 900, user_id: 'user-ada' } };
      },
    },
  });
  hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
});
afterAll(() => server.close());

describe('partner API keys (admin)', () => {
  it('creates (the key once), lists and revokes by organisation; each write re-reads the list', async () => {
    expect(partnerKeysQuery(hd, ORG).queryKey).toEqual(['admin', 'partner-keys', ORG]);
    expect((await hd.queryClient.fetchQuery(partnerKeysQuery(hd, ORG))).keys).toEqual([]);

    const created = await createPartnerKey(hd, ORG, 'Riverside production');
    expect(created.secret).toMatch(/^hdpk_abcdefgh/);
    expect(created.key).toMatchObject({ organization_id: ORG, label: 'Riverside production' });
    const request = server.requests.filter((r) => r.route === 'adminPartnerKeyCreate').at(-1)!;
    expect([request.method, request.url, request.body]).toEqual(['POST', `/api/admin/organizations/${ORG}/partner-keys`, { label: 'Riverside production' }]);
    expect(hd.queryClient.getQueryState(partnerKeysQuery(hd, ORG).queryKey)?.isInvalidated).toBe(true);

    await hd.queryClient.fetchQuery(partnerKeysQuery(hd, ORG));
    const revoked = await revokePartnerKey(hd, ORG, created.key.id);
    expect(revoked.key.revoked_at).toBe('2026-11-24T11:00:00.000Z');
    expect(server.requests.at(-1)?.url).toBe(`/api/admin/organizations/${ORG}/partner-keys/${created.key.id}/revoke`);
    expect(hd.queryClient.getQueryState(partnerKeysQuery(hd, ORG).queryKey)?.isInvalidated).toBe(true);
  });
});

describe('exchangePartnerKey (server to server)', () => {
  it('sends the key in its header and answers the tokens useTokens takes', async () => {
    const answer = await exchangePartnerKey({ baseUrl: `${server.baseUrl}/`, partnerKey: GOOD_KEY, email: 'ada@example.test' });
    expect(answer).toEqual({ tokens: { accessToken: 'a', refreshToken: 'r', refreshExpires: 1_800_000_000 }, expires_in: 900, user_id: 'user-ada' });
    const request = server.requests.filter((r) => r.route === 'partnerMemberToken').at(-1)!;
    expect(request.headers.authorization).toBeUndefined();
  });

  it("throws PartnerTokenRefused with the server's code and message", async () => {
    const refused = (partnerKey: string, email: string) => exchangePartnerKey({ baseUrl: server.baseUrl, partnerKey, email }).catch((error: unknown) => error);
    const wrongKey = await refused('hdpk_wrong', 'ada@example.test');
    expect(wrongKey).toBeInstanceOf(PartnerTokenRefused);
    expect(wrongKey).toMatchObject({ status: 401, errorCode: 'PARTNER_KEY_INVALID', message: 'A valid partner API key is required in the x-healthdeck-partner-key header' });
    expect(await refused(GOOD_KEY, 'grace@example.test')).toMatchObject({ status: 403, errorCode: 'MEMBER_NOT_IN_ORGANIZATION' });
  });
});
