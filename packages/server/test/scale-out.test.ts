import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REFRESH_TOKEN_HEADER, type KitsResponse, type OrderResponse, type SessionTokens } from '@healthdeck/contract';
import { startScaleOut, UPSTREAM_HEADER, type ScaleOut } from '../../../scripts/scale-out.mjs';
import { migrations } from '../src/db/migrations/index.js';
import { DEMO_USERS } from '../src/seed/demo-users.js';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.js';
import { keyedMember, keyFromLink, login, outbox, signedInMember } from './helpers/accounts.js';
import { contractClient, createTestDatabase, randomCredential, randomKeySalt } from './helpers/test-server.js';

// Scale-out: two server processes (src/main.ts, as deployed) on one PostgreSQL behind the
// round-robin proxy of scripts/scale-out.mjs. Both start at the same moment on an empty database:
// the startup advisory lock lets one migrate and seed while the other waits.

let cluster: ScaleOut;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  dataDir = await mkdtemp(path.join(tmpdir(), 'hd-scale-out-'));
  cluster = await startScaleOut({ processes: 2, dataDir, databaseUrl: database.url, env: { ESCROW_PUBLIC_KEY: inject('escrowPublicKey'), SMTP_URL: '' } });
}, 240_000);
afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const a = () => contractClient(cluster.servers[0]);
const b = () => contractClient(cluster.servers[1]);
const refresh = (server: ReturnType<typeof a>, accessToken: string, refreshToken: string) =>
  server.call<{ data: SessionTokens }>('refreshToken', { token: accessToken, headers: { [REFRESH_TOKEN_HEADER]: refreshToken } });

describe('two processes started together on an empty database', () => {
  it('migrate once and seed the demo data once (the startup advisory lock)', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
    const demoEmails = DEMO_USERS.map((user) => user.email);
    const demoUsers = await database.db.selectFrom('users').select('email').where('email', 'in', demoEmails).execute();
    expect(demoUsers.map((row) => row.email).sort()).toEqual([...demoEmails].sort());
    // Seeded rows without a unique key of their own: a second, concurrent seed would have doubled them.
    const kits = await database.db
      .selectFrom('kits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const { db } = database;
    const doubled = await db
      .selectFrom('class_records')
      .select(['classkey', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['classkey', 'data'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(doubled).toEqual([]);
    expect(Number(kits.n)).toBeGreaterThan(0);
  });

  it('the proxy sends requests to both in turn', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${cluster.url}/api/auth/pgp/config`);
      expect(res.status).toBe(200);
      seen.add(res.headers.get(UPSTREAM_HEADER) ?? '');
    }
    expect([...seen].sort()).toEqual(['0', '1']);
  });
});

describe('sessions across processes', () => {
  it('signed in on A, the access token works on B; refreshed on B; the rotated token replayed on A ends the session everywhere', async () => {
    const member = await signedInMember(a());
    expect((await b().call('account', { token: member.accessToken })).status).toBe(200);

    const rotated = await refresh(b(), member.accessToken, member.refreshToken);
    expect(rotated.status).toBe(200);
    const next = rotated.body.data;
    expect(next.refreshToken).not.toBe(member.refreshToken);
    expect((await a().call('account', { token: next.accessToken })).status).toBe(200);

    // Reuse of the rotated refresh token, on the other process: refused, and the family revoked.
    const replay = await refresh(a(), member.accessToken, member.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ error_code: 'REFRESH_TOKEN_REUSED' });
    for (const server of [a(), b()]) {
      const after = await refresh(server, next.accessToken, next.refreshToken);
      expect(after.status).toBe(401);
    }
  });

  it('an ended session is refused on the very next request by the other process (sign-out, reuse detection)', async () => {
    // Sign-out on A: B refuses the access token the moment after, though B had just accepted it.
    const member = await signedInMember(a());
    expect((await b().call('account', { token: member.accessToken })).status).toBe(200);
    expect((await a().call('logout', { token: member.accessToken })).status).toBe(204);
    expect((await b().call('account', { token: member.accessToken })).status).toBe(401);

    // Reuse detection on B: the newest access token of the family is refused on A at once.
    const other = await signedInMember(a());
    const rotated = (await refresh(a(), other.accessToken, other.refreshToken)).body.data;
    expect((await a().call('account', { token: rotated.accessToken })).status).toBe(200);
    expect((await refresh(b(), other.accessToken, other.refreshToken)).status).toBe(401);
    expect((await a().call('account', { token: rotated.accessToken })).status).toBe(401);
  });

  it('a password reset on B ends every session, whichever process issued it', async () => {
    const member = await signedInMember(a());
    const second = await login(b(), member.email, member.credential);
    const sessions = [
      { accessToken: member.accessToken, refreshToken: member.refreshToken },
      { accessToken: second.data!.accessToken, refreshToken: second.data!.refreshToken },
    ];
    expect((await a().call('passwordRequestNew', { body: { email: member.email } })).status).toBe(204);
    // A sends the email after its answer; A's outbox page reads once A's email is in, then B reads it.
    await outbox(a(), member.email, database.db);
    const [mail] = await outbox(b(), member.email, database.db);
    const credential = randomCredential();
    const reset = await b().call('passwordSet', {
      body: { email: member.email, key: keyFromLink(mail.links.find((link) => link.includes('key='))!), password: credential, passwordConfirm: credential, keySalt: randomKeySalt() },
    });
    expect(reset.status).toBe(204);
    for (const session of sessions) {
      for (const server of [a(), b()]) {
        expect((await server.call('account', { token: session.accessToken })).status).toBe(401);
        expect((await refresh(server, session.accessToken, session.refreshToken)).status).toBe(401);
      }
    }
    expect((await login(a(), member.email, credential)).error_code).toBeNull();
  });
});

describe('shared state, counted once', () => {
  it('rate limits count across processes: sign-ins from one address spread over A and B are held at the one-process allowance', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInPerAddress + 6; i += 1) {
      // Through the proxy: it forwards the client address (X-Forwarded-For) and alternates A and B.
      const res = await fetch(`${cluster.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: `nobody-${i}@example.test`, password: randomCredential() }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(DEFAULT_RATE_LIMITS.signInPerAddress);
    expect(statuses.slice(DEFAULT_RATE_LIMITS.signInPerAddress)).toEqual(Array(6).fill(429));
  });

  it('a kit whose results arrive while both processes read it notifies the member once', async () => {
    const member = await keyedMember(a());
    const ordered = await b().call<OrderResponse>('orderGeneralHealthTest', { token: member.accessToken });
    const kitId = ordered.body.order.kit_id!;
    expect((await a().call('kitConfirm', { token: member.accessToken, body: { kit_id: kitId } })).status).toBe(200);
    // The sandbox lab's clock for this kit: started long enough ago for every status, results included.
    await database.db
      .updateTable('vendor_sandbox_kits')
      .set({ started_at: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where('kit_id', '=', kitId)
      .execute();
    const reads = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a() : b()).call<KitsResponse>('clientKits', { token: member.accessToken })));
    for (const read of reads) expect(read.status).toBe(200);
    const kits = (await a().call<KitsResponse>('clientKits', { token: member.accessToken })).body.kits;
    expect(kits.find((kit) => kit.kit_id === kitId)).toMatchObject({ results_ready: true });
    const notes = await database.db.selectFrom('notifications').select('title').where('user_id', '=', member.id).execute();
    expect(notes).toEqual([{ title: 'Your results are ready' }]);
  });
});
