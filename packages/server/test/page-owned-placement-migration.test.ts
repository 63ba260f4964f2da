// Migration 0038: where a widget sits becomes the page's alone. Before it, the member's page placed
// the widgets its layout listed by each widget's own area and order; the migration writes that
// placement into every page's layout (so members see what they saw), gives every layout spec 001
// §2's "lower row of low widgets" (low_widgets), and removes the widgets' area and order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase } from './helpers/test-server.js';
import { migrations } from '../src/db/migrations/index.js';
import { migrateToLatest } from '../src/db/migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: the rows are written in the schema before migration 0038
let db: Kysely<any>;
let drop: () => Promise<void>;
const ids = { moved: '', first: '', second: '', lite: '', unplaced: '', gone: '00000000-0000-4000-8000-00000000dead', home: '', other: '', textLayout: '' };

const record = async (classkey: string, data: Record<string, unknown>) =>
  (
    await db
      .insertInto('class_records')
      .values({ classkey, data: JSON.stringify(data), created_at: new Date(), updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id as string;
const dataOf = async (id: string) => (await db.selectFrom('class_records').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data as Record<string, unknown>;
const widget = (name: string, area: string, order: number) => ({ name, type: 'custom', area, order, width: 'half', content_display: 'default', cta_type: 'button', cta_url_type: 'none' });

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateTo('0030_server_sealed_originals');
  expect(error).toBeUndefined();

  // 'Moved' is listed in the regular widgets, but a later save of another page (or the widgets
  // batch update) set its own area to main_content: members saw it in the main content.
  ids.moved = await record('widgets', widget('Moved', 'main_content', 3));
  // Listed in one order, shown in the widgets' order.
  ids.first = await record('widgets', widget('First', 'regular_widgets', 0));
  ids.second = await record('widgets', widget('Second', 'regular_widgets', 1));
  ids.lite = await record('widgets', widget('Lite', 'lite_widgets', 0));
  ids.unplaced = await record('widgets', widget('On no page', 'main_content', 0));
  ids.home = await record('pages', {
    title: 'Home',
    slug: 'home',
    parent_slug: null,
    content_display: 'default',
    programs: [],
    layout: { lite_widgets: [ids.lite], main_content: [], regular_widgets: [ids.second, ids.moved, ids.gone, ids.first], daily_journal: [] },
  });
  ids.other = await record('pages', {
    title: 'Other',
    slug: 'other',
    parent_slug: null,
    content_display: 'default',
    programs: [],
    layout: { lite_widgets: [], main_content: [ids.moved], regular_widgets: [ids.first], daily_journal: [] },
  });
  ids.textLayout = await record('pages', { title: 'Old', slug: 'old', parent_slug: null, content_display: 'default', programs: [], layout: JSON.stringify({ regular_widgets: [ids.lite] }) });
  await migrateToLatest(db);
}, 120_000);

afterAll(async () => {
  await drop?.();
});

describe('migration 0038: placement moves from the widgets into the pages’ layouts', () => {
  it("writes into each page's layout the areas and order its members were shown, with an empty low row", async () => {
    expect((await dataOf(ids.home)).layout).toEqual({
      lite_widgets: [ids.lite],
      main_content: [ids.moved],
      regular_widgets: [ids.first, ids.second, ids.gone],
      daily_journal: [],
      low_widgets: [],
    });
    expect((await dataOf(ids.other)).layout).toEqual({ lite_widgets: [], main_content: [ids.moved], regular_widgets: [ids.first], daily_journal: [], low_widgets: [] });
    // A layout stored as JSON text is read too.
    expect((await dataOf(ids.textLayout)).layout).toEqual({ lite_widgets: [ids.lite], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] });
  });

  it('keeps the rest of every page and widget, without the widgets’ area and order', async () => {
    expect(await dataOf(ids.home)).toMatchObject({ title: 'Home', slug: 'home', parent_slug: null, content_display: 'default', programs: [] });
    for (const id of [ids.moved, ids.first, ids.second, ids.lite, ids.unplaced]) {
      const data = await dataOf(id);
      expect(data).not.toHaveProperty('area');
      expect(data).not.toHaveProperty('order');
      expect(data).toMatchObject({ type: 'custom', width: 'half', cta_type: 'button' });
    }
    const left = await sql<{ n: number }>`select count(*)::int as n from class_records where classkey = 'widgets' and (data ? 'area' or data ? 'order')`.execute(db);
    expect(left.rows[0].n).toBe(0);
  });
});
