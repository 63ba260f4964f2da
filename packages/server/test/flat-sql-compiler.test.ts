// docs/decisions/0060-statements-prepared-and-built-once.md: statements are compiled into flat strings; the text and the
// parameters must be exactly what Kysely's own PostgreSQL compiler writes.
import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql, type Compilable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../src/db/schema.js';
import { FlatSqlPostgresDialect } from '../src/db/flat-sql-compiler.js';

// Compiling needs no connection: the pool is never asked for one.
const pool = {} as never;
const stock = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
const flat = new Kysely<Database>({ dialect: new FlatSqlPostgresDialect({ pool }) });

const queries: [string, (db: Kysely<Database>) => Compilable][] = [
  [
    'select with joins, in-lists, order, limit',
    (db) =>
      db
        .selectFrom('users')
        .innerJoin('accounts', 'accounts.user_id', 'users.id')
        .leftJoin('user_sessions', 'user_sessions.user_id', 'users.id')
        .select(['users.id', 'users.email', 'accounts.key_salt', 'user_sessions.kit_id'])
        .where('users.id', '=', 'u1')
        .where('users.email', 'in', ['a', 'b', 'c'])
        .orderBy('users.created_at', 'desc')
        .limit(3)
        .offset(6),
  ],
  [
    'subqueries, exists, json helper, raw fragments',
    (db) =>
      db
        .selectFrom('users')
        .select((eb) => [
          'users.profile',
          jsonArrayFrom(eb.selectFrom('user_goals').select(['user_goals.name', 'user_goals.value']).where('user_goals.user_id', '=', 'u1')).as('goals'),
          sql<string[]>`array(select a_id::text from links where kind = 'program_user' and b_id = ${'u1'} and is_active)`.as('programs'),
        ])
        .where(({ exists, selectFrom }) => exists(selectFrom('links').select('a_id').where('kind', '=', 'program_user'))),
  ],
  [
    'insert, on conflict, returning',
    (db) =>
      db
        .insertInto('user_goals')
        .values({ user_id: 'u1', name: 'GoalStepCount', value: 10 })
        .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value: 11 }))
        .returningAll(),
  ],
  ['update and delete', (db) => db.updateTable('users').set({ verified: true, star_balance: 3 }).where('id', '=', 'u1').returning('id')],
  ['delete', (db) => db.deleteFrom('links').where('kind', '=', 'program_user').where('b_id', '=', 'u1')],
  [
    'CTE',
    (db) =>
      db
        .with('mine', (q) => q.selectFrom('links').select('a_id').where('b_id', '=', 'u1'))
        .selectFrom('mine')
        .selectAll(),
  ],
];

describe('FlatSqlCompiler (db/flat-sql-compiler.ts)', () => {
  for (const [name, build] of queries) {
    it(`writes what Kysely's compiler writes: ${name}`, () => {
      const expected = build(stock).compile();
      const actual = build(flat).compile();
      expect(actual.sql).toBe(expected.sql);
      expect(actual.parameters).toEqual(expected.parameters);
    });
  }

  it('starts every statement afresh, one after another on the same instance', () => {
    const first = flat.selectFrom('users').select('id').where('id', '=', 'a').compile();
    const second = flat.selectFrom('links').select('a_id').compile();
    expect(first.sql).toBe('select "id" from "users" where "id" = $1');
    expect(second.sql).toBe('select "a_id" from "links"');
  });
});
