import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ApiError, JSON_BODY_MAX_BYTES, routes, SEALED_REPORT_MAX, type RouteDef, type RouteName } from '@healthdeck/contract';
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

  it('refuses a body that is too large with 400 and the limit', async () => {
    const res = await server.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(400);
    expect((await expectClientError(res)).message).toBe('The request body is too large (at most 1 MB)');
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

/** The field names of a route's object schema (through optional, default and pipe wrappers), else none. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 6 && current; depth++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = (current as { _zod?: { def?: { innerType?: unknown; in?: unknown; schema?: unknown } } })._zod?.def;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return [];
}

const NUL = 'a\u0000b';
/** 2^53 − 1: a safe JavaScript integer far beyond PostgreSQL's integer and bigint ranges' use here. */
const HUGE = Number.MAX_SAFE_INTEGER;
const withParams = table.filter(([, def]) => def.params !== undefined);
const pathWith = (def: RouteDef, value: string) => def.path.replace(/:[A-Za-z_]+/g, value);
const asAdmin = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${admin.accessToken}`, ...extra });
const bodyOf = (def: RouteDef, value: unknown) => Object.fromEntries((fieldsOf(def.body).length > 0 ? fieldsOf(def.body) : ['value']).map((field) => [field, value]));
const validPath = (def: RouteDef) => pathWith(def, randomUUID());

describe('NUL characters, out-of-range numbers and oversized bodies answer 400, on every route', () => {
  for (const [name, def] of withBody) {
    it(`${name}: a NUL character in every body field → 400 naming the field`, async () => {
      const res = await server.fetch(validPath(def), { method: def.method, headers: asAdmin({ 'content-type': 'application/json' }), body: JSON.stringify(bodyOf(def, NUL)) });
      expect(res.status).toBe(400);
      expect((await expectClientError(res)).message).toMatch(/must not contain a NUL character$/);
    });

    it(`${name}: a body one byte over the limit → 400 with the limit`, async () => {
      const filler = 'x'.repeat(JSON_BODY_MAX_BYTES);
      const res = await server.fetch(validPath(def), { method: def.method, headers: asAdmin({ 'content-type': 'application/json' }), body: JSON.stringify({ value: filler }) });
      expect(res.status).toBe(400);
      expect((await expectClientError(res)).message).toBe('The request body is too large (at most 1 MB)');
    });
  }

  for (const [name, def] of withQuery) {
    it(`${name}: a NUL character in every query value → 400`, async () => {
      const query = (fieldsOf(def.query).length > 0 ? fieldsOf(def.query) : ['search']).map((field) => `${field}=a%00b`).join('&');
      const res = await server.fetch(`${validPath(def)}?${query}`, {
        method: def.method,
        headers: asAdmin(def.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        body: def.method === 'GET' ? undefined : '{}',
      });
      expect(res.status).toBe(400);
      expect((await expectClientError(res)).message).toMatch(/NUL character/);
    });
  }

  for (const [name, def] of withParams) {
    it(`${name}: a NUL character in the path → 400`, async () => {
      const res = await server.fetch(pathWith(def, 'a%00b'), {
        method: def.method,
        headers: asAdmin(def.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        body: def.method === 'GET' ? undefined : '{}',
      });
      expect(res.status).toBe(400);
      expect((await expectClientError(res)).message).toMatch(/NUL character/);
    });
  }

  it('the measurement-skip reason and the ingredient search name the field', async () => {
    const skip = await server.call('measurementSkip', { token: admin.accessToken, body: { encrypted_data: `hd1.${'\u0000'}` } });
    expect(skip.body).toMatchObject({
      statusCode: 400,
      message: 'encrypted_data must not contain a NUL character',
      fields: { encrypted_data: 'encrypted_data must not contain a NUL character' },
    });
    const search = await server.fetch('/api/client/meals/ingredients?search=app%00le', { headers: asAdmin() });
    expect(search.status).toBe(400);
    expect((await expectClientError(search)).message).toBe('search must not contain a NUL character');
  });

  it('an ingredient id of 2^53 − 1 → 400', async () => {
    const res = await server.call('mealSave', {
      token: admin.accessToken,
      body: { encrypted_name: 'hd1.AAAA', eaten_at: new Date().toISOString(), items: [{ ingredient_id: HUGE, grams: 100 }] },
    });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).message.length).toBeGreaterThan(3);
  });

  it('the longest re-sealed record fits in the body limit; one character more is refused by its schema, naming the field', async () => {
    const record = (length: number) => `hd1.${'A'.repeat(length - 4)}`;
    const body = (length: number) => JSON.stringify({ encrypted_data: record(length), updated_at: new Date().toISOString() });
    expect(Buffer.byteLength(body(SEALED_REPORT_MAX))).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES);
    const put = (length: number) =>
      server.fetch(routes.kitSealReport.path.replace(':id', randomUUID()), { method: 'PUT', headers: asAdmin({ 'content-type': 'application/json' }), body: body(length) });
    const longest = await put(SEALED_REPORT_MAX);
    // Past the body limit and the schema: the kit is unknown.
    expect(longest.status).toBe(404);
    const over = await put(SEALED_REPORT_MAX + 1);
    expect(over.status).toBe(400);
    expect((await expectClientError(over)).message).toBe(`encrypted_data must be at most ${SEALED_REPORT_MAX} characters`);
  });
});

// Last: values that pass some schemas may reach handlers (and change the admin's own data).
describe('whole numbers beyond PostgreSQL range never answer 500', () => {
  for (const [name, def] of withBody) {
    it(`${name}: 2^53 − 1 in every body field → 4xx or success, never 5xx`, async () => {
      const res = await server.fetch(validPath(def), { method: def.method, headers: asAdmin({ 'content-type': 'application/json' }), body: JSON.stringify(bodyOf(def, HUGE)) });
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) await expectClientError(res, false);
    });
  }
  for (const [name, def] of [...withQuery, ...withParams]) {
    it(`${name}: 2^53 − 1 in every query value and path part → never 5xx`, async () => {
      const query = fieldsOf(def.query)
        .map((field) => `${field}=${HUGE}`)
        .join('&');
      const res = await server.fetch(`${pathWith(def, String(HUGE))}${query ? `?${query}` : ''}`, {
        method: def.method,
        headers: asAdmin(def.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        body: def.method === 'GET' ? undefined : '{}',
      });
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) await expectClientError(res, false);
    });
  }
});
