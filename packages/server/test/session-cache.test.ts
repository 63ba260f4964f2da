// docs/decisions/0113-live-sessions-remembered-until-ended.md: the guard answers a live session
// from the process's memory, asks PostgreSQL again once a minute, and forgets a session the moment
// PostgreSQL announces its end, whichever process or path ended it.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createSessionCache, mayEndSessions, SESSION_WRITE_BYPASS_MS } from '../src/auth/session-cache.js';
import { SESSION_TOUCH_MS } from '../src/auth/sessions.js';
import { connectDatabase, poolOf, sessionCacheOf } from '../src/db/connect.js';
import type { Database } from '../src/db/schema.js';
import { signedInMember } from './helpers/accounts.js';
import { contractClient, startTestServer, type ContractClient, type TestServer } from './helpers/test-server.js';

async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sessionOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).rfam;
const pastOwnWriteWindow = () => new Promise((resolve) => setTimeout(resolve, SESSION_WRITE_BYPASS_MS + 100));

describe('live sessions remembered per process (session-cache.ts)', () => {
  let server: TestServer;
  /** A second server process on the same database: its own pool, caches and listener. */
  let otherDb: Kysely<Database>;
  let otherApp: FastifyInstance;
  let a: ContractClient;
  let b: ContractClient;

  beforeAll(async () => {
    server = await startTestServer();
    otherDb = connectDatabase(poolOf(server.db)!.options.connectionString!, 3, { quiet: true });
    otherApp = await buildApp({ db: otherDb, config: server.config, jobs: { pollingIntervalSeconds: 0.5, schedules: false } });
    await otherApp.listen({ port: 0, host: '127.0.0.1' });
    a = server;
    b = contractClient(`http://127.0.0.1:${(otherApp.server.address() as AddressInfo).port}`);
    await until(async () => Boolean(sessionCacheOf(server.db)?.active && sessionCacheOf(otherDb)?.active));
  });
  afterAll(async () => {
    await otherApp?.close();
    await otherDb?.destroy();
    await server?.close();
  });

  it('answers a live session from memory, and asks PostgreSQL again once a minute', async () => {
    const member = await signedInMember(a);
    await pastOwnWriteWindow();
    expect((await a.call('account', { token: member.accessToken })).status).toBe(200);
    // Ended behind the cache's back (the trigger off for this one change): the remembered session
    // still answers, which shows the check did not ask PostgreSQL…
    await server.db.transaction().execute(async (trx) => {
      await sql`alter table sessions disable trigger sessions_ended`.execute(trx);
      await sql`update sessions set revoked_at = now() where id = ${sessionOf(member.accessToken)}`.execute(trx);
      await sql`alter table sessions enable trigger sessions_ended`.execute(trx);
    });
    expect((await a.call('account', { token: member.accessToken })).status).toBe(200);
    // …until its minute is up: then PostgreSQL is asked, and refuses it.
    server.advance(SESSION_TOUCH_MS);
    expect((await a.call('account', { token: member.accessToken })).status).toBe(401);
  });

  it("writes a session's last use at most once a minute, as before", async () => {
    const member = await signedInMember(a);
    const lastUsed = async () =>
      (await server.db.selectFrom('sessions').select('last_used_at').where('id', '=', sessionOf(member.accessToken)).executeTakeFirstOrThrow()).last_used_at.getTime();
    const first = await lastUsed();
    await a.call('account', { token: member.accessToken });
    expect(await lastUsed()).toBe(first);
    server.advance(SESSION_TOUCH_MS + 1_000);
    await a.call('account', { token: member.accessToken });
    await until(async () => (await lastUsed()) > first);
  });

  it('a session signed out on this process is refused on its very next request', async () => {
    const member = await signedInMember(a);
    await pastOwnWriteWindow();
    expect((await a.call('account', { token: member.accessToken })).status).toBe(200);
    expect((await a.call('account', { token: member.accessToken })).status).toBe(200);
    expect((await a.call('logout', { token: member.accessToken })).status).toBe(204);
    expect((await a.call('account', { token: member.accessToken })).status).toBe(401);
  });

  it('a session signed out on another process is refused on the next request here', async () => {
    const member = await signedInMember(a);
    await pastOwnWriteWindow();
    for (const client of [a, b, a, b]) expect((await client.call('account', { token: member.accessToken })).status).toBe(200);
    expect((await b.call('logout', { token: member.accessToken })).status).toBe(204);
    expect((await a.call('account', { token: member.accessToken })).status).toBe(401);
  });

  it('a session deleted or revoked in SQL by hand is forgotten by every process within moments', async () => {
    const [first, second] = [await signedInMember(a), await signedInMember(a)];
    await pastOwnWriteWindow();
    for (const member of [first, second]) {
      for (const client of [a, b]) expect((await client.call('account', { token: member.accessToken })).status).toBe(200);
    }
    await sql`delete from sessions where id = ${sessionOf(first.accessToken)}`.execute(otherDb);
    await sql`update sessions set revoked_at = now() where id = ${sessionOf(second.accessToken)}`.execute(otherDb);
    for (const member of [first, second]) {
      for (const client of [a, b]) await until(async () => (await client.call('account', { token: member.accessToken })).status === 401, 2_000);
    }
  });
});

