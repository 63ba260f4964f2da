// Migration 0045: layouts are published, not saved (decision 0096). Every page's layout as it stands
// becomes its version 1 (published by nobody known, at the page's last change), so the history
// starts from what members see and the first publish is version 2; no page has a draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase } from './helpers/test-server.js';
import { migrations } from '../src/db/migrations/index.js';
import { migrateToLatest } from '../src/db/migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: the rows are written in the schema before migration 0045
let db: Kysely<any>;
let drop: () => Promise<void>;
const ids = { home: '', bare: '', widget: '' };
const changedAt = new Date('2026-11-02T09:30:00.000Z');
const layout = (regular: string[]) => ({ lite_widgets: [], main_content: [], regular_widgets: regular, daily_journal: [], low_widgets: [] });

const record = async (classkey: string, data: Record<string, unknown>) =>
  (
    await db
      .insertInto('class_records')
      .values({ classkey, data: JSON.stringify(data), created_at: changedAt, updated_at: changedAt })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id as string;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateTo('0038_page_owned_placement');
  expect(error).toBeUndefined();
  ids.widget = await record('widgets', { name: 'Tip', type: 'text', width: 'half', content_display: 'default', cta_type: 'button', cta_url_type: 'none' });
  ids.home = await record('pages', { title: 'Home', slug: 'home', parent_slug: null, content_display: 'default', programs: [], layout: layout([ids.widget]) });
  // A page whose layout was never set.
  ids.bare = await record('pages', { title: 'Bare', slug: 'bare', parent_slug: null, content_display: 'default', programs: [] });
  await migrateToLatest(db);
});
afterAll(async () => {
  await drop();
});

describe('migration 0045 page layout versions', () => {
  it("makes each page's layout its version 1, by nobody known, at the page's last change; no drafts", async () => {
    const versions = await db.selectFrom('page_layout_versions').selectAll().orderBy('page_id').execute();
    expect(versions).toHaveLength(2);
    const home = versions.find((v) => v.page_id === ids.home);
    expect(home).toMatchObject({ version: 1, layout: layout([ids.widget]), published_by: null, restored_from: null });
    expect(new Date(home?.published_at).toISOString()).toBe(changedAt.toISOString());
    expect(versions.find((v) => v.page_id === ids.bare)).toMatchObject({ version: 1, layout: layout([]) });
    expect((await sql<{ n: number }>`select count(*)::int as n from page_layout_drafts`.execute(db)).rows[0]?.n).toBe(0);
  });

  it('keeps versions with their page: a deleted page takes its versions and draft with it; a version number is unique per page', async () => {
    await db
      .insertInto('page_layout_drafts')
      .values({ page_id: ids.bare, layout: JSON.stringify(layout([])), base_version: 1 })
      .execute();
    await expect(
      db
        .insertInto('page_layout_versions')
        .values({ page_id: ids.home, version: 1, layout: JSON.stringify(layout([])) })
        .execute(),
    ).rejects.toThrow(/duplicate key/);
    await db.deleteFrom('class_records').where('id', '=', ids.bare).execute();
    expect(await db.selectFrom('page_layout_versions').select('page_id').where('page_id', '=', ids.bare).execute()).toEqual([]);
    expect(await db.selectFrom('page_layout_drafts').select('page_id').where('page_id', '=', ids.bare).execute()).toEqual([]);
  });
});
