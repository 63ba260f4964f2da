import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { Migrator } from 'kysely/migration';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';

/**
 * A logical dump of the HealthDeck database through an ordinary PostgreSQL connection, for the
 * embedded PostgreSQL 18, whose package ships no pg_dump (docs/decisions/0057-backups-logical-dump.md).
 *
 * File: gzip of JSON lines. Line 1 is the header (DumpHeader); every other line is one row,
 * `{"t": table, "r": row_to_json}`. The schema is not in the file: it is the migrations the header
 * names, which restore runs first. Rows are read in one REPEATABLE READ, READ ONLY transaction, so
 * the dump is one consistent snapshot while the server keeps writing (as pg_dump does).
 */
export const DUMP_FORMAT = 'healthdeck-dump';
export const DUMP_VERSION = 1;

export interface DumpHeader {
  format: typeof DUMP_FORMAT;
  version: typeof DUMP_VERSION;
  created_at: string;
  server_version: string;
  /** Migrations applied in the dumped database (kysely_migration). */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  /** Sequence positions (pg_sequences.last_value; null when never used). */
  sequences: { name: string; last_value: string | null }[];
}

export interface DumpSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
}

/** Tables the migrator owns; their content is the header's migration list. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
const BATCH = 500;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(client: pg.Client | pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
  return rows.map((r) => r.name).filter((name) => !MIGRATOR_TABLES.has(name));
}

/** Writable columns (not generated), in table order. */
async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

/** Writes a dump of the database at `connectionString` to `file` (gzip JSON lines). */
export async function dumpDatabase(connectionString: string, file: string): Promise<DumpSummary> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let rowsTotal = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await publicTables(client);
    const header: DumpHeader = {
      format: DUMP_FORMAT,
      version: DUMP_VERSION,
      created_at: new Date().toISOString(),
      server_version: (await client.query<{ v: string }>('show server_version')).rows[0]!.v,
      migrations: (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name),
      tables: [],
      sequences: (
        await client.query<{ name: string; last_value: string | null }>("select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by sequencename")
      ).rows,
    };
    for (const name of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from public.${ident(name)}`);
      header.tables.push({ name, columns: await columnsOf(client, name), rows: Number(rows[0]!.n) });
    }
    await write(JSON.stringify(header));
    for (const table of header.tables) {
      await client.query(`declare dump_rows no scroll cursor for select row_to_json(t)::text as r from public.${ident(table.name)} t`);
      for (;;) {
        const { rows } = await client.query<{ r: string }>(`fetch ${BATCH} from dump_rows`);
        for (const row of rows) await write(`{"t":${JSON.stringify(table.name)},"r":${row.r}}`);
        rowsTotal += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query('close dump_rows');
    }
    await client.query('commit');
    gzip.end();
    await finished(out);
    return { file, tables: header.tables.length, rows: rowsTotal, bytes: out.bytesWritten };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    throw error;
  } finally {
    await client.end();
  }
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** Migrations newer than the dump, applied after the data was loaded. */
  upgradedWith: string[];
}

async function* dumpLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line.length > 0) yield line;
}

export async function readDumpHeader(file: string): Promise<DumpHeader> {
  for await (const line of dumpLines(file)) {
    const header = JSON.parse(line) as DumpHeader;
    if (header.format !== DUMP_FORMAT || header.version !== DUMP_VERSION) throw new Error(`${file} is not a HealthDeck dump (format ${DUMP_FORMAT} ${DUMP_VERSION})`);
    return header;
  }
  throw new Error(`${file} is empty`);
}

/**
 * Restores a dump into an EMPTY database (no tables in public): runs the dump's migrations to make
 * its schema, replaces the rows the migrations seeded with the dump's, then applies any newer
 * migration of this code (restoring an older backup is an upgrade). Rows are loaded in one
 * transaction with the foreign keys dropped and added back at the end, which checks every
 * reference again (as pg_restore adds constraints after the data).
 */
export async function restoreDatabase(connectionString: string, file: string): Promise<RestoreSummary> {
  const header = await readDumpHeader(file);
  const unknown = header.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) throw new Error(`The dump was made by a newer HealthDeck (migrations ${unknown.join(', ')} are unknown here): restore it with that version.`);

  const check = new pg.Client({ connectionString });
  await check.connect();
  try {
    const existing = await publicTables(check);
    if (existing.length > 0) throw new Error(`The target database is not empty (${existing.length} tables in public): restore into a fresh database or data directory.`);
  } finally {
    await check.end();
  }

  // 1. The schema as the dump knew it.
  const db = connectDatabase(connectionString, 2, { quiet: true });
  try {
    const asDumped = Object.fromEntries(header.migrations.map((name) => [name, migrations[name]!]));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => asDumped }, allowUnorderedMigrations: true }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
  } finally {
    await db.destroy();
  }

  // 2. The rows.
  const client = new pg.Client({ connectionString });
  await client.connect();
  let rows = 0;
  try {
    await client.query('begin');
    const tables = header.tables.map((t) => t.name);
    const { rows: foreignKeys } = await client.query<{ table_name: string; name: string; def: string }>(
      `select c.conrelid::regclass::text as table_name, c.conname as name, pg_get_constraintdef(c.oid) as def
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    );
    for (const fk of foreignKeys) await client.query(`alter table ${fk.table_name} drop constraint ${ident(fk.name)}`);
    if (tables.length > 0) await client.query(`truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')}`);

    const columns = new Map(header.tables.map((t) => [t.name, t.columns]));
    let batchTable: string | null = null;
    let batch: unknown[] = [];
    const flush = async () => {
      if (batchTable === null || batch.length === 0) return;
      const cols = columns.get(batchTable)!.map(ident).join(', ');
      const target = `public.${ident(batchTable)}`;
      await client.query(`insert into ${target} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${target}, $1::json)`, [JSON.stringify(batch)]);
      rows += batch.length;
      batch = [];
    };
    let first = true;
    for await (const line of dumpLines(file)) {
      if (first) {
        first = false; // the header
        continue;
      }
      const { t, r } = JSON.parse(line) as { t: string; r: unknown };
      if (!columns.has(t)) throw new Error(`The dump has rows for ${t}, which its header does not list.`);
      if (t !== batchTable || batch.length >= BATCH) {
        await flush();
        batchTable = t;
      }
      batch.push(r);
    }
    await flush();
    const expected = header.tables.reduce((sum, t) => sum + t.rows, 0);
    if (rows !== expected) throw new Error(`The dump is incomplete: ${rows} rows read, its header counts ${expected}.`);

    for (const fk of foreignKeys) await client.query(`alter table ${fk.table_name} add constraint ${ident(fk.name)} ${fk.def}`);
    for (const seq of header.sequences) {
      if (seq.last_value === null) continue;
      await client.query('select setval($1::regclass, $2::bigint, true)', [`public.${ident(seq.name)}`, seq.last_value]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }

  // 3. Newer migrations of this code, and the permissions sync every start does.
  const upgrade = connectDatabase(connectionString, 2, { quiet: true });
  try {
    const upgradedWith = await migrateToLatest(upgrade);
    return { tables: header.tables.length, rows, upgradedWith };
  } finally {
    await upgrade.destroy();
  }
}
