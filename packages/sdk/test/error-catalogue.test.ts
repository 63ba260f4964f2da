// spec 000 §8 call by call: the route rows' `handling` (contract CallHandling) over the catalogue's
// defaults, through the real transport and real HTTP on loopback. Rows of the test's own make the
// mechanism testable whatever rows the contract has; the real rows' entries are checked at the end.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, SLOT_TAKEN_MESSAGE, type RouteMeta } from '@healthdeck/contract';
import { createHealthDeck } from '../src/index.js';
import { startContractServer, type ContractServer, type ContractServerOptions } from './support/contract-server.js';
import { createSessionStore } from '../src/session/session.js';
import { createTransport } from '../src/transport/http.js';
import { BadRequest, HealthDeckError, InvalidCredentials, MaxIncorrectLoginAttempts, RequestFailed, Unauthorized, Unexpected, WeakPassword } from '../src/transport/errors.js';
import { storageWithSession } from './support/session-fixtures.js';

interface Canned {
  status: number;
  body?: unknown;
}

/** path → what the server answers there (a JSON body when given). */
const answers = new Map<string, Canned>();
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const canned = answers.get(req.url ?? '') ?? { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'Not found' } };
    if (canned.body === undefined) {
      res.writeHead(canned.status).end();
      return;
    }
    res.writeHead(canned.status, { 'content-type': 'application/json' }).end(JSON.stringify(canned.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const row = (path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  method: 'POST',
  path,
  auth: 'member',
  successStatus: 200,
  operation: 'do the thing',
  ...extra,
});

// Test rows, one per catalogue rule (spec 000 §8).
const rows = {
  plain: row('/plain'),
  adminPlain: row('/admin-plain', { auth: 'admin', permission: 'users.read', operation: 'load orders' }),
  created: row('/created', { successStatus: 201, operation: 'create role' }),
  written: row('/written', { successStatus: 204 }),
  orderOne: row('/order-one', { method: 'GET', successStatus: 200, operation: 'load order', handling: { on204: 'empty-object' } }),
  hraForm: row('/hra-form', { method: 'GET', handling: { on204: 'null' } }),
  mealCreate: row('/meal-create', { operation: 'create meal', handling: { on400: 'body' } }),
  consentSave: row('/consent', { operation: 'save user consent', handling: { on400: 'bad-request' } }),
  vitalCreate: row('/vital', { operation: 'create vital', handling: { serverMessage: 'any' } }),
  batchUpload: row('/batch', { operation: 'upload users', multipart: true, handling: { on400: 'body', serverMessage: [500] } }),
  login: row('/login', { auth: 'none', operation: 'sign in' }),
  impersonate: row('/login-as', { auth: 'admin', permission: 'users.write', operation: 'sign in as user', handling: { loginErrorCodes: ['INVALID_CREDENTIALS'] } }),
} satisfies Record<string, RouteMeta>;
type TestRoute = keyof typeof rows;

function transport() {
  const session = createSessionStore(storageWithSession({ accessToken: 'a', refreshToken: 'r', refreshExpires: 4_000_000_000 }));
  const call = createTransport({ baseUrl, fetch: globalThis.fetch, session, now: Date.now, endSession: () => undefined, routes: rows });
  // the test rows are not contract route names; the transport looks them up in `routes`
  return (name: TestRoute) => (call as unknown as (n: string) => Promise<unknown>)(name);
}

function answer(name: TestRoute, canned: Canned): void {
  answers.set(rows[name].path, canned);
}

async function failure(promise: Promise<unknown>): Promise<HealthDeckError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(HealthDeckError);
  return outcome.error as HealthDeckError;
}

const apiError = (statusCode: number, message: string) => ({ statusCode, error_code: 'VALIDATION_FAILED', message });

describe('success statuses (spec 000 §8: 200 most calls, 204 many writes, 201 role create)', () => {
  it('200 and 201 give the body; 204 gives null, or {} where the row says (order one)', async () => {
    const call = transport();
    answer('plain', { status: 200, body: { ok: 1 } });
    answer('created', { status: 201, body: { id: 7 } });
    answer('written', { status: 204 });
    answer('orderOne', { status: 204 });
    answer('hraForm', { status: 204 });
    await expect(call('plain')).resolves.toEqual({ ok: 1 });
    await expect(call('created')).resolves.toEqual({ id: 7 });
    await expect(call('written')).resolves.toBeNull();
    await expect(call('orderOne')).resolves.toEqual({});
    await expect(call('hraForm')).resolves.toBeNull();
  });

  it('a 200 on a row expecting 201 or 204 is a failure naming the operation', async () => {
    const call = transport();
    answer('created', { status: 200, body: { id: 7 } });
    answer('written', { status: 200, body: {} });
    expect((await failure(call('created'))).message).toBe('Failed to create role');
    expect((await failure(call('written'))).message).toBe('Failed to do the thing');
  });
});

