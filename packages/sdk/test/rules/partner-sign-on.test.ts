import { describe, expect, it } from 'vitest';
import { accountFixture, createFakeServer, tokensFixture } from '../../src/testing/index.js';
import { createHealthDeck } from '../../src/create-health-deck.js';
import { memoryStorage } from '../../src/session/storage.js';
import { partnerSignOnExpired, partnerSignOnFrameUrl, partnerSignOnRefreshIn } from '../../src/rules/partner-sign-on.js';
import { accountQuery, markMoreActiveFrameRendered, signInWithTokens, ssoLoginQuery } from '../../src/index.js';

// spec 001 §3: "Account: … flag renderedMoreActiveIframe"; "more_active_sso_login (url, expires_at,
// completed_profile)". spec 001 §4 Single sign-on session: "If expires_at is past, a new login is
// fetched and refreshed; hidden frames load the sign-on url."

const now = new Date('2026-05-04T15:00:00.000Z');
const login = (expires_at: string) => ({ url: 'https://partner.test/sso?token=t', expires_at });

describe('single sign-on session (spec 001 §4)', () => {
  it('"If expires_at is past": a login whose expires_at is now or earlier is expired; an unreadable one too', () => {
    expect(partnerSignOnExpired(login('2026-05-04T15:05:00.000Z'), now)).toBe(false);
    expect(partnerSignOnExpired(login('2026-05-04T15:00:00.000Z'), now)).toBe(true);
    expect(partnerSignOnExpired(login('2026-05-04T14:59:59.000Z'), now)).toBe(true);
    expect(partnerSignOnExpired(login('not a time'), now)).toBe(true);
  });

  it('"a new login is fetched and refreshed": the next fetch is due when expires_at passes, at once when past', () => {
    expect(partnerSignOnRefreshIn(login('2026-05-04T15:05:00.000Z'), now)).toBe(5 * 60_000);
    expect(partnerSignOnRefreshIn(login('2026-05-04T14:00:00.000Z'), now)).toBe(1);
    expect(partnerSignOnRefreshIn(undefined, now)).toBe(false);
    const query = ssoLoginQuery(createHealthDeck({ fetch: createFakeServer({}).fetch, storage: memoryStorage() }));
    expect(query.refetchInterval({ state: { data: { sso_login: { ...login('2099-01-01T00:00:00.000Z'), completed_profile: true } } } })).toBeGreaterThan(0);
  });

  it('"hidden frames load the sign-on url": once per session (renderedMoreActiveIframe), never an expired url, never for staff acting as the member', () => {
    const fresh = login('2026-05-04T15:05:00.000Z');
    expect(partnerSignOnFrameUrl({ rendered: false, impersonating: false, login: fresh, now })).toBe(fresh.url);
    expect(partnerSignOnFrameUrl({ rendered: true, impersonating: false, login: fresh, now })).toBeNull();
    expect(partnerSignOnFrameUrl({ rendered: false, impersonating: true, login: fresh, now })).toBeNull();
    expect(partnerSignOnFrameUrl({ rendered: false, impersonating: false, login: login('2026-05-04T14:59:00.000Z'), now })).toBeNull();
    expect(partnerSignOnFrameUrl({ rendered: false, impersonating: false, login: undefined, now })).toBeNull();
  });

  it('the frame having loaded is saved with the session and set on the cached account', async () => {
    const api = createFakeServer({
      account: () => ({ status: 200, body: accountFixture({ renderedMoreActiveIframe: false }) }),
      sessionSave: () => ({ status: 204 }),
    });
    const hd = createHealthDeck({ fetch: api.fetch, storage: memoryStorage() });
    await signInWithTokens(hd, tokensFixture());
    expect((await hd.queryClient.fetchQuery(accountQuery(hd))).renderedMoreActiveIframe).toBe(false);
    await markMoreActiveFrameRendered(hd);
    expect(api.called('sessionSave').map((call) => call.body)).toEqual([{ renderedMoreActiveIframe: true }]);
    expect((await hd.queryClient.fetchQuery(accountQuery(hd))).renderedMoreActiveIframe).toBe(true);
  });
});
