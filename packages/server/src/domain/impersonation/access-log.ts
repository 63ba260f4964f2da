// spec 000 §6, §7.2: the member's access log (GET /api/client/user/access-log). Each staff sign-in
// as the member is one entry holding the reads made with its tokens, grouped by path; changes made
// while signed in as them, clinical reads and other staff reads are entries of their own.
import { sql } from 'kysely';
import { CLINICAL_READ_RECORDS, STAFF_READ_RECORDS, type AccessLogRead, type AccessLogResponse, type ClinicalReadRecord, type StaffReadRecord } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import { CLINICAL_READ, IMPERSONATION_READ, IMPERSONATION_STARTED, IMPERSONATION_WRITE } from './impersonation.js';
import { STAFF_READ } from './staff-reads.js';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const clinical = (value: unknown) => ((CLINICAL_READ_RECORDS as readonly unknown[]).includes(value) ? (value as ClinicalReadRecord) : null);
const viewed = (value: unknown) => ((STAFF_READ_RECORDS as readonly unknown[]).includes(value) ? (value as StaffReadRecord) : null);

export async function memberAccessLog(ctx: AppContext, userId: string, paging: { page: number; take: number }): Promise<AccessLogResponse> {
  const base = ctx.db.selectFrom('audit_log as a').where('a.user_id', '=', userId).where('a.event', 'in', [IMPERSONATION_STARTED, IMPERSONATION_WRITE, CLINICAL_READ, STAFF_READ]);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as staff', 'staff.id', 'a.actor_id')
      .select(['a.id', 'a.event', 'a.detail', 'a.created_at', 'staff.email as staff_email'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id')
      .limit(paging.take)
      .offset((paging.page - 1) * paging.take)
      .execute(),
  ]);
  const sessions = rows.flatMap((row) => (row.event === IMPERSONATION_STARTED && text(row.detail.session_id) ? [text(row.detail.session_id)!] : []));
  const reads = await readsOf(ctx, userId, sessions);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      event: row.event,
      staff_email: row.staff_email ?? text(row.detail.staff_email),
      method: text(row.detail.method),
      path: text(row.detail.path),
      record: row.event === CLINICAL_READ ? clinical(row.detail.record) : null,
      viewed: row.event === STAFF_READ ? viewed(row.detail.record) : null,
      reads: (row.event === IMPERSONATION_STARTED && reads.get(text(row.detail.session_id) ?? '')) || [],
      created_at: row.created_at.toISOString(),
    })),
    total_count: Number(total),
  };
}

/** The reads made in each of these impersonation sessions, by method and path, in the order first made. */
async function readsOf(ctx: AppContext, userId: string, sessionIds: string[]): Promise<Map<string, AccessLogRead[]>> {
  const bySession = new Map<string, AccessLogRead[]>();
  if (sessionIds.length === 0) return bySession;
  const session = sql<string>`a.detail->>'session_id'`;
  const method = sql<string>`a.detail->>'method'`;
  const path = sql<string>`a.detail->>'path'`;
  const rows = await ctx.db
    .selectFrom('audit_log as a')
    .where('a.user_id', '=', userId)
    .where('a.event', '=', IMPERSONATION_READ)
    .where(session, 'in', sessionIds)
    .select([
      session.as('session_id'),
      method.as('method'),
      path.as('path'),
      (eb) => eb.fn.countAll<string>().as('count'),
      (eb) => eb.fn.min('a.created_at').as('first_at'),
      (eb) => eb.fn.max('a.created_at').as('last_at'),
    ])
    .groupBy([session, method, path])
    .orderBy('first_at')
    .orderBy('path')
    .execute();
  for (const row of rows) {
    const list = bySession.get(row.session_id) ?? [];
    list.push({ method: row.method, path: row.path, count: Number(row.count), last_at: new Date(row.last_at).toISOString() });
    bySession.set(row.session_id, list);
  }
  return bySession;
}
