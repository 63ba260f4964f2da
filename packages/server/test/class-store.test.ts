import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PERMISSIONS } from '@healthdeck/contract';
import { createClassStore, type ClassStore } from '../src/admin-classes/class-store.js';
import { createTestDatabase } from './helpers/test-server.js';
import { indexesAnswering, recordingQueries } from './helpers/query-plan.js';

describe('class store (spec 000 §7.1 generic administration records)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: ClassStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createClassStore(database.db);
  });
  afterAll(() => database.drop());

  it('inserts, reads, replaces and deletes a record of one class without touching another class', async () => {
    const tip = await store.insert('healthtips', { title: 'Drink water', body: 'Eight glasses' });
    expect(await store.get('faq', tip.id)).toBeUndefined();
    expect((await store.get('healthtips', tip.id))?.data).toEqual({ title: 'Drink water', body: 'Eight glasses' });
    const updated = await store.update('healthtips', tip.id, { title: 'Walk', body: 'Daily' });
    expect(updated?.data.title).toBe('Walk');
    expect(updated!.updated_at.getTime()).toBeGreaterThanOrEqual(tip.updated_at.getTime());
    expect(await store.remove('faq', tip.id)).toBe(false);
    expect(await store.remove('healthtips', tip.id)).toBe(true);
    expect(await store.get('healthtips', tip.id)).toBeUndefined();
  });

  it('filters on scalar and array fields, searches text, sorts and pages with the total', async () => {
    for (const [name, programs, active] of [
      ['Alpha', ['p1'], true],
      ['beta', ['p1', 'p2'], false],
      ['Gamma', ['p2'], true],
    ] as const) {
      await store.insert('legalagreements', { name, programs: [...programs], required: active });
    }
    const inP1 = await store.list('legalagreements', { filters: { programs: 'p1' }, sort: 'name', order: 'asc' });
    expect(inP1.items.map((r) => r.data.name)).toEqual(['Alpha', 'beta']);
    expect((await store.list('legalagreements', { filters: { required: true } })).total).toBe(2);
    expect((await store.list('legalagreements', { search: { text: 'AMM', fields: ['name'] } })).items.map((r) => r.data.name)).toEqual(['Gamma']);
    const page = await store.list('legalagreements', { sort: 'name', order: 'desc', limit: 1, offset: 1 });
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.data.name)).toEqual(['beta']);
    // The total still counts every match on a page past the end, and on an empty class.
    expect(await store.list('legalagreements', { limit: 10, offset: 10 })).toEqual({ items: [], total: 3 });
    expect(await store.list('faq', { filters: { question: 'none' } })).toEqual({ items: [], total: 0 });
  });

  it('matches a filter given as text to a stored number or boolean, and the other way round', async () => {
    await store.insert('faq', { question: 'Typed', order: 5, published: true });
    await store.insert('faq', { question: 'Texts', order: '7', published: 'false' });
    const questions = async (filters: Record<string, string | number | boolean>) => (await store.list('faq', { filters })).items.map((r) => r.data.question);
    expect(await questions({ order: '5' })).toEqual(['Typed']);
    expect(await questions({ order: 5 })).toEqual(['Typed']);
    expect(await questions({ order: 7 })).toEqual(['Texts']);
    expect(await questions({ published: 'true' })).toEqual(['Typed']);
    expect(await questions({ published: false })).toEqual(['Texts']);
    expect(await questions({ order: '5.0' })).toEqual([]);
  });

  it("filters one member's records of a class with a condition the index on data answers", async () => {
    // Every member's consents share one class: a filter the index cannot answer reads them all (it did, on every client page).
    const member = randomUUID();
    await sql`insert into class_records (classkey, data) select 'legal_consents', jsonb_build_object('user_id', gen_random_uuid()::text) from generate_series(1, 200)`.execute(database.db);
    await store.insert('legal_consents', { user_id: member, accepted: true });
    const recording = recordingQueries(database.db);
    const { items } = await createClassStore(recording.db).list('legal_consents', { filters: { user_id: member } });
    expect(items.map((r) => r.data.user_id)).toEqual([member]);
    expect(await indexesAnswering(database.db, recording.queries.at(-1)!, ['class_records_classkey_idx'])).toContain('class_records_data_idx');
  });

  it('treats a malformed id as not found and refuses a field name that is not an identifier', async () => {
    expect(await store.get('faq', 'not-a-uuid')).toBeUndefined();
    expect(await store.update('faq', '1; drop table users', {})).toBeUndefined();
    await expect(store.list('faq', { sort: "name'; drop" })).rejects.toThrow('Not a field name');
  });

  it('grants the admin role every contract permission after migrating', async () => {
    const granted = await database.db
      .selectFrom('role_permissions as rp')
      .innerJoin('roles as r', 'r.id', 'rp.role_id')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .where('r.name', '=', 'admin')
      .select('p.name')
      .execute();
    expect(granted.map((g) => g.name).sort()).toEqual([...PERMISSIONS].sort());
  });
});
