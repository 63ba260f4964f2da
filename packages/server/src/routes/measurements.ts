// spec 000 §3.3 (measurements: encrypted_data, status), §4 (Last measurement), §7.6 (GET, POST,
// skip, last-measurement, POST samples); spec 001 §3 User.measurement_skip_reason (sealed, like every
// value: spec 001 §9's max 256 is the browser's), §7. The client seals every value; the server keeps
// ciphertext and the status only.
// A scan started by samples is completed by the sandbox 3D Look (vendors/body-scan-measurements.ts)
// when the member reads their measurements, unless the client saved its result first.
import { sql } from 'kysely';
import { MEASUREMENT_RECORD_CHANGED_MESSAGE, MEASUREMENT_SKIP_CHANGED_MESSAGE, MEASUREMENT_SKIP_NOT_FOUND_MESSAGE, type Measurement } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { MeasurementsTable } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import type { Selectable } from 'kysely';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { completeStartedScans, startedScansCutoff, startedScansDueQuery } from '../vendors/body-scan-measurements.js';
import { preparedQuery } from '../db/prepared-query.js';
import {
  MEASUREMENT_ALREADY_COMPLETED,
  MEASUREMENT_NOT_FOUND,
  MEASUREMENT_TOO_MANY_SAMPLES,
  MEASUREMENT_SAMPLES_MAX,
  toLastMeasurement,
  toMeasurement,
} from '../domain/measurements/measurements.js';
import { replaceServerSealed } from '../domain/resealed-records/resealed-record.js';

function selectMeasurements(ctx: AppContext, userId: string) {
  return ctx.db
    .selectFrom('measurements as m')
    .selectAll('m')
    .select(sql<number>`(select count(*) from measurement_samples s where s.measurement_id = m.id)::int`.as('sample_count'))
    .where('m.user_id', '=', userId);
}

async function oneMeasurement(ctx: AppContext, userId: string, id: string): Promise<Measurement> {
  return toMeasurement(await selectMeasurements(ctx, userId).where('m.id', '=', id).executeTakeFirstOrThrow());
}

