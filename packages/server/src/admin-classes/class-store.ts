import { sql, type Kysely } from 'kysely';
import type { Classkey } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { containsPattern } from '../db/like-pattern.js';
import { isUuid } from '../db/uuid.js';
import { classCacheOf } from '../db/connect.js';

/** One record of a generic administration class as stored (spec 000 §7.1). */
export interface ClassRecord<T extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  classkey: Classkey;
  data: T;
  created_at: Date;
  updated_at: Date;
}

export type FilterValue = string | number | boolean | null;

export interface ListOptions {
  /** Equality on top-level JSON fields (by containment, filterDocuments); arrays match when they contain the value, text matches the number or boolean it spells. */
  filters?: Readonly<Record<string, FilterValue>>;
  /** Case-insensitive substring over the given JSON fields. */
  search?: { text: string; fields: readonly string[] };
  /** A top-level JSON field, or 'created_at' / 'updated_at'. Default created_at. */
  sort?: string;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export interface ClassStore {
  get<T extends Record<string, unknown>>(classkey: Classkey, id: string): Promise<ClassRecord<T> | undefined>;
  /** Several records by id in one query, by id (ids with no record, or not UUIDs, are absent). */
  getMany<T extends Record<string, unknown>>(classkey: Classkey, ids: readonly string[]): Promise<Map<string, ClassRecord<T>>>;
  list<T extends Record<string, unknown>>(classkey: Classkey, options?: ListOptions): Promise<{ items: ClassRecord<T>[]; total: number }>;
  insert<T extends Record<string, unknown>>(classkey: Classkey, data: T): Promise<ClassRecord<T>>;
  /** Replaces the record's data; undefined when there is no such record. */
  update<T extends Record<string, unknown>>(classkey: Classkey, id: string, data: T): Promise<ClassRecord<T> | undefined>;
  remove(classkey: Classkey, id: string): Promise<boolean>;
}

/** JSON field names are interpolated as literals; restrict them to identifiers all the same. */
const FIELD = /^[a-z_][a-z0-9_]*$/i;

function field(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Not a field name: ${name}`);
  return name;
}

/**
 * The JSON documents a record matches a filter by, as containment (`data @> doc`), which the GIN
 * index on `data` (jsonb_path_ops) answers: the field equal to the value, or an array field holding
 * it; and the same for the value's twin of the other type, so a filter given as text matches a
 * stored number or boolean ('5' and 5, 'true' and true) and the other way round. A filter written
 * on `data->field` instead reads every record of the class: the member's consents were read that
 * way on every page of the client area, all members' at once.
 */
function filterDocuments(key: string, value: string | number | boolean): string[] {
  const values = [value];
  if (typeof value !== 'string') values.push(String(value));
  else {
    const twin = parsedScalar(value);
    if (twin !== undefined) values.push(twin);
  }
  return values.flatMap((v) => [JSON.stringify({ [key]: v }), JSON.stringify({ [key]: [v] })]);
}

/** The number or boolean a text spells exactly as JSON writes it ('5', 'true'), or undefined. */
function parsedScalar(text: string): number | boolean | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return (typeof parsed === 'number' || typeof parsed === 'boolean') && JSON.stringify(parsed) === text ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const stores = new WeakMap<Kysely<Database>, ClassStore>();

/**
 * Storage for the generic administration classes that have no table of their own: JSON records in
 * `class_records`, keyed by class. Callers validate `data` against the class's contract schema
 * before writing; the store only stores. Ids that are not UUIDs find nothing (rather than a 500).
 * One store per database or transaction: it keeps nothing but `db`, and most calls ask for it.
 */
export function createClassStore(db: Kysely<Database>): ClassStore {
  let store = stores.get(db);
  if (!store) {
    store = makeClassStore(db);
    stores.set(db, store);
  }
  return store;
}

function makeClassStore(db: Kysely<Database>): ClassStore {
  const toRecord = <T extends Record<string, unknown>>(row: { id: string; classkey: string; data: Record<string, unknown>; created_at: Date; updated_at: Date }): ClassRecord<T> => ({
    id: row.id,
    classkey: row.classkey as Classkey,
    data: row.data as T,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  // Reads outside a transaction are remembered until the class changes (class-cache.ts).
  const cache = classCacheOf(db as Kysely<Database>);
  const remembered = <R>(classkey: Classkey, key: string, load: () => Promise<R>): Promise<R> => (cache ? cache.read(classkey, key, load) : load());

  const store: ClassStore = {
    async get<T extends Record<string, unknown>>(classkey: Classkey, id: string) {
      if (!isUuid(id)) return undefined;
      return remembered(classkey, `get:${id}`, () => getFromDb<T>(classkey, id));
    },
    async getMany<T extends Record<string, unknown>>(classkey: Classkey, ids: readonly string[]) {
      const wanted = [...new Set(ids.filter(isUuid))];
      if (wanted.length === 0) return new Map<string, ClassRecord<T>>();
      return remembered(classkey, `getMany:${wanted.join(',')}`, () => getManyFromDb<T>(classkey, wanted));
    },
    async list<T extends Record<string, unknown>>(classkey: Classkey, options: ListOptions = {}) {
      return remembered(classkey, `list:${JSON.stringify(options)}`, () => listFromDb<T>(classkey, options));
    },
    insert: (classkey, data) => insert(classkey, data),
    update: (classkey, id, data) => update(classkey, id, data),
    remove: (classkey, id) => remove(classkey, id),
  };

  async function getFromDb<T extends Record<string, unknown>>(classkey: Classkey, id: string) {
    const row = await db.selectFrom('class_records').selectAll().where('classkey', '=', classkey).where('id', '=', id).executeTakeFirst();
    return row && toRecord<T>(row);
  }

  async function getManyFromDb<T extends Record<string, unknown>>(classkey: Classkey, wanted: string[]) {
    const found = new Map<string, ClassRecord<T>>();
    const rows = await db.selectFrom('class_records').selectAll().where('classkey', '=', classkey).where('id', 'in', wanted).execute();
    for (const row of rows) found.set(row.id, toRecord<T>(row));
    return found;
  }

  async function listFromDb<T extends Record<string, unknown>>(classkey: Classkey, options: ListOptions) {
    let query = db.selectFrom('class_records').where('classkey', '=', classkey);
    for (const [name, value] of Object.entries(options.filters ?? {})) {
      const key = field(name);
      query =
        value === null
          ? query.where(sql<boolean>`(data->${key}) is null or data->${key} = 'null'::jsonb`)
          : query.where(
              sql<boolean>`(${sql.join(
                filterDocuments(key, value).map((doc) => sql`data @> ${doc}::jsonb`),
                sql` or `,
              )})`,
            );
    }
    if (options.search && options.search.text.trim() !== '' && options.search.fields.length > 0) {
      const pattern = containsPattern(options.search.text.trim());
      const any = sql.join(
        options.search.fields.map((name) => sql`data->>${field(name)} ilike ${pattern}`),
        sql` or `,
      );
      query = query.where(sql<boolean>`(${any})`);
    }
    const order = options.order === 'desc' ? sql`desc` : sql`asc`;
    const sort = options.sort ?? 'created_at';
    const orderBy =
      sort === 'created_at' || sort === 'updated_at'
        ? sql`${sql.ref(sort)} ${order}`
        : // Numbers sort as numbers, text without regard to case (what a person sorting a column expects).
          sql`case when jsonb_typeof(data->${field(sort)}) = 'number' then (data->>${field(sort)})::numeric end ${order} nulls last, lower(data->>${field(sort)}) ${order} nulls last`;
    const offset = options.offset ?? 0;
    // The total rides along on every row (one query, not two); only a page past the end needs its own count.
    const rows = await query
      .selectAll()
      .select(sql<string>`count(*) over ()`.as('total'))
      .orderBy(orderBy)
      .orderBy('id')
      .limit(options.limit ?? 1000)
      .offset(offset)
      .execute();
    const total = rows.length > 0 ? rows[0]!.total : offset === 0 ? '0' : (await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total;
    return { items: rows.map((row) => toRecord<T>(row)), total: Number(total) };
  }

  async function insert<T extends Record<string, unknown>>(classkey: Classkey, data: T) {
    const row = await db
      .insertInto('class_records')
      .values({ classkey, data: JSON.stringify(data) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord<T>(row);
  }

  async function update<T extends Record<string, unknown>>(classkey: Classkey, id: string, data: T) {
    if (!isUuid(id)) return undefined;
    const row = await db
      .updateTable('class_records')
      .set({ data: JSON.stringify(data), updated_at: new Date() })
      .where('classkey', '=', classkey)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toRecord<T>(row);
  }

  async function remove(classkey: Classkey, id: string) {
    if (!isUuid(id)) return false;
    const result = await db.deleteFrom('class_records').where('classkey', '=', classkey).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  return store;
}
