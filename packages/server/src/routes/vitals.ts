// spec 001 §3 Vitals record (encrypted_data; hr, hrv, sbp, dbp, rr, spo2 once decrypted), §7 Load
// vitals (page 1, take 1 → vitals.total_count and models[0].encrypted_data), §9 (scan about 60 s);
// spec 000 §7.6 vitals GET/POST, §8 (vital create surfaces the server message), §3.1
// vital_warning_thresholds.
import { VITAL_MIN_INTERVAL_SECONDS, VITAL_NOT_FOUND_MESSAGE, VITAL_RECORD_CHANGED_MESSAGE, VITAL_TOO_SOON_MESSAGE, VitalWarningThreshold } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { toVitalRecord, vitalsPage } from '../domain/vitals/vitals.js';
import { replaceServerSealed } from '../domain/resealed-records/resealed-record.js';

export const vitalHandlers: SomeHandlers<'vitals' | 'vitalCreate' | 'vitalSealRecord' | 'vitalThresholds'> = {
  async vitals({ query, user, ctx }) {
    return { vitals: await vitalsPage(ctx, user.id, query.page, query.take) };
  },

  async vitalCreate({ body, user, ctx }) {
    const now = ctx.config.now();
    const since = new Date(now.getTime() - VITAL_MIN_INTERVAL_SECONDS * 1000);
    return ctx.db.transaction().execute(async (trx) => {
      // One member's saves run one at a time, so two quick saves cannot both pass the check.
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
      const recent = await trx.selectFrom('vitals').select('id').where('user_id', '=', user.id).where('source', '=', 'member').where('created_at', '>', since).executeTakeFirst();
      if (recent) throw badRequest(VITAL_TOO_SOON_MESSAGE);
      const row = await trx.insertInto('vitals').values({ user_id: user.id, encrypted_data: body.encrypted_data, created_at: now }).returningAll().executeTakeFirstOrThrow();
      return { vital: toVitalRecord(row) };
    });
  },

  /**
   * Ours: a vital the server sealed to the member's public key (staff-simulated, seeded), re-sealed
   * by the member's browser under the data key, so later visits open it without the password
   * (replaceServerSealed: hd1. only; a vital is written once, so its created_at names it and the
   * update compares the ciphertext the server holds).
   */
  async vitalSealRecord({ params, body, user, ctx }) {
    const row = await ctx.db.selectFrom('vitals').selectAll().where('id', '=', params.id).where('user_id', '=', user.id).executeTakeFirst();
    if (!row) throw new ApiHttpError(404, 'NOT_FOUND', VITAL_NOT_FOUND_MESSAGE);
    return { vital: toVitalRecord(await replaceServerSealed(ctx.db, 'vitals', user.id, row, body, VITAL_RECORD_CHANGED_MESSAGE)) };
  },

  /** Admin-configured thresholds; records that do not have the expected shape are left out. */
  async vitalThresholds({ ctx }) {
    const { items } = await createClassStore(ctx.db).list('vital_warning_thresholds', { limit: 100 });
    const thresholds = items.flatMap((item) => {
      const parsed = VitalWarningThreshold.safeParse(item.data);
      return parsed.success ? [parsed.data] : [];
    });
    return { thresholds };
  },
};
