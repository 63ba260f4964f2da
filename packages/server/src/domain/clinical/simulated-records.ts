// spec 000 §7.2 simulate medical record: a plausible vitals record and body measurement, sealed to
// the member's public key like a vendor's (staff never see them readable).
import { randomInt } from 'node:crypto';
import { MEMBER_HAS_NO_KEY_MESSAGE, type SimulatedMeasurement, type SimulatedVitals } from '@healthdeck/contract';
import { encryptForMember } from '@healthdeck/crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/api-error.js';
import { toMeasurement } from '../measurements/measurements.js';
import { toVitalRecord } from '../vitals/vitals.js';
import { type SEED_SOURCE, SIMULATED_SOURCE } from './record-sandbox.js';

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

/**
 * Writes a vitals record and a completed measurement encrypted to the member's public key, stored
 * with their source so they are read back marked as demo data (record-sandbox.ts).
 */
export async function simulateMedicalRecord(db: Db, userId: string, now: Date, source: typeof SIMULATED_SOURCE | typeof SEED_SOURCE = SIMULATED_SOURCE) {
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
