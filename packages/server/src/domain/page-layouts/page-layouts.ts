import { sql, type Kysely, type Transaction } from 'kysely';
import {
  layoutProblems,
  WIDGET_AREAS,
  type LayoutAuthor,
  type LayoutProblem,
  type PageClass,
  type PageLayout,
  type PageLayoutDraft,
  type PageLayoutPreviewResponse,
  type PageLayoutStateResponse,
  type PageLayoutVersion,
  type WidgetClass,
} from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { createClassStore, type ClassRecord } from '../../admin-classes/class-store.js';
import { ApiHttpError, badRequest } from '../../http/api-error.js';
import { audit } from '../../audit.js';
import { linkedFromEachOfKinds } from '../links/links.js';
import { memberView, pageOpensFor, placedIds } from './member-view.js';

// Layouts are published, not saved (docs/decisions/0096-page-layouts-published.md). A page has one
// draft (page_layout_drafts), which the admin edits and members never read, and numbered versions
// (page_layout_versions). Publishing the draft, or rolling back to an earlier version, writes a new
// version and the page's `layout` (what members read) in one transaction, with the page's row
// locked, so two publishes never take one number and a draft started from an older version is
// refused rather than laid over a newer one.

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const PAGE_NOT_FOUND = 'Page not found';
const pageNotFound = () => new ApiHttpError(404, 'NOT_FOUND', PAGE_NOT_FOUND);

/** The layout as stored in a page or a version: every area a list of ids (absent areas empty). */
export function normalLayout(raw: unknown): PageLayout {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const source = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const layout = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] } as PageLayout;
  for (const area of WIDGET_AREAS) {
    const ids = source[area];
    layout[area] = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  }
  return layout;
}

async function authors(db: Db, ids: (string | null)[]): Promise<Map<string, NonNullable<LayoutAuthor>>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, email: row.email }]));
}

interface VersionRow {
  version: number;
  layout: Record<string, string[]>;
  published_by: string | null;
  published_at: Date;
  restored_from: number | null;
}

function versionOut(row: VersionRow, who: Map<string, NonNullable<LayoutAuthor>>): PageLayoutVersion {
  return {
    version: row.version,
    layout: normalLayout(row.layout),
    published_by: row.published_by ? (who.get(row.published_by) ?? null) : null,
    published_at: row.published_at.toISOString(),
    restored_from: row.restored_from,
  };
}

/** The page, its row locked until the transaction ends (publishes of one page run one after another). */
async function lockedPage(trx: Trx, pageId: string): Promise<ClassRecord<PageClass>> {
  const locked = await sql<{ id: string }>`select id from class_records where id = ${pageId} and classkey = 'pages' for update`.execute(trx);
  if (locked.rows.length === 0) throw pageNotFound();
  const page = await createClassStore(trx).get<PageClass>('pages', pageId);
  if (!page) throw pageNotFound();
  return page;
}

/**
 * The page's newest version. A page made after versions began (the generic add, a seed) has none
 * until its layout is first read here: what members read then becomes its version 1.
 */
