// spec 000 §7.6 User preferences GET and POST, spec 001 §3 Account profile: the ['preferences']
// query, and a save that writes the new profile into ['preferences'], ['account'] and $account (the
// trackers read their goals from the account), against the loopback contract server.
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES, type AccountResponse, type PreferencesResponse, type PreferencesSaveRequest } from '@healthdeck/contract';
import { BadRequest, createHealthDeck, preferencesQuery, RequestFailed, Unauthorized, accountQuery, fetchPreferences, preferencesKeys, savePreferences } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const account = (profile: AccountResponse['profile']): AccountResponse => ({
  user: { id: 'user-1', email: 'm@example.test', name: 'Test Member', verified: true, star_balance: 12, roles: ['member'], organizations: [], programs: [] },
  profile,
  keySalt: 'c2FsdA==',
  publicKey: null,
  encrptedPrivateKey: null,
  encryptedDataKey: null,
  session: { kit_id: null, verificationEmailSent: false },
  renderedMoreActiveIframe: false,
});

/** A server keeping one member's profile the way the real one does (merge; null clears; text water). */
async function setUp(options: { saveStatus?: number } = {}) {
  let profile: AccountResponse['profile'] = { sleep_goal: null, water_intake: null };
  server = await startContractServer({
    handlers: {
      account: () => ({ status: 200, body: account(profile) }),
      preferences: () => ({ status: 200, body: { preferences: profile } satisfies PreferencesResponse }),
      preferencesSave: (req) => {
        if (options.saveStatus) return { status: options.saveStatus, body: { statusCode: options.saveStatus, error_code: 'INTERNAL', message: 'down' } };
        const body = req.body as PreferencesSaveRequest;
        profile = {
          sleep_goal: body.sleep_goal === undefined ? profile.sleep_goal : body.sleep_goal,
          water_intake: body.water_intake === undefined ? profile.water_intake : body.water_intake === null ? null : String(body.water_intake),
        };
        return { status: 200, body: { preferences: profile } satisfies PreferencesResponse };
      },
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd };
}

describe('preferences api and query', () => {
  it('save() of a name writes it into the cached account and $account (the banner and welcome line read it there)', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(accountQuery(hd));
    await savePreferences(hd, { name: 'Renamed Member' });
    expect(server!.requests.filter((r) => r.route === 'preferencesSave').map((r) => r.body)).toEqual([{ name: 'Renamed Member' }]);
    expect(hd.queryClient.getQueryData<AccountResponse>(['account'])?.user.name).toBe('Renamed Member');
    expect(hd.$account.get()?.user.name).toBe('Renamed Member');
    // A save without a name keeps it.
    await savePreferences(hd, { sleep_goal: 7 });
    expect(hd.$account.get()?.user.name).toBe('Renamed Member');
  });

  it("uses the key ['preferences'] and reads the member's preferences", async () => {
    const { hd } = await setUp();
    expect(preferencesQuery(hd).queryKey).toEqual(['preferences']);
    const data = await hd.queryClient.fetchQuery(preferencesQuery(hd));
    expect(data).toEqual({ preferences: { sleep_goal: null, water_intake: null } });
    expect(hd.queryClient.getQueryData(preferencesKeys.all)).toEqual(data);
    const sent = server!.requests.find((r) => r.route === 'preferences');
    expect(sent?.method).toBe('GET');
    expect(sent?.url).toBe('/api/client/user/preferences');
    expect(sent?.headers.authorization).toMatch(/^Bearer access-/);
  });

  it("save() posts the fields and writes the saved profile into ['preferences'], ['account'] and $account", async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(accountQuery(hd));
    await hd.queryClient.fetchQuery(preferencesQuery(hd));
    expect(hd.$account.get()?.profile).toEqual({ sleep_goal: null, water_intake: null });

    const result = await savePreferences(hd, { sleep_goal: 7, water_intake: 64 });
    expect(result).toEqual({ preferences: { sleep_goal: 7, water_intake: '64' } });
    const sent = server!.requests.filter((r) => r.route === 'preferencesSave');
    expect(sent.map((r) => [r.method, r.body])).toEqual([['POST', { sleep_goal: 7, water_intake: 64 }]]);
    expect(hd.queryClient.getQueryData(preferencesKeys.all)).toEqual(result);
    const cached = hd.queryClient.getQueryData<AccountResponse>(['account']);
    expect(cached?.profile).toEqual({ sleep_goal: 7, water_intake: '64' });
    expect(cached?.user.star_balance).toBe(12); // the rest of the account is kept
    expect(hd.$account.get()?.profile).toEqual({ sleep_goal: 7, water_intake: '64' });

    // null clears one value; the other stays
    await savePreferences(hd, { sleep_goal: null });
    expect(hd.queryClient.getQueryData<AccountResponse>(['account'])?.profile).toEqual({ sleep_goal: null, water_intake: '64' });
    expect(hd.$account.get()?.profile).toEqual({ sleep_goal: null, water_intake: '64' });
  });

  it('save() before the account was read caches only the preferences', async () => {
    const { hd } = await setUp();
    await savePreferences(hd, { water_intake: 80 });
    expect(hd.queryClient.getQueryData(preferencesKeys.all)).toEqual({ preferences: { sleep_goal: null, water_intake: '80' } });
    expect(hd.queryClient.getQueryData(['account'])).toBeUndefined();
    expect(hd.$account.get()).toBeNull();
  });

  it("a value out of range is a BadRequest naming the field with the contract's message; nothing cached changes", async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(accountQuery(hd));
    const error = await savePreferences(hd, { sleep_goal: 30, water_intake: 64 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequest);
    expect((error as BadRequest).message).toBe(PREFERENCES.sleepGoal.message);
    expect((error as BadRequest).body).toMatchObject({ fields: { sleep_goal: 'Sleep goal must be between 1 and 24 hours' } });
    expect(server!.hits('preferencesSave')).toBe(1); // the server judged it, no handler ran
    expect(hd.$account.get()?.profile).toEqual({ sleep_goal: null, water_intake: null });
    expect(hd.queryClient.getQueryData(preferencesKeys.all)).toBeUndefined();
  });

  it("a server failure is 'Failed to save preferences' and leaves the cache alone", async () => {
    const { hd } = await setUp({ saveStatus: 500 });
    await hd.queryClient.fetchQuery(accountQuery(hd));
    const error = await savePreferences(hd, { sleep_goal: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to save preferences');
    expect(hd.$account.get()?.profile.sleep_goal).toBeNull();
  });

  it('without a session the call is Unauthorized and never reaches the server', async () => {
    server = await startContractServer({ handlers: {} });
    const unauthorized: number[] = [];
    const hd = createHealthDeck({ baseUrl: server.baseUrl, onUnauthorized: () => void unauthorized.push(1) });
    await expect(fetchPreferences(hd)).rejects.toBeInstanceOf(Unauthorized);
    expect(server.hits('preferences')).toBe(0);
  });
});