describe('failing statuses', () => {
  it.each<[TestRoute, number, string]>([
    ['plain', 403, 'Failed to do the thing'],
    ['plain', 404, 'Failed to do the thing'],
    ['plain', 500, 'Failed to do the thing'],
    ['adminPlain', 500, 'Failed to load orders'],
    ['mealCreate', 500, 'Failed to create meal'],
    ['batchUpload', 403, 'Failed to upload users'],
  ])('%s answering %d is RequestFailed %j (the server message is not used)', async (name, status, message) => {
    const call = transport();
    answer(name, { status, body: apiError(status, 'server words') });
    const error = await failure(call(name));
    expect(error).toBeInstanceOf(RequestFailed);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it.each<[TestRoute, 'credentials' | 'admin']>([
    ['plain', 'credentials'],
    ['adminPlain', 'admin'],
    ['impersonate', 'admin'],
  ])('401 on %s is Unauthorized of the %s kind', async (name, kind) => {
    const call = transport();
    answer(name, { status: 401, body: apiError(401, 'nope') });
    answers.set('/api/auth/token/refresh', { status: 401 }); // the one refresh fails as well
    const error = await failure(call(name));
    expect(error).toBeInstanceOf(Unauthorized);
    expect((error as Unauthorized).kind).toBe(kind);
    expect(error.message).toBe('You are not authorized to access this resource');
  });

  it('400 by default is BadRequest with the server message and the body', async () => {
    const call = transport();
    answer('plain', { status: 400, body: apiError(400, 'Name is required') });
    const error = await failure(call('plain'));
    expect(error).toBeInstanceOf(BadRequest);
    expect(error.message).toBe('Name is required');
    expect((error as BadRequest).body).toEqual(apiError(400, 'Name is required'));
  });

  it("consent save without a server message falls back to 'Failed to save user consent'", async () => {
    const call = transport();
    answer('consentSave', { status: 400, body: { statusCode: 400 } });
    const error = await failure(call('consentSave'));
    expect(error).toBeInstanceOf(BadRequest);
    expect(error.message).toBe('Failed to save user consent');
    answer('consentSave', { status: 400, body: apiError(400, 'Consent is required') });
    expect((await failure(call('consentSave'))).message).toBe('Consent is required');
  });

  it('400 on meal create returns the body instead of raising', async () => {
    const call = transport();
    answer('mealCreate', { status: 400, body: { ...apiError(400, 'Grams must be at least 1'), fields: { 'items.0.grams': 'Grams must be at least 1' } } });
    await expect(call('mealCreate')).resolves.toMatchObject({ message: 'Grams must be at least 1', fields: { 'items.0.grams': 'Grams must be at least 1' } });
  });

  it('vital create surfaces the server message when present, else names the operation', async () => {
    const call = transport();
    answer('vitalCreate', { status: 500, body: apiError(500, 'Vitals vendor is down') });
    const error = await failure(call('vitalCreate'));
    expect(error).toBeInstanceOf(RequestFailed);
    expect(error.message).toBe('Vitals vendor is down');
    expect(error.status).toBe(500);
    answer('vitalCreate', { status: 404 });
    expect((await failure(call('vitalCreate'))).message).toBe('Failed to create vital');
  });

  it('batch uploads return the body on 400 and raise the server message on 500', async () => {
    const call = transport();
    const refused = { ...apiError(400, 'Row 3: email is invalid'), fields: { file: 'Row 3: email is invalid' } };
    answer('batchUpload', { status: 400, body: refused });
    await expect(call('batchUpload')).resolves.toEqual(refused);
    answer('batchUpload', { status: 500, body: apiError(500, 'Upload store is full') });
    expect((await failure(call('batchUpload'))).message).toBe('Upload store is full');
  });
});

describe('login error codes (spec 000 §8: 200 with error_code)', () => {
  it.each<[string, new () => HealthDeckError]>([
    ['INVALID_CREDENTIALS', InvalidCredentials],
    ['MAX_INCORRECT_LOGIN_ATTEMPTS', MaxIncorrectLoginAttempts],
    ['WEAK_PASSWORD', WeakPassword],
  ])('login maps %s to its own error', async (code, type) => {
    const call = transport();
    answer('login', { status: 200, body: { data: null, error_code: code } });
    expect(await failure(call('login'))).toBeInstanceOf(type);
  });

  it.each<[string, new (...args: never[]) => HealthDeckError, string]>([
    ['INVALID_CREDENTIALS', InvalidCredentials, 'Invalid Credentials'],
    ['MAX_INCORRECT_LOGIN_ATTEMPTS', Unexpected, 'Something went wrong! Try again later'],
    ['WEAK_PASSWORD', Unexpected, 'Something went wrong! Try again later'],
  ])('impersonation handles only INVALID_CREDENTIALS: %s is %s', async (code, type, message) => {
    const call = transport();
    answer('impersonate', { status: 200, body: { data: null, error_code: code } });
    const error = await failure(call('impersonate'));
    expect(error).toBeInstanceOf(type);
    expect(error.message).toBe(message);
  });
});

describe("the contract's rows carry the spec's special cases", () => {
  const table: Readonly<Record<string, RouteMeta>> = routeTable;
  /** Rows whose path or name says they are the call; checked only once the row exists. */
  const find = (test: (name: string, meta: RouteMeta) => boolean) => Object.entries(table).filter(([name, meta]) => test(name, meta));

  it('meal create returns its 400 body', () => {
    expect(routeTable.mealSave.handling).toEqual({ on400: 'body' });
  });

  it('every row has an operation for the generic failure and a success status the catalogue names', () => {
    for (const [name, meta] of Object.entries(table)) {
      expect(meta.operation, name).toMatch(/^[a-z]/);
      expect(meta.operation.startsWith('Failed'), name).toBe(false);
      expect([200, 201, 204], name).toContain(meta.successStatus);
    }
  });

  it('login maps every code; rows that sign in as a user or by SSO handle only INVALID_CREDENTIALS', () => {
    expect((table.login as RouteMeta).handling?.loginErrorCodes).toBeUndefined();
    // The staff's unlock while acting as a member answers keys, not a session: it is no sign-in.
    const signsIn = (path: string) => /\/login-as|\/login-saml|\/impersonat/i.test(path) && !path.endsWith('/impersonation/unlock');
    for (const [name, meta] of find((_n, m) => signsIn(m.path))) {
      expect(meta.handling?.loginErrorCodes, name).toEqual(['INVALID_CREDENTIALS']);
    }
  });

  it.each<[string, RouteMeta['handling']]>([
    ['mealSave', { on400: 'body' }],
    ['consentSave', { on400: 'bad-request' }],
    ['adminActionGroupCreate', { on400: 'bad-request' }],
    ['adminActionGroupDelete', { on400: 'bad-request' }],
    ['saveUserHealthIssue', { on400: 'bad-request' }],
    ['medicationSchedule', { on400: 'bad-request' }],
    ['saveUserAllergy', { on400: 'bad-request' }],
    ['vitalCreate', { serverMessage: 'any' }],
    ['telehealthReschedule', { serverMessage: 'any' }],
    ['order', { on204: 'empty-object' }],
    ['hraForm', { on204: 'null' }],
    ['adminLoginAsUser', { loginErrorCodes: ['INVALID_CREDENTIALS'] }],
    ['loginSaml', { loginErrorCodes: ['INVALID_CREDENTIALS'] }],
  ])('%s carries %j', (name, handling) => {
    expect(table[name]?.handling).toEqual(handling);
  });

  it("consent save's generic failure reads 'Failed to save user consent'", () => {
    expect(table.consentSave?.operation).toBe('save user consent');
  });

  it('multipart batch uploads return the 400 body and raise the server message on 500', () => {
    for (const [name, meta] of find((_n, m) => m.multipart === true && /batch/i.test(m.path))) {
      expect(meta.handling, name).toEqual({ on400: 'body', serverMessage: [500] });
    }
  });

  it('the role create row expects 201', () => {
    const creates = find((n) => /^adminRoleCreate$|^roleCreate$/i.test(n));
    for (const [name, meta] of creates) expect(meta.successStatus, name).toBe(201);
  });
});

describe("the real rows' handling through the contract's loopback server", () => {
  const servers: ContractServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });
  async function signedIn(handlers: ContractServerOptions['handlers']) {
    const server = await startContractServer({ handlers });
    servers.push(server);
    return createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  }
  const appointment = { appointmentId: '3f0e4c1a-8d8e-4d5b-9a6e-0c6c1b2f9a10', appointmentTime: '2026-12-01T10:00:00.000Z' };

  it("telehealth reschedule surfaces the server's message on a 409", async () => {
    const hd = await signedIn({ telehealthReschedule: () => ({ status: 409, body: { statusCode: 409, error_code: 'CONFLICT', message: SLOT_TAKEN_MESSAGE } }) });
    const error = await failure(hd.call('telehealthReschedule', { body: appointment }));
    expect(error).toBeInstanceOf(RequestFailed);
    expect(error.message).toBe('That time slot is no longer available. Please choose another.');
    expect(error.status).toBe(409);
  });

  it("vital create surfaces the server's message, and without one names the operation", async () => {
    let reply = { status: 429, body: { statusCode: 429, error_code: 'CONFLICT', message: 'One scan a minute, please' } as unknown };
    const hd = await signedIn({ vitalCreate: () => reply });
    expect((await failure(hd.call('vitalCreate', { body: { encrypted_data: 'hd1.x' } }))).message).toBe('One scan a minute, please');
    reply = { status: 500, body: undefined };
    expect((await failure(hd.call('vitalCreate', { body: { encrypted_data: 'hd1.x' } }))).message).toBe('Failed to save vitals');
  });

  it('order one answers {} and the HRA form null on a 204', async () => {
    const hd = await signedIn({ order: () => ({ status: 204 }), hraForm: () => ({ status: 204 }) });
    await expect(hd.call('order')).resolves.toEqual({});
    await expect(hd.call('hraForm')).resolves.toBeNull();
  });
});
