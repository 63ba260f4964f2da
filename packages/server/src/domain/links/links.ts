import type { Kysely } from 'kysely';
import type { Classkey } from '@healthdeck/contract';
import { createClassStore } from '../../admin-classes/class-store.js';
import type { Database, LinkKind } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import { preparedQuery } from '../../db/prepared-query.js';

export type Db = Kysely<Database>;

/** What a link end is and where it is kept: users in their table, the rest in the class store. */
export type End = { what: 'user' } | { what: Classkey };
export const LABELS: Partial<Record<Classkey | 'user', string>> = {
  user: 'User',
  organizations: 'Organization',
  programs: 'Program',
  widgets: 'Widget',
  campaigns: 'Campaign',
  health_actions: 'Health action',
};

export async function assertExists(db: Db, end: End, id: string): Promise<void> {
  const label = LABELS[end.what] ?? end.what;
  const found = end.what === 'user' ? await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst() : await createClassStore(db).get(end.what, id);
  if (!found) throw notFound(`${label} not found`);
}

export async function link(db: Db, kind: LinkKind, a: string, b: string): Promise<void> {
  await db
    .insertInto('links')
    .values({ kind, a_id: a, b_id: b })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unlink(db: Db, kind: LinkKind, a: string, b: string): Promise<void> {
  await db.deleteFrom('links').where('kind', '=', kind).where('a_id', '=', a).where('b_id', '=', b).execute();
}

/** Links of a record that is being deleted (either end). */
export async function deleteLinksOf(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('links')
    .where((eb) => eb.or([eb('a_id', '=', id), eb('b_id', '=', id)]))
    .execute();
}

const linkedToRows = preparedQuery((db, p: { kind: LinkKind; a: string }) => db.selectFrom('links').select('b_id').where('kind', '=', p.kind).where('a_id', '=', p.a).orderBy('created_at'));
const linkedFromRows = preparedQuery((db, p: { kind: LinkKind; b: string }) =>
  db.selectFrom('links').select('a_id').where('kind', '=', p.kind).where('b_id', '=', p.b).orderBy('created_at'),
);
const linkedFromEachRows = preparedQuery((db, p: { kind: LinkKind; bs: string[] }) =>
  db.selectFrom('links').select(['a_id', 'b_id']).where('kind', '=', p.kind).where('b_id', 'in', p.bs).orderBy('created_at'),
);
const linkedFromKindsRows = preparedQuery((db, p: { kinds: LinkKind[]; bs: string[][] }) =>
  db
    .selectFrom('links')
    .select(['kind', 'a_id', 'b_id'])
    .where((eb) => eb.or(p.kinds.map((kind, i) => eb.and([eb('kind', '=', kind), eb('b_id', 'in', p.bs[i])]))))
    .orderBy('created_at'),
);

/** The ids linked to `a` by kind (e.g. a program's users), oldest link first. */
async function _linkedTo(db: Db, kind: LinkKind, a: string): Promise<string[]> {
  const rows = await linkedToRows.rows(db, { kind, a });
  return rows.map((r) => r.b_id);
}

/** The ids `b` is linked to by kind (e.g. a user's programs, a widget's programs), oldest link first. */
export async function linkedFrom(db: Db, kind: LinkKind, b: string): Promise<string[]> {
  const rows = await linkedFromRows.rows(db, { kind, b });
  return rows.map((r) => r.a_id);
}

/** linkedFrom for several `b` at once, in one query: each b's ids (oldest link first); a b with no links is absent. */
async function _linkedFromEach(db: Db, kind: LinkKind, bs: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (bs.length === 0) return found;
  const rows = await linkedFromEachRows.rows(db, { kind, bs: [...new Set(bs)] });
  for (const row of rows) found.set(row.b_id, [...(found.get(row.b_id) ?? []), row.a_id]);
  return found;
}

/**
 * linkedFromEach for several kinds in one query (a page for the member needs the member's
 * programmes and its widgets' at once): per kind, each b's ids, oldest link first.
 */
export async function linkedFromEachOfKinds(db: Db, wanted: readonly { kind: LinkKind; bs: readonly string[] }[]): Promise<Map<LinkKind, Map<string, string[]>>> {
  const found = new Map<LinkKind, Map<string, string[]>>(wanted.map(({ kind }) => [kind, new Map()]));
  const asked = wanted.filter(({ bs }) => bs.length > 0);
  if (asked.length === 0) return found;
  const rows = await linkedFromKindsRows.rows(db, { kinds: asked.map(({ kind }) => kind), bs: asked.map(({ bs }) => [...new Set(bs)]) });
  for (const row of rows) {
    const byB = found.get(row.kind);
    if (byB) byB.set(row.b_id, [...(byB.get(row.b_id) ?? []), row.a_id]);
  }
  return found;
}

/** spec 000 §3.2 User: organizations and programs (ids) of a member. */
export async function membershipsOf(db: Db, userId: string): Promise<{ organizationIds: string[]; programIds: string[] }> {
  const [organizationIds, programIds] = await Promise.all([linkedFrom(db, 'organization_user', userId), linkedFrom(db, 'program_user', userId)]);
  return { organizationIds, programIds };
}

export async function linkUserTo(db: Db, kind: 'organization_user' | 'program_user', containerId: string, userId: string): Promise<void> {
  await link(db, kind, containerId, userId);
}
