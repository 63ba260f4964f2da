// docs/decisions/0060-statements-prepared-and-built-once.md: hot statements are built by Kysely once per
// shape and run with each call's values; they must answer exactly what building them every call does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { MAX_SHAPES, preparedQuery } from '../src/db/prepared-query.js';
import { createTestDatabase } from './helpers/test-server.js';

type Probe = Database & { prepared_query_probe: { id: number; label: string; day: string | null } };

describe('preparedQuery', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Kysely<Database>;
  const probe = () => db as unknown as Kysely<Probe>;

  beforeAll(async () => {
    test = await createTestDatabase({ migrate: true });
    db = test.db;
    await sql`create table prepared_query_probe (id int primary key, label text not null, day text)`.execute(db);
    await sql`insert into prepared_query_probe values (1, 'one', '2026-11-29'), (2, 'two', null), (3, 'three', '2026-11-28')`.execute(db);
  });
  afterAll(async () => {
    await test.drop();
  });

  // The probe table is outside the schema's types: the builds see it through a cast.
  const byId = preparedQuery((d, p: { id: number }) => (d as unknown as Kysely<Probe>).selectFrom('prepared_query_probe').select(['id', 'label']).where('id', '=', p.id));
  const byIds = preparedQuery((d, p: { ids: number[]; label: string }) =>
    (d as unknown as Kysely<Probe>).selectFrom('prepared_query_probe').select('id').where('id', 'in', p.ids).where('label', '!=', p.label).orderBy('id'),
  );

  it('answers each call with its own values, as the statement built every call does', async () => {
    expect(await byId.first(db, { id: 1 })).toEqual({ id: 1, label: 'one' });
    expect(await byId.first(db, { id: 2 })).toEqual({ id: 2, label: 'two' });
    expect(await byId.first(db, { id: 9 })).toBeUndefined();
    expect(await byId.rows(db, { id: 3 })).toEqual(await probe().selectFrom('prepared_query_probe').select(['id', 'label']).where('id', '=', 3).execute());
  });

  it('makes a shape per array length, so in-lists of any length work', async () => {
    expect((await byIds.rows(db, { ids: [1, 2, 3], label: 'two' })).map((r) => r.id)).toEqual([1, 3]);
    expect((await byIds.rows(db, { ids: [2], label: 'x' })).map((r) => r.id)).toEqual([2]);
    expect((await byIds.rows(db, { ids: [1, 3], label: 'one' })).map((r) => r.id)).toEqual([3]);
  });

  it('takes arrays of arrays, a shape per length of each', async () => {
    const groups = preparedQuery((d, p: { labels: string[]; ids: number[][] }) =>
      (d as unknown as Kysely<Probe>)
        .selectFrom('prepared_query_probe')
        .select('id')
        .where((eb) => eb.or(p.labels.map((label, i) => eb.and([eb('label', '=', label), eb('id', 'in', p.ids[i])]))))
        .orderBy('id'),
    );
    expect(await groups.rows(db, { labels: ['one', 'three'], ids: [[1, 2], [3]] })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await groups.rows(db, { labels: ['two'], ids: [[1, 2, 3]] })).toEqual([{ id: 2 }]);
    expect(await groups.rows(db, { labels: ['one', 'three'], ids: [[2], [1, 3]] })).toEqual([{ id: 3 }]);
  });

  it('answers every length of an array, past the shapes it remembers too', async () => {
    const rows = await Promise.all(Array.from({ length: MAX_SHAPES + 5 }, (_, i) => byIds.rows(db, { ids: [3, ...Array.from({ length: i }, (_, j) => 100 + j)], label: 'x' })));
    expect(rows.every((found) => found.length === 1 && found[0]?.id === 3)).toBe(true);
  });

  it('keeps constants of the build and binds null as a value', async () => {
    const withConstant = preparedQuery((d, p: { day: string | null }) =>
      (d as unknown as Kysely<Probe>).selectFrom('prepared_query_probe').select('id').where('label', '!=', 'three').where(sql<boolean>`day is not distinct from ${p.day}`),
    );
    expect(await withConstant.rows(db, { day: '2026-11-29' })).toEqual([{ id: 1 }]);
    expect(await withConstant.rows(db, { day: null })).toEqual([{ id: 2 }]);
    expect(await withConstant.rows(db, { day: '2026-11-28' })).toEqual([]);
  });

  it('runs inside a transaction and reports the rows an update changed', async () => {
    const rename = preparedQuery((d, p: { id: number; label: string }) => (d as unknown as Kysely<Probe>).updateTable('prepared_query_probe').set({ label: p.label }).where('id', '=', p.id));
    await db.transaction().execute(async (trx) => {
      expect((await rename.run(trx, { id: 2, label: 'deux' })).numAffectedRows).toBe(1n);
      expect(await byId.first(trx, { id: 2 })).toEqual({ id: 2, label: 'deux' });
    });
    expect((await rename.run(db, { id: 42, label: 'none' })).numAffectedRows).toBe(0n);
  });

  it('refuses a build that reads a value instead of passing it to the statement', async () => {
    const asText = preparedQuery((d, p: { id: number }) =>
      (d as unknown as Kysely<Probe>)
        .selectFrom('prepared_query_probe')
        .select('id')
        .where(sql.raw<boolean>(`id = ${p.id}`)),
    );
    await expect(asText.rows(db, { id: 1 })).rejects.toThrow(/read the value of 'id'/);
    const dropped = preparedQuery((d, p: { id: number; label: string | null }) => {
      const query = (d as unknown as Kysely<Probe>).selectFrom('prepared_query_probe').select('id').where('id', '=', p.id);
      return p.label === null ? query : query.where('label', '=', 'fixed');
    });
    await expect(dropped.rows(db, { id: 1, label: 'one' })).rejects.toThrow(/'label' did not reach the statement/);
  });

  it('refuses a statement that writes class_records (the class cache must see each one compiled)', async () => {
    const write = preparedQuery((d, p: { key: string }) => d.deleteFrom('class_records').where('classkey', '=', p.key));
    await expect(write.run(db, { key: 'nothing' })).rejects.toThrow(/class_records/);
  });
});
