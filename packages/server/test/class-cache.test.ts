// docs/decisions/0059-class-read-cache.md: the administration classes' reads are
// remembered per process and forgotten on every committed change, from this process or another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { copyOf } from '../src/admin-classes/class-cache.js';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { classCacheOf, connectDatabase } from '../src/db/connect.js';
import type { Database } from '../src/db/schema.js';
import { createTestDatabase } from './helpers/test-server.js';

async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('remembered class reads (class-cache.ts)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** A second "process": its own pool, cache and listener on the same database. */
  let other: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = connectDatabase(database.url, 2, { quiet: true });
    await until(async () => Boolean(classCacheOf(database.db)?.active && classCacheOf(other)?.active));
  });
  afterAll(async () => {
    await other.destroy();
    await database.drop();
  });

  it('answers a repeated read without PostgreSQL, as a copy the caller may change', async () => {
    const store = createClassStore(database.db);
    await store.insert('healthtips', { title: 'Drink water', is_active: true });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past this process's own-write window
    const first = await store.list('healthtips', { filters: { is_active: true } });
    first.items[0]!.data.title = 'changed by a caller';
    // Changed behind the cache's back (the trigger off for this one change): a remembered read still
    // answers the old title, which shows it did not ask PostgreSQL.
    await database.db.transaction().execute(async (trx) => {
      await sql`alter table class_records disable trigger class_records_changed`.execute(trx);
      await sql`update class_records set data = jsonb_set(data, '{title}', '"changed in SQL"') where classkey = 'healthtips'`.execute(trx);
      await sql`alter table class_records enable trigger class_records_changed`.execute(trx);
    });
    const again = await store.list('healthtips', { filters: { is_active: true } });
    expect(again.items.map((r) => r.data.title)).toEqual(['Drink water']);
    expect(again.items[0]!.created_at).toBeInstanceOf(Date);
    // Any change to the class, here another record, makes it read PostgreSQL again.
    await store.insert('healthtips', { title: 'Walk', is_active: false });
    expect((await store.list('healthtips', { filters: { is_active: true } })).items.map((r) => r.data.title)).toEqual(['changed in SQL']);
  });

  it("sees this process's own write at once, inside a transaction once committed, and never a rolled-back one", async () => {
    const store = createClassStore(database.db);
    const tip = await store.insert('faq', { question: 'Q1' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await store.get('faq', tip.id))?.data).toEqual({ question: 'Q1' });
    await store.update('faq', tip.id, { question: 'Q2' });
    expect((await store.get('faq', tip.id))?.data).toEqual({ question: 'Q2' });
    await database.db.transaction().execute(async (trx) => {
      await createClassStore(trx).update('faq', tip.id, { question: 'Q3' });
    });
    expect((await store.get('faq', tip.id))?.data).toEqual({ question: 'Q3' });
    await database.db
      .transaction()
      .execute(async (trx) => {
        await createClassStore(trx).update('faq', tip.id, { question: 'never' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await store.get('faq', tip.id))?.data).toEqual({ question: 'Q3' });
  });

  it("sees another process's write (and a write by hand in SQL) within moments", async () => {
    const here = createClassStore(database.db);
    const there = createClassStore(other);
    const record = await there.insert('featureflag', { name: 'beta', enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await here.get('featureflag', record.id))?.data).toEqual({ name: 'beta', enabled: false });
    await there.update('featureflag', record.id, { name: 'beta', enabled: true });
    await until(async () => (await here.get('featureflag', record.id))?.data.enabled === true, 2_000);
    await sql`update class_records set data = ${JSON.stringify({ name: 'beta', enabled: false })}::jsonb where id = ${record.id}`.execute(other);
    await until(async () => (await here.get('featureflag', record.id))?.data.enabled === false, 2_000);
    await there.remove('featureflag', record.id);
    await until(async () => (await here.get('featureflag', record.id)) === undefined, 2_000);
  });

  it('remembers nothing while the listening connection is down', async () => {
    const db = connectDatabase(database.url, 2, { quiet: true });
    const cache = classCacheOf(db)!;
    await until(async () => cache.active);
    await db.destroy();
    expect(cache.active).toBe(false);
  });
});

describe('copyOf (class-cache.ts): the copies remembered reads hand out', () => {
  it("answers what structuredClone would for the class store's answers, sharing nothing with the original", () => {
    const record = {
      id: 'a',
      classkey: 'widgets',
      data: { title: 'T', order: 2, tags: ['x', { y: null }], nested: { deep: [1, 2, 3] }, flag: false },
      created_at: new Date(1_000),
      updated_at: new Date(2_000),
    };
    const answers = [record, { items: [record], total: 1 }, new Map([['a', record]]), null, 'text', 3, [record, undefined]];
    for (const value of answers) {
      const copy = copyOf(value);
      expect(copy).toEqual(structuredClone(value));
      if (value !== null && typeof value === 'object') expect(copy).not.toBe(value);
    }
    const copy = copyOf(record);
    copy.data.tags.push('z');
    copy.created_at.setTime(5);
    expect(record.data.tags).toHaveLength(2);
    expect(record.created_at.getTime()).toBe(1_000);
    const map = copyOf(new Map([['a', record]]));
    expect(map.get('a')).not.toBe(record);
  });

  it('keeps a JSON "__proto__" key as an own property, never as the copy\'s prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = copyOf(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect(copy).toEqual(structuredClone(parsed));
  });
});
