// Migration 0028: every column that references users has an index led by it, so a member's rows are
// found without reading every member's (PostgreSQL does not index a referencing column by itself;
// 0023 once dropped the constraints that had indexed three such tables, and nothing noticed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from './helpers/test-server.js';

describe('indexes of the columns that reference users', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('has an index led by every column that references users', async () => {
    const { rows } = await sql<{ reference: string }>`
      select c.conrelid::regclass::text || '.' || a.attname as reference
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'users'::regclass and cardinality(c.conkey) = 1
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
      order by 1`.execute(database.db);
    expect(rows.map((r) => r.reference)).toEqual([]);
  });
});
