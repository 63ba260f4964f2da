// spec 001 §3 Vitals record (encrypted_data; hr, hrv, sbp, dbp, rr, spo2 once decrypted), §7 Load
// vitals (page 1, take 1 → vitals.total_count and models[0].encrypted_data).
import type { VitalRecord } from '@healthdeck/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, VitalsTable } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { recordSandbox } from '../clinical/record-sandbox.js';

export function toVitalRecord(row: Selectable<VitalsTable>): VitalRecord {
  return { id: row.id, encrypted_data: row.encrypted_data, sandbox: recordSandbox(row.source), created_at: row.created_at.toISOString() };
}

/** A page of the member's vitals, newest first, each row with the member's total count. */
const vitalsPageWithTotal = preparedQuery((db, p: { userId: string; take: number; offset: number }) =>
  db
    .selectFrom('vitals')
    .selectAll()
    .select(sql<string>`count(*) over ()`.as('total'))
    .where('user_id', '=', p.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(p.take)
    .offset(p.offset),
);

/** A member's vitals, newest first (also the admin's smartlink vitals). */
export async function vitalsPage(ctx: { db: Kysely<Database> }, userId: string, page: number, take: number) {
  const offset = (page - 1) * take;
  // The total rides along on every row (one statement: the dashboard reads a page of one on every
  // load); only a page past the end needs its own count.
  const rows = await vitalsPageWithTotal.rows(ctx.db, { userId, take, offset });
  const total =
    rows.length > 0
      ? rows[0]!.total
      : offset === 0
        ? '0'
        : (
            await ctx.db
              .selectFrom('vitals')
              .select((eb) => eb.fn.countAll<string>().as('total'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).total;
  return { total_count: Number(total), models: rows.map(toVitalRecord) };
}
