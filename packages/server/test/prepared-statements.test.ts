import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { statementName } from '../src/db/prepared-client.js';
import { isConnectionError } from '../src/db/health.js';
import { createTestDatabase } from './helpers/test-server.js';

/** A table of its own, outside the schema's types. */
type Db = Kysely<Database & { prepared_probe: { id: number; label: string } }>;

describe('prepared statements: each parameterised statement is parsed and planned once per connection', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;

  beforeAll(async () => {
    test = await createTestDatabase({ migrate: false });
    db = test.db as unknown as Db;
    await sql`create table prepared_probe (id int primary key, label text not null)`.execute(db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(async () => {
    await test.drop();
  });

  const byId = (id: number) => db.selectFrom('prepared_probe').selectAll().where('id', '=', id).executeTakeFirst();

  it('prepares a statement with parameters under one name per text, and answers as before', async () => {
    expect(await byId(1)).toEqual({ id: 1, label: 'one' });
    expect(await byId(2)).toEqual({ id: 2, label: 'two' });
    const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);
    // pg_prepared_statements shows this connection's statements (the pool of 5 may use another one for this query).
    const text = 'select * from "prepared_probe" where "id" = $1';
    const name = statementName(text);
    expect(name).toMatch(/^hd_\d+$/);
    expect(statementName(text)).toBe(name);
    expect(rows.every((row) => row.name.startsWith('hd_'))).toBe(true);
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => byId((i % 2) + 1)));
    expect(all.map((row) => row?.label)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'one' : 'two')));
  });

  it('keeps working when a migration changes the columns under a prepared select * (outside and inside a transaction)', async () => {
    // Warm every pooled connection with the statement.
    await Promise.all(Array.from({ length: 10 }, () => byId(1)));
    await sql`alter table prepared_probe add column extra text not null default 'x'`.execute(db);
    // Outside a transaction: PostgreSQL refuses the stale plan once; the statement is prepared again and answers.
    const after = await Promise.all(Array.from({ length: 10 }, () => byId(1)));
    for (const row of after) expect(row).toEqual({ id: 1, label: 'one', extra: 'x' });

    await sql`alter table prepared_probe add column more text not null default 'y'`.execute(db);
    // Inside a transaction the refusal aborts it (the caller sees the error, as for any failed statement)…
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => db.transaction().execute(async (trx) => trx.selectFrom('prepared_probe').selectAll().where('id', '=', 2).executeTakeFirst())),
    );
    expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(outcome.value).toEqual({ id: 2, label: 'two', extra: 'x', more: 'y' });
      else expect(String(outcome.reason)).toContain('cached plan must not change result type');
    }
    // …and the connection drops the stale statement before its next one: every later call answers.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction().execute(async (trx) => trx.selectFrom('prepared_probe').selectAll().where('id', '=', 2).executeTakeFirst())),
    );
    for (const row of again) expect(row).toEqual({ id: 2, label: 'two', extra: 'x', more: 'y' });
  });

  it('counts a missing Unix socket as the database being away (503 and reconnect), not a server bug', () => {
    expect(isConnectionError(Object.assign(new Error('connect ENOENT /data/pg/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('no such file'), { code: 'ENOENT', syscall: 'open' }))).toBe(false);
  });
});
