import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  routes,
  type RouteName,
  type PasskeyList,
  type PasskeyRegistrationOptions,
  type PasskeySignInOptions,
  type PasskeySignInResponse,
  type SecondFactorStatus,
} from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { makeAdmin, signedInMember } from './helpers/accounts.js';
import { WEBAUTHN_CHALLENGE_TTL_MS } from '../src/domain/second-factor/passkeys.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

// A software authenticator (ES256, attestation "none") for the WebAuthn ceremonies: the test server
// is reached as 127.0.0.1, so the requests name `localhost` as their host, like the journeys do.
const HOST = 'localhost';
const headers = () => ({ host: `${HOST}:${new URL(server.url).port}` });
const origin = () => `http://${HOST}:${new URL(server.url).port}`;
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');

/** The few CBOR shapes an attestation needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

interface Authenticator {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
}

function newAuthenticator(): Authenticator & { publicJwk: { x: string; y: string } } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  return { credentialId: createHash('sha256').update(String(Math.random())).digest(), privateKey, counter: 0, publicJwk: jwk };
}

const rpIdHash = () => createHash('sha256').update(HOST).digest();
const counterBytes = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

function attestation(auth: ReturnType<typeof newAuthenticator>, challenge: string) {
  const cose = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(auth.publicJwk.x, 'base64url')],
      [-3, Buffer.from(auth.publicJwk.y, 'base64url')],
    ]),
  );
  const idLength = Buffer.from([auth.credentialId.length >> 8, auth.credentialId.length & 255]);
  const authData = Buffer.concat([rpIdHash(), Buffer.from([0x45]), counterBytes(0), Buffer.alloc(16), idLength, auth.credentialId, cose]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin: origin(), crossOrigin: false }));
  return {
    id: b64url(auth.credentialId),
    rawId: b64url(auth.credentialId),
    type: 'public-key',
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })), transports: ['internal'] },
    clientExtensionResults: {},
  };
}

function assertion(auth: Authenticator, challenge: string, at = origin()) {
  auth.counter += 1;
  const authData = Buffer.concat([rpIdHash(), Buffer.from([0x05]), counterBytes(auth.counter)]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: at, crossOrigin: false }));
  const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]), auth.privateKey);
  return {
    id: b64url(auth.credentialId),
    rawId: b64url(auth.credentialId),
    type: 'public-key',
    response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature) },
    clientExtensionResults: {},
  };
}

/** A contract route through Fastify's inject, with the Host header a browser at localhost sends (fetch would send 127.0.0.1). */
async function call<T>(name: RouteName, options: { token?: string; body?: unknown; params?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const route = routes[name];
  const url = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(options.params![key]!));
  const res = await server.app.inject({
    method: route.method,
    url,
    headers: { ...headers(), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}

async function register(token: string, name = 'Laptop') {
  const auth = newAuthenticator();
  const { body } = await call<PasskeyRegistrationOptions>('passkeyRegistrationOptions', { token });
  const options = body.options as { challenge: string; rp: { id: string }; authenticatorSelection: { residentKey: string } };
  expect(options.rp.id).toBe(HOST);
  expect(options.authenticatorSelection.residentKey).toBe('required');
  const saved = await call<{ id: string; unlocks: boolean }>('passkeyRegister', { token, body: { response: attestation(auth, options.challenge), name } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return { auth, passkeyId: saved.body.id };
}

async function signInOptions() {
  const { status, body } = await call<PasskeySignInOptions>('passkeySignInOptions');
  expect(status).toBe(200);
  return { challengeId: body.challengeId, challenge: (body.options as { challenge: string; rpId: string }).challenge, rpId: (body.options as { rpId: string }).rpId };
}

describe('passkeys', () => {
  it('registers a passkey, signs in with it (a second factor), lists and removes it', async () => {
    const member = await signedInMember(server);
    const { auth, passkeyId } = await register(member.accessToken);
    expect((await call<PasskeyList>('passkeys', { token: member.accessToken })).body.passkeys).toEqual([
      { id: passkeyId, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null, unlocks: false },
    ]);

    const { challengeId, challenge, rpId } = await signInOptions();
    expect(rpId).toBe(HOST);
    const signedIn = await call<PasskeySignInResponse>('passkeySignIn', { body: { challengeId, response: assertion(auth, challenge) } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ passkeyId, prfWrappedKey: null });
    const status = await call<SecondFactorStatus>('secondFactorStatus', { token: signedIn.body.data.accessToken });
    expect(status.body).toMatchObject({ sessionHasSecondFactor: true, passkeys: 1 });

    // The challenge was spent: the same answer again is refused.
    expect((await call('passkeySignIn', { body: { challengeId, response: assertion(auth, challenge) } })).status).toBe(400);

    // The PRF wrap is stored as given (ciphertext) and handed back at the next passkey sign-in.
    expect((await call('passkeyWrap', { token: member.accessToken, params: { id: passkeyId }, body: { prfWrappedKey: 'hdprf1.aXY.Y2lwaGVy' } })).status).toBe(204);
    const next = await signInOptions();
    const again = await call<PasskeySignInResponse>('passkeySignIn', { body: { challengeId: next.challengeId, response: assertion(auth, next.challenge) } });
    expect(again.body.prfWrappedKey).toBe('hdprf1.aXY.Y2lwaGVy');

    expect((await call('passkeyRemove', { token: member.accessToken, params: { id: passkeyId } })).status).toBe(204);
    const after = await signInOptions();
    expect((await call('passkeySignIn', { body: { challengeId: after.challengeId, response: assertion(auth, after.challenge) } })).status).toBe(400);
  });

  it('refuses an assertion for another origin, a forged signature, an ended challenge, and another member’s passkey', async () => {
    const member = await signedInMember(server);
    const other = await signedInMember(server);
    const { auth, passkeyId } = await register(member.accessToken);

    const wrongOrigin = await signInOptions();
    expect((await call('passkeySignIn', { body: { challengeId: wrongOrigin.challengeId, response: assertion(auth, wrongOrigin.challenge, 'https://evil.example') } })).status).toBe(400);

    const forged = await signInOptions();
    const stranger = { ...newAuthenticator(), credentialId: auth.credentialId };
    expect((await call('passkeySignIn', { body: { challengeId: forged.challengeId, response: assertion(stranger, forged.challenge) } })).status).toBe(400);

    const late = await signInOptions();
    server.advance(WEBAUTHN_CHALLENGE_TTL_MS + 1000);
    expect((await call('passkeySignIn', { body: { challengeId: late.challengeId, response: assertion(auth, late.challenge) } })).status).toBe(400);

    expect((await call('passkeyRemove', { token: other.accessToken, params: { id: passkeyId } })).status).toBe(404);
    expect((await call('passkeyWrap', { token: other.accessToken, params: { id: passkeyId }, body: { prfWrappedKey: 'x' } })).status).toBe(404);
  });

  it('opens admin routes to staff who signed in with a passkey', async () => {
    const staff = await signedInMember(server);
    await makeAdmin(server, staff.id);
    expect((await call('adminUsers', { token: staff.accessToken })).status).toBe(403);
    const { auth } = await register(staff.accessToken);
    const { challengeId, challenge } = await signInOptions();
    const signedIn = await call<PasskeySignInResponse>('passkeySignIn', { body: { challengeId, response: assertion(auth, challenge) } });
    expect((await call('adminUsers', { token: signedIn.body.data.accessToken })).status).toBe(200);
  });
});