describe('the session cache itself', () => {
  const connected = (now: () => number = () => 0) => {
    const cache = createSessionCache({ now });
    cache.subscriber.onUp();
    return cache;
  };

  it('remembers a session for its user until its time, and nothing while the listener is down', () => {
    const cache = connected();
    cache.remember(cache.mark(), 's1', { userId: 'u1', parentId: null, until: 1_000 });
    expect(cache.isKnownAlive('s1', 'u1', 999)).toBe(true);
    expect(cache.isKnownAlive('s1', 'u1', 1_000)).toBe(false);
    expect(cache.isKnownAlive('s1', 'u2', 0)).toBe(false);
    cache.subscriber.onDown();
    expect(cache.isKnownAlive('s1', 'u1', 0)).toBe(false);
    cache.remember(cache.mark(), 's1', { userId: 'u1', parentId: null, until: 1_000 });
    expect(cache.isKnownAlive('s1', 'u1', 0)).toBe(false);
  });

  it('forgets an ended session and the impersonations behind it; a check started before an ending is not remembered', () => {
    const cache = connected();
    cache.remember(cache.mark(), 'staff', { userId: 'admin', parentId: null, until: 1_000 });
    cache.remember(cache.mark(), 'acting', { userId: 'member', parentId: 'staff', until: 1_000 });
    cache.remember(cache.mark(), 'other', { userId: 'member', parentId: null, until: 1_000 });
    cache.subscriber.onChange('staff');
    expect(cache.isKnownAlive('staff', 'admin', 0)).toBe(false);
    expect(cache.isKnownAlive('acting', 'member', 0)).toBe(false);
    expect(cache.isKnownAlive('other', 'member', 0)).toBe(true);
    const mark = cache.mark();
    cache.subscriber.onChange('unrelated');
    cache.remember(mark, 'late', { userId: 'member', parentId: null, until: 1_000 });
    expect(cache.isKnownAlive('late', 'member', 0)).toBe(false);
    cache.subscriber.onChange('*');
    expect(cache.isKnownAlive('other', 'member', 0)).toBe(false);
  });

  it('forgets everything when this process compiles a statement that may end sessions, and asks PostgreSQL for the next second', () => {
    let clock = 0;
    const cache = connected(() => clock);
    const db = connectDatabase('postgres://nobody@127.0.0.1:1/none', 1, { quiet: true, classCache: false, sessionCache: false });
    cache.remember(cache.mark(), 's1', { userId: 'u1', parentId: null, until: 10_000 });
    const compile = (query: { toOperationNode(): unknown }) => cache.plugin.transformQuery({ node: query.toOperationNode() as never, queryId: { queryId: 'q' } });
    compile(db.updateTable('sessions').set({ last_used_at: new Date() }).where('id', '=', 's1'));
    compile(db.selectFrom('sessions').select('id'));
    compile(db.insertInto('sessions').values({ id: 's2', user_id: 'u1' }));
    expect(cache.isKnownAlive('s1', 'u1', 0)).toBe(true);
    compile(db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', 'u1'));
    expect(cache.isKnownAlive('s1', 'u1', 0)).toBe(false);
    cache.remember(cache.mark(), 's1', { userId: 'u1', parentId: null, until: 10_000 });
    expect(cache.isKnownAlive('s1', 'u1', 0)).toBe(false);
    clock = SESSION_WRITE_BYPASS_MS;
    cache.remember(cache.mark(), 's1', { userId: 'u1', parentId: null, until: 10_000 });
    expect(cache.isKnownAlive('s1', 'u1', 0)).toBe(true);
    void db.destroy();
  });

  it('tells the statements that may end sessions', () => {
    const db = connectDatabase('postgres://nobody@127.0.0.1:1/none', 1, { quiet: true, classCache: false, sessionCache: false });
    const ends = (query: { toOperationNode(): unknown }) => mayEndSessions(query.toOperationNode() as never);
    expect(ends(db.updateTable('sessions').set({ revoked_at: new Date() }))).toBe(true);
    expect(ends(db.updateTable('sessions as s').set({ parent_id: null }))).toBe(true);
    expect(ends(db.deleteFrom('sessions').where('id', '=', 'x'))).toBe(true);
    expect(ends(db.deleteFrom('users').where('id', '=', 'x'))).toBe(true);
    expect(
      ends(
        db
          .with('gone', (q) => q.deleteFrom('users').where('id', '=', 'x'))
          .selectFrom('sessions')
          .select('id'),
      ),
    ).toBe(true);
    expect(ends(db.updateTable('sessions').set({ last_used_at: new Date() }))).toBe(false);
    expect(ends(db.updateTable('users').set({ name: 'x' }))).toBe(false);
    expect(ends(db.insertInto('sessions').values({ id: 'x', user_id: 'y' }))).toBe(false);
    expect(ends(db.selectFrom('sessions').select('id'))).toBe(false);
    expect(ends(db.deleteFrom('refresh_tokens'))).toBe(false);
    void db.destroy();
  });
});