async function newestVersion(db: Db, page: ClassRecord<PageClass>): Promise<VersionRow> {
  const newest = () =>
    db
      .selectFrom('page_layout_versions')
      .select(['version', 'layout', 'published_by', 'published_at', 'restored_from'])
      .where('page_id', '=', page.id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  const found = await newest();
  if (found) return found;
  await db
    .insertInto('page_layout_versions')
    .values({ page_id: page.id, version: 1, layout: JSON.stringify(normalLayout(page.data.layout)), published_at: page.updated_at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await newest())!;
}

async function stateOf(db: Db, page: ClassRecord<PageClass>): Promise<PageLayoutStateResponse> {
  const published = await newestVersion(db, page);
  const draft = await db.selectFrom('page_layout_drafts').selectAll().where('page_id', '=', page.id).executeTakeFirst();
  const who = await authors(db, [published.published_by, draft?.updated_by ?? null]);
  const draftOut: PageLayoutDraft = draft
    ? {
        layout: normalLayout(draft.layout),
        base_version: draft.base_version,
        saved: true,
        updated_by: draft.updated_by ? (who.get(draft.updated_by) ?? null) : null,
        updated_at: draft.updated_at.toISOString(),
      }
    : { layout: normalLayout(published.layout), base_version: published.version, saved: false, updated_by: null, updated_at: null };
  const { layout: _layout, ...shown } = page.data;
  return { page: { ...shown, id: page.id }, draft: draftOut, published: versionOut(published, who) };
}

/** The page's draft (the published layout when none is saved) and its published version. */
export async function layoutState(db: Db, pageId: string): Promise<PageLayoutStateResponse> {
  const page = await createClassStore(db).get<PageClass>('pages', pageId);
  if (!page) throw pageNotFound();
  return stateOf(db, page);
}

/** The 400 of a layout that breaks a rule: the first problem as the message, the first of each area as its field. */
function refuse(problems: LayoutProblem[], widgets: ReadonlyMap<string, ClassRecord<WidgetClass>>): never {
  const say = (p: LayoutProblem): { message: string; field: string } => {
    const widget = widgets.get(p.id)?.data;
    const name = widget?.name ?? p.id;
    switch (p.kind) {
      case 'placed_twice':
        return { message: `Widget ${p.id} is placed twice in the layout`, field: 'A widget may appear once' };
      case 'not_found':
        return { message: `Widget not found: ${p.id}`, field: `Widget not found: ${p.id}` };
      case 'journal_outside_panel':
        return { message: `${name} is a panel: it can only go in the Daily Journal panel`, field: `${name} is a panel: it can only go in the Daily Journal panel` };
      case 'does_not_fit_low_row':
        return { message: `Widget ${name} (${widget?.type}) does not fit the low widgets row`, field: `A ${widget?.type} widget does not fit the low widgets row` };
    }
  };
  const fields: Record<string, string> = {};
  for (const p of problems) fields[`layout.${p.area}`] ??= say(p).field;
  throw badRequest(say(problems[0]!).message, fields);
}

async function problemsOf(db: Db, layout: PageLayout, only?: readonly LayoutProblem['kind'][]) {
  const widgets = await createClassStore(db).getMany<WidgetClass>('widgets', placedIds(layout));
  const problems = layoutProblems(layout, (id) => widgets.get(id)?.data).filter((p) => !only || only.includes(p.kind));
  return { problems, widgets };
}

/**
 * Saves the page's draft. A draft is checked for what makes it no layout at all (a widget twice, an
 * unknown one); the guardrails that make a layout wrong for members are checked on publish.
 */
export async function saveDraft(db: Db, pageId: string, layout: PageLayout, baseVersion: number, userId: string): Promise<PageLayoutStateResponse> {
  return db.transaction().execute(async (trx) => {
    const page = await lockedPage(trx, pageId);
    const published = await newestVersion(trx, page);
    if (baseVersion > published.version) throw badRequest(`Version ${baseVersion} has not been published`, { base_version: `Version ${baseVersion} has not been published` });
    const { problems, widgets } = await problemsOf(trx, layout, ['placed_twice', 'not_found']);
    if (problems.length > 0) refuse(problems, widgets);
    const values = { layout: JSON.stringify(normalLayout(layout)), base_version: baseVersion, updated_by: userId, updated_at: new Date() };
    await trx
      .insertInto('page_layout_drafts')
      .values({ page_id: page.id, ...values })
      .onConflict((oc) => oc.column('page_id').doUpdateSet(values))
      .execute();
    return stateOf(trx, page);
  });
}

/** Drops the page's draft: the editor starts again from the published layout. */
export async function discardDraft(db: Db, pageId: string): Promise<PageLayoutStateResponse> {
  return db.transaction().execute(async (trx) => {
    const page = await lockedPage(trx, pageId);
    await trx.deleteFrom('page_layout_drafts').where('page_id', '=', page.id).execute();
    return stateOf(trx, page);
  });
}

function staleRefusal(expected: number, newest: VersionRow, who: Map<string, NonNullable<LayoutAuthor>>): ApiHttpError {
  const by = newest.published_by ? who.get(newest.published_by) : undefined;
  const byWhom = by ? ` by ${by.name ?? by.email}` : '';
  const message = `Version ${newest.version} was published${byWhom} at ${newest.published_at.toISOString()} after this draft was started from version ${expected}. Look at it, then publish again or discard the draft.`;
  return new ApiHttpError(409, 'CONFLICT', message, { expected_version: message });
}

/** Writes version `newest + 1` and the page's layout (what members read), audited. */
async function publishLayout(trx: Trx, page: ClassRecord<PageClass>, layout: PageLayout, who: { userId: string; ip: string | null }, restoredFrom: number | null): Promise<number> {
  const newest = await newestVersion(trx, page);
  const version = newest.version + 1;
  await trx
    .insertInto('page_layout_versions')
    .values({ page_id: page.id, version, layout: JSON.stringify(layout), published_by: who.userId, restored_from: restoredFrom })
    .execute();
  await createClassStore(trx).update<PageClass>('pages', page.id, { ...page.data, layout });
  await trx.deleteFrom('page_layout_drafts').where('page_id', '=', page.id).execute();
  await audit(trx, restoredFrom === null ? 'page_layout.published' : 'page_layout.restored', {
    actorId: who.userId,
    userId: null,
    ip: who.ip,
    detail: { action: 'UPDATE', classkey: 'pages', id: page.id, version, ...(restoredFrom === null ? {} : { restored_from: restoredFrom }) },
  });
  return version;
}

async function refuseStale(trx: Trx, page: ClassRecord<PageClass>, expected: number): Promise<void> {
  const newest = await newestVersion(trx, page);
  if (newest.version !== expected) throw staleRefusal(expected, newest, await authors(trx, [newest.published_by]));
}

/**
 * Publishes the page's draft as a new version. Refused (409) when the version the admin's draft
 * was started from is no longer the newest (someone published or rolled back since), and (400)
 * when the draft breaks a guardrail. Publishing with no draft saved is refused: there is nothing new.
 */
export async function publishDraft(db: Db, pageId: string, expectedVersion: number, who: { userId: string; ip: string | null }): Promise<PageLayoutStateResponse> {
  return db.transaction().execute(async (trx) => {
    const page = await lockedPage(trx, pageId);
    await refuseStale(trx, page, expectedVersion);
    const draft = await trx.selectFrom('page_layout_drafts').selectAll().where('page_id', '=', page.id).executeTakeFirst();
    if (!draft) throw badRequest('There is no draft to publish: save a change first', { layout: 'There is no draft to publish' });
    if (draft.base_version !== expectedVersion) {
      const newest = await newestVersion(trx, page);
      throw staleRefusal(draft.base_version, newest, await authors(trx, [newest.published_by]));
    }
    const layout = normalLayout(draft.layout);
    const { problems, widgets } = await problemsOf(trx, layout);
    if (problems.length > 0) refuse(problems, widgets);
    await publishLayout(trx, page, layout, who, null);
    return stateOf(trx, (await createClassStore(trx).get<PageClass>('pages', page.id))!);
  });
}

/**
 * Rolls back: publishes a new version equal to `version` (widgets deleted since left out, as members
 * would not see them), under the same stale check and guardrails as a publish. The draft is dropped.
 */
export async function restoreVersion(db: Db, pageId: string, version: number, expectedVersion: number, who: { userId: string; ip: string | null }): Promise<PageLayoutStateResponse> {
  return db.transaction().execute(async (trx) => {
    const page = await lockedPage(trx, pageId);
    await refuseStale(trx, page, expectedVersion);
    const old = await trx.selectFrom('page_layout_versions').select('layout').where('page_id', '=', page.id).where('version', '=', version).executeTakeFirst();
    if (!old) throw new ApiHttpError(404, 'NOT_FOUND', `Version ${version} of this layout does not exist`);
    if (version === expectedVersion) throw badRequest(`Version ${version} is the published layout already`, { version: `Version ${version} is the published layout already` });
    const stored = normalLayout(old.layout);
    const widgets = await createClassStore(trx).getMany<WidgetClass>('widgets', placedIds(stored));
    const layout = normalLayout(Object.fromEntries(WIDGET_AREAS.map((area) => [area, stored[area].filter((id) => widgets.has(id))])));
    const problems = layoutProblems(layout, (id) => widgets.get(id)?.data);
    if (problems.length > 0) refuse(problems, widgets);
    await publishLayout(trx, page, layout, who, version);
    return stateOf(trx, (await createClassStore(trx).get<PageClass>('pages', page.id))!);
  });
}

/** The page's versions, newest first. */
export async function layoutVersions(db: Db, pageId: string): Promise<PageLayoutVersion[]> {
  const page = await createClassStore(db).get<PageClass>('pages', pageId);
  if (!page) throw pageNotFound();
  await newestVersion(db, page);
  const rows = await db
    .selectFrom('page_layout_versions')
    .select(['version', 'layout', 'published_by', 'published_at', 'restored_from'])
    .where('page_id', '=', page.id)
    .orderBy('version', 'desc')
    .execute();
  const who = await authors(
    db,
    rows.map((row) => row.published_by),
  );
  return rows.map((row) => versionOut(row, who));
}

/**
 * The draft being edited as a member of `programId` would see it (null: a member of no programme),
 * by the member page's own rule (member-view.ts). Nothing is stored: the editor previews as it edits.
 */
export async function draftPreview(db: Db, pageId: string, layout: PageLayout, programId: string | null): Promise<PageLayoutPreviewResponse> {
  const page = await createClassStore(db).get<PageClass>('pages', pageId);
  if (!page) throw pageNotFound();
  const ids = placedIds(layout);
  const [widgets, links] = await Promise.all([createClassStore(db).getMany<WidgetClass>('widgets', ids), linkedFromEachOfKinds(db, [{ kind: 'program_widget', bs: ids }])]);
  const programs = new Set(programId ? [programId] : []);
  const view = memberView(layout, widgets, links.get('program_widget') ?? new Map(), programs);
  return { page_shown: pageOpensFor(page.data.programs ?? [], programs), ...view };
}
