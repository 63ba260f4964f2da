import type { Compilable, CompiledQuery, Kysely, QueryResult, RawBuilder, RootOperationNode } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.js';
import { poolOf } from './connect.js';
import { writesClassRecords } from '../admin-classes/class-cache.js';
import { mayEndSessions } from '../auth/session-cache.js';

/**
 * A statement Kysely builds and compiles once per shape, then runs with each call's values
 * (docs/decisions/0060-statements-prepared-and-built-once.md): building a statement through Kysely's builders
 * (frozen nodes cloned at every method) and compiling it was about 14 % of the server's CPU under
 * the dashboard mix, for texts that never change between calls. Hot reads are written as
 *
 *   const lastHydration = preparedQuery((db, p: { userId: string; day: string }) =>
 *     db.selectFrom('user_hydration').select('total_ounces').where('user_id', '=', p.userId).where('day', '=', p.day));
 *   const row = await lastHydration.first(ctx.db, { userId: user.id, day });
 *
 * (or a whole `sql` template: `preparedQuery((_db, p: …) => sql<Row>`select … ${p.x}`)`).
 *
 * The build gets stand-ins for the values (an array's elements each get one, so `in (…)` works,
 * and so do arrays of arrays; each array length is a shape of its own, MAX_SHAPES at most, then
 * the statement is built per call). It must put every value into the statement as a value and
 * nothing else: a build that reads one (a condition on it, a text made of it) would fix one call's
 * value into every call's statement; reading a stand-in as text or a number throws, and a value
 * that does not reach the statement's parameters is refused when it is compiled. Statements that
 * write class_records, or may end sessions, are refused too: the caches' plugins must see each of
 * them as it is compiled (admin-classes/class-cache.ts, auth/session-cache.ts).
 */
export interface PreparedQuery<P, R> {
  /** The rows. */
  rows(db: Kysely<Database>, params: P): Promise<R[]>;
  /** The first row, or undefined. */
  first(db: Kysely<Database>, params: P): Promise<R | undefined>;
  /** The whole result (numAffectedRows of an update without returning). */
  run(db: Kysely<Database>, params: P): Promise<QueryResult<R>>;
}

/** A value's place in a prepared statement: the key of the call's params, and its element in that array (and in the array within it…; [] for the value itself). */
class Slot {
  constructor(
    readonly key: string,
    readonly path: readonly number[],
  ) {}

  [Symbol.toPrimitive](): never {
    throw new Error(`preparedQuery: the build read the value of '${this.key}'; pass it to the statement as a value`);
  }
}

/** Shapes remembered per prepared query: past this many (arrays of ever new lengths), a new shape is built for its call only. */
export const MAX_SHAPES = 100;

interface Template {
  sql: string;
  query: RootOperationNode;
  queryId: CompiledQuery['queryId'];
  /** Each parameter: a slot (the call's value) or a constant of the build. */
  parameters: readonly unknown[];
}

export function preparedQuery<P extends object, R>(build: (db: Kysely<Database>, params: P) => Compilable<R> | RawBuilder<R>): PreparedQuery<P, R> {
  const templates = new Map<string, Template>();

  const templateFor = (db: Kysely<Database>, params: P): Template => {
    const shape = shapeOf(params);
    const known = templates.get(shape);
    if (known) return known;
    const read = new Set<Slot>();
    const standIn = (value: unknown, key: string, path: number[]): unknown => {
      if (Array.isArray(value)) return value.map((element, index) => standIn(element, key, [...path, index]));
      const slot = new Slot(key, path);
      read.add(slot);
      return slot;
    };
    const standIns = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, standIn(value, key, [])])) as P;
    const built = build(db, standIns);
    // A whole `sql` template compiles against the database; a query builder knows its own.
    const compiled = 'isRawBuilder' in built ? built.compile(db) : built.compile();
    const used = new Set(compiled.parameters.filter((value) => value instanceof Slot));
    const unused = [...read].filter((slot) => !used.has(slot));
    if (unused.length > 0) throw new Error(`preparedQuery: ${unused.map((slot) => `'${slot.key}'`).join(', ')} did not reach the statement as a value`);
    if (writesClassRecords(compiled.query)) throw new Error('preparedQuery: a statement writing class_records must be built on every call (the class cache watches them)');
    if (mayEndSessions(compiled.query)) throw new Error('preparedQuery: a statement that may end sessions must be built on every call (the session cache watches them)');
    const template: Template = { sql: compiled.sql, query: compiled.query, queryId: compiled.queryId, parameters: compiled.parameters };
    if (templates.size < MAX_SHAPES) templates.set(shape, template);
    return template;
  };

  const run = async (db: Kysely<Database>, params: P): Promise<QueryResult<R>> => {
    const template = templateFor(db, params);
    const values = params as Record<string, unknown>;
    const parameters = template.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      let given = values[value.key];
      for (const index of value.path) given = (given as unknown[])[index];
      return given;
    });
    const pool = db.isTransaction ? undefined : poolOf(db);
    if (pool) return runOnPool<R>(pool, template.sql, parameters);
    return db.executeQuery<R>({ sql: template.sql, query: template.query, queryId: template.queryId, parameters });
  };

  return {
    run,
    rows: async (db, params) => (await run(db, params)).rows,
    first: async (db, params) => (await run(db, params)).rows[0],
  };
}

/**
 * A compiled statement on the pool itself, outside a transaction: what Kysely's executor does for
 * it (take a connection, run, give it back, the answer in Kysely's shape) without its layers of
 * promises and wrappers (7 % of the server's allocations under the dashboard mix). The class
 * cache's plugin, the only one, passes results through as they are.
 */
async function runOnPool<R>(pool: pg.Pool, sql: string, parameters: unknown[]): Promise<QueryResult<R>> {
  const client = await pool.connect();
  try {
    const { command, rowCount, rows } = await client.query(sql, parameters);
    const changed = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return { rows: rows as R[], numAffectedRows: changed ? BigInt(rowCount ?? 0) : undefined };
  } finally {
    client.release();
  }
}

/** The statement's shape: the length of each array among the values, and of the arrays within them ('' when none is an array). */
function shapeOf(params: object): string {
  let shape = '';
  for (const key in params) {
    const value = (params as Record<string, unknown>)[key];
    if (Array.isArray(value)) shape += `${key}${lengths(value)};`;
  }
  return shape;
}

function lengths(value: unknown[]): string {
  let inner = '';
  for (const element of value) if (Array.isArray(element)) inner += lengths(element);
  return `[${value.length}${inner}]`;
}
