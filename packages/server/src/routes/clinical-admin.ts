// spec 000 §7.2: simulate medical record (POST with user_id), user risk scores and user EPDS form
// by user id, admin telehealth form by user id, smartlink vitals. Staff see ciphertext only (the
// member's key, or the escrow key held offline, opens it); risk scores are the one clinical value
// the member's client sends readable, on HRA submit (docs/decisions/0036-what-the-browser-seals.md). Every read by user id,
// and the escrow-wrapped data key that opens them, is audited under the member.
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MEMBER_HAS_NO_KEY_MESSAGE, MEMBER_NOT_FOUND_MESSAGE, type ClinicalReadRecord, type SimulatedMeasurement, type SimulatedVitals } from '@healthdeck/contract';
import { encryptForMember } from '@healthdeck/crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AppContext } from '../context.js';
import { CLINICAL_READ, impersonationData, record } from './impersonation.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { toMeasurement } from './measurements.js';
import { readHra, toHraSection } from './hra.js';
import { toVitalRecord, vitalsPage } from './vitals.js';

type Db = Kysely<Database>;

const between = (min: number, max: number, decimals = 0) => {
  const scale = 10 ** decimals;
  return randomInt(Math.round(min * scale), Math.round(max * scale) + 1) / scale;
};

/** Plausible adult resting vitals (spec 001 §3 hr, hrv, sbp, dbp, rr, spo2), mostly inside the healthy ranges of §9. */
export function simulatedVitals(): SimulatedVitals {
  const sbp = between(104, 134);
  return { hr: between(58, 96), hrv: between(25, 85), sbp, dbp: Math.min(sbp - 30, between(64, 86)), rr: between(12, 18), spo2: between(95, 99) };
}

/** A plausible body scan (spec 001 §3 Body measurement; circumferences in inches, as shown). */
export function simulatedMeasurement(): SimulatedMeasurement {
  const heightM = between(1.55, 1.9, 2);
  const weightKg = between(52, 98, 1);
  const fatPercentage = between(14, 33, 1);
  const fatMass = Math.round(weightKg * fatPercentage) / 100;
  return {
    circumference_params: { chest: between(33, 44, 1), waist: between(27, 40, 1), low_hips: between(34, 45, 1) },
    bmi: Math.round((weightKg / (heightM * heightM)) * 10) / 10,
    bmr: Math.round(370 + 21.6 * (weightKg - fatMass)), // Katch–McArdle
    fat_body_mass: Math.round(fatMass * 10) / 10,
    fat_percentage: fatPercentage,
    lean_body_mass: Math.round((weightKg - fatMass) * 10) / 10,
  };
}

async function memberExists(db: Db, userId: string): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiHttpError(404, 'NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
}

/** Writes a vitals record and a completed measurement encrypted to the member's public key. */
export async function simulateMedicalRecord(db: Db, userId: string, now: Date, source = 'simulated') {
  const account = await db.selectFrom('accounts').select('public_key').where('user_id', '=', userId).executeTakeFirst();
  if (!account?.public_key) throw badRequest(MEMBER_HAS_NO_KEY_MESSAGE, { user_id: MEMBER_HAS_NO_KEY_MESSAGE });
  const [vitalData, measurementData] = await Promise.all([encryptForMember(simulatedVitals(), account.public_key), encryptForMember(simulatedMeasurement(), account.public_key)]);
  return db.transaction().execute(async (trx) => {
    const vital = await trx.insertInto('vitals').values({ user_id: userId, encrypted_data: vitalData, source, created_at: now }).returningAll().executeTakeFirstOrThrow();
    const measurement = await trx
      .insertInto('measurements')
      .values({ user_id: userId, status: 'completed', encrypted_data: measurementData, source, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { vital: toVitalRecord(vital), measurement: toMeasurement({ ...measurement, sample_count: 0 }) };
  });
}

/**
 * Every clinical read by user id is audited under the member (who, when, what), and the member
 * reads it in their access log (GET /api/client/user/access-log): staff reading a member's health
 * data is access to the account as much as acting as them is.
 */
async function auditRead(ctx: AppContext, request: FastifyRequest, staffId: string, memberId: string, what: ClinicalReadRecord): Promise<void> {
  const staff = await ctx.db.selectFrom('users').select('email').where('id', '=', staffId).executeTakeFirst();
  await record(ctx, CLINICAL_READ, {
    userId: memberId,
    staffId,
    ip: request.ip,
    detail: { record: what, method: 'GET', path: request.url.split('?')[0], staff_email: staff?.email ?? null },
  });
}

export const clinicalAdminHandlers: SomeHandlers<
  'adminSimulateMedicalRecord' | 'adminUserRiskScores' | 'adminUserEpdsForm' | 'adminUserTelehealthForm' | 'adminSmartlinkVitals' | 'adminUserEmergencyKey'
> = {
  async adminSimulateMedicalRecord({ body, ctx }) {
    await memberExists(ctx.db, body.user_id);
    return simulateMedicalRecord(ctx.db, body.user_id, ctx.config.now());
  },

  /** The latest score of each kind. */
  async adminUserRiskScores({ params, ctx, user, request }) {
    await memberExists(ctx.db, params.id);
    const rows = await ctx.db
      .selectFrom('hra_risk_scores')
      .select(['kind', 'score', 'level', 'submitted_at'])
      .distinctOn('kind')
      .where('user_id', '=', params.id)
      .orderBy('kind')
      .orderBy('submitted_at', 'desc')
      .orderBy(sql`id`, 'desc')
      .execute();
    await auditRead(ctx, request, user.id, params.id, 'risk-scores');
    return { user_id: params.id, risk_scores: rows.map((r) => ({ kind: r.kind, score: r.score, level: r.level, submitted_at: r.submitted_at.toISOString() })) };
  },

  async adminUserEpdsForm({ params, ctx, user, request }) {
    await memberExists(ctx.db, params.id);
    const { form, rows } = await readHra(ctx.db, params.id);
    const epds = rows.find((r) => r.kind === 'epds');
    await auditRead(ctx, request, user.id, params.id, 'epds-form');
    return { user_id: params.id, form: epds ? toHraSection('epds', epds, !!form?.submitted_at) : null };
  },

  async adminUserTelehealthForm({ params, ctx, user, request }) {
    await memberExists(ctx.db, params.id);
    const row = await ctx.db.selectFrom('telehealth_forms').selectAll().where('user_id', '=', params.id).executeTakeFirst();
    await auditRead(ctx, request, user.id, params.id, 'telehealth-form');
    return { user_id: params.id, form: row ? { encrypted_data: row.encrypted_data, updated_at: row.updated_at.toISOString() } : null };
  },

  async adminSmartlinkVitals({ query, ctx, user, request }) {
    await memberExists(ctx.db, query.user_id);
    const vitals = await vitalsPage(ctx, query.user_id, query.page, query.take);
    await auditRead(ctx, request, user.id, query.user_id, 'vitals');
    return { user_id: query.user_id, vitals };
  },

  /** The member's data key as wrapped to the escrow key (the impersonation design's emergency key), for staff holding that key. */
  async adminUserEmergencyKey({ params, ctx, user, request }) {
    await memberExists(ctx.db, params.id);
    const impersonation = await impersonationData(ctx, params.id);
    await auditRead(ctx, request, user.id, params.id, 'emergency-key');
    return { user_id: params.id, impersonation };
  },
};