/** The member's skip reason as stored (sealed), with the version a re-seal names. */
async function skipRow(ctx: AppContext, userId: string) {
  return ctx.db.selectFrom('measurement_skips').select(['user_id', 'encrypted_data', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

const toSkip = (row: { encrypted_data: string; updated_at: Date } | undefined | null) => (row ? { encrypted_data: row.encrypted_data, updated_at: row.updated_at.toISOString() } : null);

/**
 * The newest measurement, the skip reason and whether a started scan is due for the sandbox's
 * measurement, in one statement (the dashboard asks on every load): the scans are completed, and
 * the newest read again, only when one is due.
 */
const lastMeasurementAndSkip = preparedQuery((db, p: { userId: string; cutoff: Date }) =>
  db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) => eb.selectFrom('measurements').selectAll().where('user_id', '=', p.userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).as('m'),
      (join) => join.onTrue(),
    )
    .selectAll('m')
    .select((eb) => [
      eb.selectFrom('measurement_skips').select('encrypted_data').where('user_id', '=', p.userId).as('skip_encrypted_data'),
      eb.selectFrom('measurement_skips').select('updated_at').where('user_id', '=', p.userId).as('skip_updated_at'),
      eb.exists(startedScansDueQuery(db, p.userId, p.cutoff)).as('scans_due'),
    ])
    .where('users.id', '=', p.userId),
);

export const measurementHandlers: SomeHandlers<
  'measurements' | 'measurementCreate' | 'measurementSealRecord' | 'measurementSkip' | 'measurementSkipSealRecord' | 'measurementLast' | 'measurementSamples'
> = {
  async measurements({ query, user, ctx }) {
    await completeStartedScans(ctx, user.id);
    const { total } = await ctx.db
      .selectFrom('measurements')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const rows = await selectMeasurements(ctx, user.id)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id')
      .limit(query.take)
      .offset((query.page - 1) * query.take)
      .execute();
    return {
      measurements: { total_count: Number(total), models: rows.map(toMeasurement) },
      measurement_skip: toSkip(await skipRow(ctx, user.id)),
    };
  },

  /** A new completed measurement, or (with id) the result of a scan started by samples. */
  async measurementCreate({ body, user, ctx }) {
    const now = ctx.config.now();
    if (!body.id) {
      const row = await ctx.db
        .insertInto('measurements')
        .values({ user_id: user.id, status: 'completed', encrypted_data: body.encrypted_data, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { measurement: await oneMeasurement(ctx, user.id, row.id) };
    }
    const updated = await ctx.db
      .updateTable('measurements')
      .set({ status: 'completed', encrypted_data: body.encrypted_data, updated_at: now })
      .where('id', '=', body.id)
      .where('user_id', '=', user.id) // another member's measurement is "not found"
      .where('status', '<>', 'completed')
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await ctx.db.selectFrom('measurements').select('id').where('id', '=', body.id).where('user_id', '=', user.id).executeTakeFirst();
      if (exists) throw badRequest(MEASUREMENT_ALREADY_COMPLETED, { id: MEASUREMENT_ALREADY_COMPLETED });
      throw new ApiHttpError(404, 'NOT_FOUND', MEASUREMENT_NOT_FOUND);
    }
    return { measurement: await oneMeasurement(ctx, user.id, updated.id) };
  },

  /**
   * Ours: a measurement the server sealed to the member's public key (staff-simulated, seeded, the
   * sandbox 3D Look's), re-sealed by the member's browser under the data key for the version it
   * opened, so later visits open it without the password (replaceServerSealed).
   */
  async measurementSealRecord({ params, body, user, ctx }) {
    const row = await selectMeasurements(ctx, user.id).where('m.id', '=', params.id).executeTakeFirst();
    if (!row) throw new ApiHttpError(404, 'NOT_FOUND', MEASUREMENT_NOT_FOUND);
    return { measurement: toMeasurement(await replaceServerSealed(ctx.db, 'measurements', user.id, row, body, MEASUREMENT_RECORD_CHANGED_MESSAGE)) };
  },

  /** The reason arrives sealed (the contract refuses a readable one); the server keeps only the ciphertext. */
  async measurementSkip({ body, user, ctx }) {
    const now = ctx.config.now();
    await ctx.db
      .insertInto('measurement_skips')
      .values({ user_id: user.id, encrypted_data: body.encrypted_data, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ encrypted_data: body.encrypted_data, updated_at: now }))
      .execute();
    return { measurement_skip: { encrypted_data: body.encrypted_data, updated_at: now.toISOString() } };
  },

  /** Ours: a skip reason migration 0035 sealed to the member's public key, re-sealed by the browser for the version opened (replaceServerSealed). */
  async measurementSkipSealRecord({ body, user, ctx }) {
    const row = await skipRow(ctx, user.id);
    if (!row) throw new ApiHttpError(404, 'NOT_FOUND', MEASUREMENT_SKIP_NOT_FOUND_MESSAGE);
    return { measurement_skip: toSkip(await replaceServerSealed(ctx.db, 'measurement_skips', user.id, row, body, MEASUREMENT_SKIP_CHANGED_MESSAGE))! };
  },

  async measurementLast({ user, ctx }) {
    const params = { userId: user.id, cutoff: startedScansCutoff(ctx.config.now()) };
    let row = await lastMeasurementAndSkip.first(ctx.db, params);
    if (row?.scans_due && (await completeStartedScans(ctx, user.id)) > 0) row = await lastMeasurementAndSkip.first(ctx.db, params);
    return {
      measurement: row?.id ? toLastMeasurement(row as Selectable<MeasurementsTable>) : null,
      measurement_skip: row?.skip_encrypted_data && row.skip_updated_at ? toSkip({ encrypted_data: row.skip_encrypted_data, updated_at: new Date(row.skip_updated_at) }) : null,
    };
  },

  /** Samples start a pending scan; more samples move it to in_progress until its result is saved. */
  async measurementSamples({ body, user, ctx }) {
    const now = ctx.config.now();
    return ctx.db.transaction().execute(async (trx) => {
      let id = body.measurement_id;
      if (!id) {
        const created = await trx
          .insertInto('measurements')
          .values({ user_id: user.id, status: 'pending', encrypted_data: null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = created.id;
      } else {
        const current = await trx.selectFrom('measurements').select(['id', 'status']).where('id', '=', id).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
        if (!current) throw new ApiHttpError(404, 'NOT_FOUND', MEASUREMENT_NOT_FOUND);
        if (current.status === 'completed') throw badRequest(MEASUREMENT_ALREADY_COMPLETED, { measurement_id: MEASUREMENT_ALREADY_COMPLETED });
        const { count } = await trx
          .selectFrom('measurement_samples')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('measurement_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MEASUREMENT_SAMPLES_MAX) throw badRequest(MEASUREMENT_TOO_MANY_SAMPLES, { measurement_id: MEASUREMENT_TOO_MANY_SAMPLES });
        await trx.updateTable('measurements').set({ status: 'in_progress', updated_at: now }).where('id', '=', id).execute();
      }
      await trx.insertInto('measurement_samples').values({ measurement_id: id, user_id: user.id, encrypted_data: body.encrypted_data, created_at: now }).execute();
      const row = await trx
        .selectFrom('measurements as m')
        .selectAll('m')
        .select(sql<number>`(select count(*) from measurement_samples s where s.measurement_id = m.id)::int`.as('sample_count'))
        .where('m.id', '=', id)
        .executeTakeFirstOrThrow();
      return { measurement: toMeasurement(row) };
    });
  },
};
