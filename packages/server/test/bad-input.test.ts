import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, routes, type RouteDef, type RouteName } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, type TestMember } from './helpers/accounts.js';

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const table = Object.entries(routes) as [RouteName, RouteDef][];
const withBody = table.filter(([, def]) => def.body !== undefined);
const withQuery = table.filter(([, def]) => def.query !== undefined);

const BAD_BODIES: { label: string; raw: string; contentType?: string }[] = [
  { label: 'malformed JSON', raw: '{"email": ' },
  { label: 'a JSON string', raw: '"hello"' },
  { label: 'a JSON number', raw: '42' },
  { label: 'a JSON array', raw: '[1,2,3]' },
  { label: 'wrong field types', raw: '{"email": 5, "password": true, "ounces": "many", "recaptchaKey": {}, "kit_id": [], "key": null, "keySalt": 1, "publicKey": 2}' },
  { label: 'prototype poisoning', raw: '{"__proto__": {"admin": true}}' },
  { label: 'plain text', raw: 'email=a@b.c', contentType: 'text/plain' },
  { label: 'form encoded', raw: 'email=a%40b.c', contentType: 'application/x-www-form-urlencoded' },
];

async function expectClientError(res: Response, requireMessage = true): Promise<ApiError> {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = ApiError.parse(await res.json());
  expect(body.statusCode).toBe(res.status);
  if (requireMessage) expect(body.message.length).toBeGreaterThan(3);
  return body;
}

describe('bad input never produces a 500', () => {
  for (const [name, def] of withBody) {
    it.each(BAD_BODIES)(`${name}: $label → 4xx ApiError with a message`, async ({ raw, contentType }) => {
      const res = await server.fetch(def.path, {
        method: def.method,
        headers: { 'content-type': contentType ?? 'application/json', authorization: `Bearer ${admin.accessToken}` },
        body: raw,
      });
      // Hydration bodies are optional objects: a number or string is still refused.
      await expectClientError(res);
    });
  }

  it('names the problem for malformed JSON', async () => {
    const res = await server.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect((await expectClientError(res)).message).toBe('The request body is not valid JSON');
  });

  it('names missing fields and wrong types', async () => {
    const missing = await server.call('login', { body: {} });
    expect(missing.body).toMatchObject({ statusCode: 400, error_code: 'VALIDATION_FAILED', fields: { email: 'email is required', password: 'password is required' } });
    const noBody = await server.call('login');
    expect(noBody.body).toMatchObject({ statusCode: 400, message: 'The request body is required' });
    const types = await server.call('login', { body: { email: 'a@b.co', password: 12 } });
    expect(types.body).toMatchObject({ statusCode: 400, message: 'password must be a string' });
  });

  it('refuses a body that is too large', async () => {
    const res = await server.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
    expect((await expectClientError(res)).message).toBe('The request body is too large');
  });

  for (const [name, def] of withQuery) {
    it(`${name}: wrong query values → 400`, async () => {
      const target = `${def.path}?page=0&take=abc&role=superuser&tz=${encodeURIComponent('Not/AZone')}&search=${'x'.repeat(300)}`;
      const res = await server.fetch(target, {
        method: def.method,
        headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
        body: def.method === 'GET' ? undefined : '{}',
      });
      expect(res.status).toBe(400);
      await expectClientError(res);
    });
  }

  it('answers unknown API routes and wrong methods with a 404 ApiError', async () => {
    for (const [path, method] of [
      ['/api/nope', 'GET'],
      ['/api/auth/login', 'GET'],
      ['/api/client/account', 'DELETE'],
    ] as const) {
      const res = await server.fetch(path, { method });
      expect(res.status).toBe(404);
      expect((await expectClientError(res)).error_code).toBe('NOT_FOUND');
    }
  });

  it('survives broken percent-encoding and odd headers', async () => {
    const bad = await server.fetch('/api/client/user-hydration/last?tz=%E0%A4%A', { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(bad.status).toBeLessThan(500);
    const oddAuth = await server.fetch('/api/client/account', { headers: { authorization: 'Bearer' } });
    expect(oddAuth.status).toBe(401);
    const refresh = await server.fetch('/api/auth/token/refresh', { method: 'POST', headers: { authorization: `Bearer ${admin.accessToken}`, 'x-refresh-token': '' } });
    expect(refresh.status).toBe(401);
  });
});
