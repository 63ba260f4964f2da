// spec 000 §7.2: simulate medical record (POST with user_id), user risk scores and user EPDS form
// by user id, admin telehealth form by user id, smartlink vitals. Staff see ciphertext only (the
// member's key, or the escrow key held offline, opens it); risk scores too, sealed in the member's
// browser on HRA submit (docs/decisions/0078-risk-scores-and-skip-reason-sealed.md). Every read by user id,
// and the escrow-wrapped data key that opens them, is audited under the member.
import { MEMBER_NOT_FOUND_MESSAGE, type ClinicalReadRecord, type HraSection, type RiskScore } from '@healthdeck/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import { ApiHttpError } from '../../http/api-error.js';
import { CLINICAL_READ, recordStaffAccess } from '../impersonation/impersonation.js';
import { readHra, toHraSection } from '../hra/hra.js';

type Db = Kysely<Database>;

/** 404 unless the member exists (every read by user id asks first). */
export async function memberExists(db: Db, userId: string): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiHttpError(404, 'NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
}

/** Who read what, from where: the request's address and path (without its query). */
export interface ClinicalRead {
  staffId: string;
  memberId: string;
  ip: string;
  path: string;
  what: ClinicalReadRecord;
}

/**
 * Every clinical read by user id is audited under the member (who, when, what), and the member
 * reads it in their access log (GET /api/client/user/access-log): staff reading a member's health
 * data is access to the account as much as acting as them is.
 */
export async function auditClinicalRead(ctx: AppContext, read: ClinicalRead): Promise<void> {
  const staff = await ctx.db.selectFrom('users').select('email').where('id', '=', read.staffId).executeTakeFirst();
  await recordStaffAccess(ctx, CLINICAL_READ, {
    userId: read.memberId,
    staffId: read.staffId,
    ip: read.ip,
    detail: { record: read.what, method: 'GET', path: read.path, staff_email: staff?.email ?? null },
  });
}

/** The latest risk score of each kind, sealed (staff open it in their browser). */
export async function latestRiskScores(db: Db, userId: string): Promise<RiskScore[]> {
  const rows = await db
    .selectFrom('hra_risk_scores')
    .select(['kind', 'encrypted_data', 'submitted_at'])
    .distinctOn('kind')
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('submitted_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .execute();
  return rows.map((r) => ({ kind: r.kind, encrypted_data: r.encrypted_data, submitted_at: r.submitted_at.toISOString() }));
}

/** The member's EPDS section of the health assessment, or null. */
export async function epdsSection(db: Db, userId: string): Promise<HraSection | null> {
  const { form, rows } = await readHra(db, userId);
  const epds = rows.find((r) => r.kind === 'epds');
  return epds ? toHraSection('epds', epds, !!form?.submitted_at) : null;
}
