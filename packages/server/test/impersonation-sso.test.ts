import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse, SsoLoginResponse } from '@healthdeck/contract';
import { createPartnerSsoSandbox } from '../src/vendors/more-active-sso-sandbox.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { login, signedInMember, type TestMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';

// spec 001 §3, §7 single sign-on login → sso_login { url, expires_at, completed_profile }.

let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date('2026-05-04T15:00:00Z'));
  member = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

describe('single sign-on login link (spec 001 §7)', () => {
  it('gives a short-lived link the partner can redeem for this member only; completed_profile follows the preferences', async () => {
    const res = await callRoute<SsoLoginResponse>(server, 'moreActiveSso', { token: member.accessToken });
    expect(res.body.sso_login.completed_profile).toBe(false);
    expect(res.body.sso_login.expires_at).toBe('2026-05-04T15:05:00.000Z');
    const token = new URL(res.body.sso_login.url).searchParams.get('token')!;
    const partner = createPartnerSsoSandbox(server.config.secret, server.config.publicUrl);
    expect(partner.redeem(token, server.config.now())).toBe(member.id);
    expect(partner.redeem(token, new Date('2026-05-04T15:06:00Z'))).toBeNull();
    expect(
      partner.redeem(
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        server.config.now(),
      ),
    ).toBeNull();

    await callRoute(server, 'preferencesSave', { token: member.accessToken, body: { sleep_goal: 8, water_intake: 64 } });
    expect((await callRoute<SsoLoginResponse>(server, 'moreActiveSso', { token: member.accessToken })).body.sso_login.completed_profile).toBe(true);
  });
});

describe('the partner sign-on frame (spec 001 §3 Account flag renderedMoreActiveIframe, §4 Single sign-on session)', () => {
  it('the flag is false for a new session, set once the frame has loaded, and cleared by the next sign-in', async () => {
    const fresh = await signedInMember(server);
    const read = async (token: string) => (await callRoute<AccountResponse>(server, 'account', { token })).body.renderedMoreActiveIframe;
    expect(await read(fresh.accessToken)).toBe(false);
    expect((await callRoute(server, 'sessionSave', { token: fresh.accessToken, body: { renderedMoreActiveIframe: true } })).status).toBe(204);
    expect(await read(fresh.accessToken)).toBe(true);
    // The other extras are kept when only the flag is saved.
    await callRoute(server, 'sessionSave', { token: fresh.accessToken, body: { kit_id: 'KIT-1' } });
    expect((await callRoute<AccountResponse>(server, 'account', { token: fresh.accessToken })).body).toMatchObject({ renderedMoreActiveIframe: true, session: { kit_id: 'KIT-1' } });
    const again = await login(server, fresh.email, fresh.credential);
    expect(await read(again.data!.accessToken)).toBe(false);
  });

  it('the sandbox partner page the frame loads redeems the link, may be framed by this origin only, and refuses a bad link', async () => {
    const res = await callRoute<SsoLoginResponse>(server, 'moreActiveSso', { token: member.accessToken });
    const url = new URL(res.body.sso_login.url);
    const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signed in to the MoreActive sandbox');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const forged = await server.app.inject({ method: 'GET', url: '/sandbox/more-active/sso?token=abc.def' });
    expect(forged.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/sandbox/more-active/sso' })).statusCode).toBe(403);
  });
});
