import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoLoginResponse } from '@healthdeck/contract';
import { createPartnerSsoSandbox } from '../src/vendors/more-active-sso-sandbox.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
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
