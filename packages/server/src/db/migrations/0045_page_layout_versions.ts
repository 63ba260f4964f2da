import { sql, type Kysely } from 'kysely';

// Layouts are published, not saved (docs/decisions/0096-page-layouts-published.md). Each publish of
// a page's layout is a numbered version (who, when, the layout; a rollback names the version it
// copied); the page's `layout` stays what members read and always equals its newest version. The
// admin edits one draft per page, which members never read. Every page's layout as it stands
// becomes its version 1, published by nobody known, at the page's last change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table page_layout_versions (
    page_id uuid not null references class_records (id) on delete cascade,
    version integer not null check (version >= 1),
    layout jsonb not null check (jsonb_typeof(layout) = 'object'),
    published_by uuid references users (id) on delete set null,
    published_at timestamptz not null default now(),
    restored_from integer check (restored_from is null or (restored_from >= 1 and restored_from < version)),
    primary key (page_id, version)
  )`.execute(db);
  await sql`create table page_layout_drafts (
    page_id uuid primary key references class_records (id) on delete cascade,
    layout jsonb not null check (jsonb_typeof(layout) = 'object'),
    base_version integer not null check (base_version >= 1),
    updated_by uuid references users (id) on delete set null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  // Deleting an account sets these null: an index finds their rows (test/user-reference-indexes.test.ts).
  await sql`create index page_layout_versions_published_by on page_layout_versions (published_by)`.execute(db);
  await sql`create index page_layout_drafts_updated_by on page_layout_drafts (updated_by)`.execute(db);
  await sql`insert into page_layout_versions (page_id, version, layout, published_at)
    select id, 1,
      case when jsonb_typeof(data->'layout') = 'object' then data->'layout'
        else '{"lite_widgets":[],"main_content":[],"regular_widgets":[],"daily_journal":[],"low_widgets":[]}'::jsonb end,
      updated_at
    from class_records where classkey = 'pages'`.execute(db);
}

/** The versions and drafts go; each page keeps its published layout. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_layout_drafts').execute();
  await db.schema.dropTable('page_layout_versions').execute();
}
