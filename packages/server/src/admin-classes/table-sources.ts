import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ClassSource, SourceRecord } from './class-source.js';
import type { ListOptions } from './class-store.js';
import { containsPattern } from '../db/like-pattern.js';
import { isUuid } from '../db/uuid.js';

// spec 000 §3.1: the classes whose records members already read from tables of their own
// (symptoms → symptoms, tasks → daily_tasks, milestones → milestones, user → users). The columns
// carry the class schema's field names, so filters, search and sort name the same fields.

type Row = Record<string, unknown>;

interface TableSpec {
  table: 'symptoms' | 'daily_tasks' | 'milestones' | 'users';
  id: 'serial' | 'uuid';
  /** The class's fields, each a column of the same name. */
  columns: readonly string[];
  jsonColumns?: readonly string[];
  updatedAt?: string;
  /** Tables holding members' rows that point here (a record they use is not deleted). */
  usedBy?: { table: string; column: string; message: string };
  refuseInsert?: string;
}

const SERIAL = /^[1-9][0-9]{0,9}$/;

function tableSource(db: Kysely<Database>, spec: TableSpec): ClassSource {
  const idOk = (id: string) => (spec.id === 'uuid' ? isUuid(id) : SERIAL.test(id) && Number(id) <= 2_147_483_647);
  const table = sql.table(spec.table);
  const known = new Set(spec.columns);
  const column = (name: string) => {
    if (!known.has(name) && name !== 'created_at' && name !== 'updated_at') throw new Error(`Not a column of ${spec.table}: ${name}`);
    return sql.ref(name === 'updated_at' ? (spec.updatedAt ?? 'created_at') : name);
  };
  const value = (name: string, v: unknown): RawBuilder<unknown> => (spec.jsonColumns?.includes(name) ? sql`${JSON.stringify(v)}::jsonb` : sql`${v}`);
  const toRecord = (row: Row): SourceRecord => ({
    id: String(row.id),
    data: Object.fromEntries(spec.columns.map((c) => [c, row[c] ?? null])),
    created_at: row.created_at as Date,
    updated_at: (row[spec.updatedAt ?? 'created_at'] ?? row.created_at) as Date,
  });

  return {
    refuseInsert: spec.refuseInsert,

    async get(id) {
      if (!idOk(id)) return undefined;
      const { rows } = await sql<Row>`select * from ${table} where id = ${id}`.execute(db);
      return rows[0] && toRecord(rows[0]);
    },

    async list(options: ListOptions) {
      const where: RawBuilder<unknown>[] = [sql`true`];
      for (const [name, v] of Object.entries(options.filters ?? {})) {
        where.push(v === null ? sql`${column(name)} is null` : sql`${column(name)}::text = ${String(v)}`);
      }
      if (options.search && options.search.text.trim() !== '' && options.search.fields.length > 0) {
        const pattern = containsPattern(options.search.text.trim());
        where.push(
          sql`(${sql.join(
            options.search.fields.map((f) => sql`${column(f)} ilike ${pattern}`),
            sql` or `,
          )})`,
        );
      }
      const condition = sql.join(where, sql` and `);
      const order = options.order === 'desc' ? sql`desc` : sql`asc`;
      const sortColumn = column(options.sort ?? 'created_at');
      const [{ rows: count }, { rows }] = await Promise.all([
        sql<{ total: string }>`select count(*) as total from ${table} where ${condition}`.execute(db),
        sql<Row>`select * from ${table} where ${condition} order by ${sortColumn} ${order} nulls last, id limit ${options.limit ?? 1000} offset ${options.offset ?? 0}`.execute(db),
      ]);
      return { items: rows.map(toRecord), total: Number(count[0]?.total ?? 0) };
    },

    async insert(data) {
      const names = spec.columns.filter((c) => data[c] !== undefined);
      const { rows } = await sql<Row>`insert into ${table} (${sql.join(names.map((c) => sql.ref(c)))}) values (${sql.join(names.map((c) => value(c, data[c])))}) returning *`.execute(db);
      return toRecord(rows[0]!);
    },

    async update(id, data) {
      if (!idOk(id)) return undefined;
      const names = spec.columns.filter((c) => data[c] !== undefined);
      const sets = names.map((c) => sql`${sql.ref(c)} = ${value(c, data[c])}`);
      if (spec.updatedAt) sets.push(sql`${sql.ref(spec.updatedAt)} = now()`);
      const { rows } = await sql<Row>`update ${table} set ${sql.join(sets)} where id = ${id} returning *`.execute(db);
      return rows[0] && toRecord(rows[0]);
    },

    async remove(id) {
      if (!idOk(id)) return false;
      const result = await sql`delete from ${table} where id = ${id}`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },

    inUse: spec.usedBy
      ? async (id) => {
          if (!idOk(id)) return null;
          const { table: by, column: col, message } = spec.usedBy!;
          const { rows } = await sql`select 1 from ${sql.table(by)} where ${sql.ref(col)} = ${id} limit 1`.execute(db);
          return rows.length > 0 ? message : null;
        }
      : undefined,
  };
}

export const tableSources = {
  symptoms: (db: Kysely<Database>) =>
    tableSource(db, {
      table: 'symptoms',
      id: 'serial',
      columns: ['name', 'sort_order', 'active'],
      usedBy: { table: 'user_symptom_logs', column: 'symptom_id', message: 'Members have logged this symptom; set active to false to hide it instead' },
    }),
  tasks: (db: Kysely<Database>) =>
    tableSource(db, {
      table: 'daily_tasks',
      id: 'serial',
      columns: ['name', 'display', 'star_value', 'page_type', 'page_id', 'page_url', 'position', 'active'],
      usedBy: { table: 'user_daily_tasks', column: 'task_id', message: 'Members have had this task; set active to false to stop giving it instead' },
    }),
  milestones: (db: Kysely<Database>) =>
    tableSource(db, {
      table: 'milestones',
      id: 'serial',
      columns: ['kind', 'name', 'icon', 'duration_interval', 'duration', 'event_title', 'event_image'],
      usedBy: { table: 'user_milestones', column: 'milestone_id', message: 'Members follow this milestone; it cannot be deleted' },
    }),
  user: (db: Kysely<Database>) =>
    tableSource(db, {
      table: 'users',
      id: 'uuid',
      columns: ['email', 'verified', 'star_balance', 'profile'],
      jsonColumns: ['profile'],
      refuseInsert: 'Members create their own accounts (their keys are made in their browser); an admin can edit or delete one',
    }),
} as const;
