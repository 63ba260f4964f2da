// docs/ENCRYPTION.md "Every member-data column": after the migrations, every column of every table
// that holds member data is listed there as sealed or plaintext, with the reason; every other table is
// in its list of tables that hold no member data, with the reason. A new column or table that is not
// listed fails here, so the inventory cannot silently fall behind the schema.
// A table holds member data when it is `users`, has a foreign key to users.id, has a user_id column
// (tables that name a member without the constraint), or is listed in the column section (tables that
// hold member data the schema cannot show, such as a member's email in the mail outbox).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { INTERIM_RESEAL_TABLES } from '@healthdeck/contract';
import { REPO_ROOT } from '../src/config.js';
import { createTestDatabase } from './helpers/test-server.js';

const ENCRYPTION = readFileSync(path.join(REPO_ROOT, 'docs/ENCRYPTION.md'), 'utf8');

/** The rows of the markdown table under `heading` (up to the next heading), as their cells. */
function tableUnder(heading: string): string[][] {
  const start = ENCRYPTION.indexOf(`\n## ${heading}\n`);
  expect(start, `docs/ENCRYPTION.md has a "## ${heading}" section`).toBeGreaterThan(0);
  const section = ENCRYPTION.slice(start + heading.length + 5).split(/\n## /)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const code = (cell: string) => /^`([a-z0-9_]+)`$/.exec(cell)?.[1] ?? null;

describe('docs/ENCRYPTION.md lists every member-data column', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let columns: { table: string; column: string }[];
  let memberTables: Set<string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    columns = (
      await sql<{ table: string; column: string }>`
        select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and table_name not in ('kysely_migration', 'kysely_migration_lock')
        order by table_name, ordinal_position`.execute(database.db)
    ).rows;
    const referencing = await sql<{ table: string }>`
      select distinct c.conrelid::regclass::text as table from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'users'::regclass`.execute(database.db);
    memberTables = new Set([
      'users',
      ...referencing.rows.map((r) => r.table.replaceAll('"', '')),
      ...columns.filter((c) => c.column === 'user_id').map((c) => c.table),
      ...listedColumns().map((l) => l.table),
    ]);
  });
  afterAll(() => database.drop());

  const listedColumns = () => {
    const rows = tableUnder('Every member-data column');
    for (const row of rows) {
      expect(code(row[0]!), `a table name in backticks: ${row.join(' | ')}`).not.toBeNull();
      expect(code(row[1]!), `a column name in backticks: ${row.join(' | ')}`).not.toBeNull();
      expect(['sealed', 'server-sealed', 'plaintext'], `sealed, server-sealed or plaintext: ${row.join(' | ')}`).toContain(row[2]);
      expect(row[3]?.length ?? 0, `a reason: ${row.join(' | ')}`).toBeGreaterThan(10);
    }
    return rows.map((row) => ({ table: code(row[0]!)!, key: `${code(row[0]!)}.${code(row[1]!)}`, how: row[2]! }));
  };
  const listedOtherTables = () =>
    tableUnder('Tables that hold no member data').map((row) => {
      expect(code(row[0]!), `a table name in backticks: ${row.join(' | ')}`).not.toBeNull();
      expect(row[1]?.length ?? 0, `a reason: ${row.join(' | ')}`).toBeGreaterThan(10);
      return code(row[0]!)!;
    });

  it('every column of a table holding member data is listed, once, and every listed column exists', () => {
    const listed = listedColumns().map((l) => l.key);
    expect(listed.filter((key, n) => listed.indexOf(key) !== n)).toEqual([]);
    const actual = columns.filter((c) => memberTables.has(c.table)).map((c) => `${c.table}.${c.column}`);
    expect(actual.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !actual.includes(key))).toEqual([]);
  });

  it('every other table is listed as holding no member data, and none listed there holds any', () => {
    const others = listedOtherTables();
    const tables = [...new Set(columns.map((c) => c.table))];
    expect(tables.filter((t) => !memberTables.has(t) && !others.includes(t))).toEqual([]);
    expect(others.filter((t) => !tables.includes(t))).toEqual([]);
    expect(others.filter((t) => memberTables.has(t))).toEqual([]);
  });

  it('only a column whose name says it holds ciphertext is listed as sealed', () => {
    // The contents are checked by plaintext-at-rest.embedded.test.ts; this keeps a readable column from
    // being listed as sealed by mistake.
    const sealedName = /\.(encrypted_[a-z_]+|wrapped_[a-z_]+|prf_wrapped_key|[a-z_]+_sealed|grant|bytes)$/;
    for (const { key, how } of listedColumns()) if (how === 'sealed') expect(key, key).toMatch(sealedName);
  });

  it('a column sealed under the server secret says so by its name (the at-rest audit finds them by it)', () => {
    for (const { key, how } of listedColumns()) expect(how === 'server-sealed', key).toBe(/_sealed$/.test(key));
  });

  it('every sealed member record is re-sealed after an organisation-assisted recovery (INTERIM_RESEAL_TABLES)', () => {
    // A record sealed between a reset and the staff approval is moved to the recovered key at the next
    // sign-in (domain/key-recovery/interim-records.ts): a sealed record column left off that list would
    // stay under the archived interim key. Key material and pictures (stored_files) go their own ways.
    const records = listedColumns()
      .filter(({ key, how }) => how === 'sealed' && /\.(encrypted_data|encrypted_name)$/.test(key))
      .map(({ key }) => key.split('.')[0]!)
      .filter((table) => !['key_recovery_requests', 'server_sealed_originals'].includes(table));
    expect(records.length).toBeGreaterThan(10);
    expect(records.filter((table) => !(INTERIM_RESEAL_TABLES as readonly string[]).includes(table))).toEqual([]);
  });
});
