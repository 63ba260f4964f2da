// The caller's signed-in sessions: each browser with its name read from the user agent, created and
// last used, this one marked; signing one out or all the others ends them on their next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionsResponse } from '@healthdeck/contract';
import { login, signedInMember } from './helpers/accounts.js';
import { callRoute } from './helpers/call-route.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function signInWith(email: string, credential: string, userAgent: string): Promise<string> {
  const res = await server.fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: credential }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

describe('sessions', () => {
  it("lists the caller's sessions with browser, system and device, this one marked; another member's are not there", async () => {
    const member = await signedInMember(server);
    const laptop = await signInWith(member.email, member.credential, FIREFOX_LINUX);
    const phone = await signInWith(member.email, member.credential, SAFARI_IPHONE);
    await signedInMember(server);
    const res = await callRoute<SessionsResponse>(server, 'sessions', { token: phone });
    expect(res.status).toBe(200);
    const byBrowser = Object.fromEntries(res.body.sessions.map((s) => [s.browser ?? 'unknown', s]));
    expect(res.body.sessions).toHaveLength(3);
    expect(byBrowser.Firefox).toMatchObject({ os: 'Linux', device: 'desktop', current: false });
    expect(byBrowser.Safari).toMatchObject({ os: 'iOS', device: 'mobile', current: true });
    expect(res.body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect((await callRoute(server, 'account', { token: laptop })).status).toBe(200);
  });

  it("signs one session out (refused on its next request), and answers 404 for one that is not the caller's", async () => {
    const member = await signedInMember(server);
    const other = await signedInMember(server);
    const laptop = await signInWith(member.email, member.credential, FIREFOX_LINUX);
    const list = (await callRoute<SessionsResponse>(server, 'sessions', { token: member.accessToken })).body.sessions;
    const target = list.find((s) => s.browser === 'Firefox')!;
    expect((await callRoute(server, 'sessionEnd', { token: other.accessToken, params: { id: target.id } })).status).toBe(404);
    expect((await callRoute(server, 'account', { token: laptop })).status).toBe(200);
    expect((await callRoute(server, 'sessionEnd', { token: member.accessToken, params: { id: target.id } })).status).toBe(204);
    expect((await callRoute(server, 'account', { token: laptop })).status).toBe(401);
    expect((await callRoute<SessionsResponse>(server, 'sessions', { token: member.accessToken })).body.sessions.map((s) => s.id)).not.toContain(target.id);
  });

  it('signs out every other session and keeps this one', async () => {
    const member = await signedInMember(server);
    const second = (await login(server, member.email, member.credential)).data!;
    const third = await signInWith(member.email, member.credential, SAFARI_IPHONE);
    const res = await callRoute<{ ended: number }>(server, 'sessionsEndOthers', { token: third });
    expect(res.body).toEqual({ ended: 2 });
    expect((await callRoute(server, 'account', { token: member.accessToken })).status).toBe(401);
    expect((await callRoute(server, 'account', { token: second.accessToken })).status).toBe(401);
    expect((await callRoute(server, 'account', { token: third })).status).toBe(200);
    const left = (await callRoute<SessionsResponse>(server, 'sessions', { token: third })).body.sessions;
    expect(left.map((s) => s.current)).toEqual([true]);
  });
});
