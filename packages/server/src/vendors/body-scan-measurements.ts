// spec 000 §3.3, §4 and spec 001 §4 "Body scan widget": a body scan started by sending samples
// (POST samples: pending, then in_progress) is measured by 3D Look. The sandbox 3D Look answers one
// step (SANDBOX_STEP_MS) after the scan's last sample: the measurement (the same BodyMeasurement as
// its kits, derived from the measurement id) is encrypted to the member's public key and the scan
// becomes completed (source '3d-look'). Without a public key the scan stays pending until the member
// has keys; a result the client saved first wins (the update only touches scans not yet completed).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { encryptForMember } from '@healthdeck/crypto';
import type { KitContext } from '../domain/kits/kits.js';
import { bodyMeasurement } from './body-scan-sandbox.js';
import { SANDBOX_STEP_MS } from './vendor-adapters.js';
import { preparedQuery } from '../db/prepared-query.js';

/**
 * Who completed a scan in the measurements table's `source` column: only this sandbox writes it, so
 * a measurement with it is demo data (its `sandbox`, contract SandboxSource); a real 3D Look adapter
 * would write a source of its own.
 */
export const BODY_SCAN_SOURCE = '3d-look';

/** The member's started scans with samples, none of them newer than the cutoff (due for the sandbox's measurement). */
export function startedScansDueQuery(db: Kysely<Database>, userId: string, cutoff: Date) {
  return db
    .selectFrom('measurements as m')
    .select('m.id')
    .where('m.user_id', '=', userId)
    .where('m.status', 'in', ['pending', 'in_progress'])
    .where(({ exists, selectFrom }) => exists(selectFrom('measurement_samples as s').select(sql`1`.as('one')).whereRef('s.measurement_id', '=', 'm.id')))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('measurement_samples as s').select(sql`1`.as('one')).whereRef('s.measurement_id', '=', 'm.id').where('s.created_at', '>', cutoff))),
    );
}
const startedScansDue = preparedQuery((db, p: { userId: string; cutoff: Date }) => startedScansDueQuery(db, p.userId, p.cutoff));

/** The time a scan's last sample must be older than for the sandbox to have measured it. */
export const startedScansCutoff = (now: Date) => new Date(now.getTime() - SANDBOX_STEP_MS);

/** Completes the member's started scans whose last sample the sandbox has had one step to measure; answers how many. */
export async function completeStartedScans(ctx: KitContext, userId: string): Promise<number> {
  const cutoff = startedScansCutoff(ctx.config.now());
  const due = await startedScansDue.rows(ctx.db, { userId, cutoff });
  if (due.length === 0) return 0;
  const account = await ctx.db.selectFrom('accounts').select('public_key').where('user_id', '=', userId).executeTakeFirst();
  if (!account?.public_key) return 0;
  let completed = 0;
  for (const { id } of due) {
    const encrypted = await encryptForMember(bodyMeasurement(id), account.public_key);
    const updated = await ctx.db
      .updateTable('measurements')
      .set({ status: 'completed', encrypted_data: encrypted, source: BODY_SCAN_SOURCE, updated_at: ctx.config.now() })
      .where('id', '=', id)
      .where('status', '<>', 'completed')
      // A sample that came in meanwhile starts the wait again.
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('measurement_samples as s').select(sql`1`.as('one')).where('s.measurement_id', '=', id).where('s.created_at', '>', cutoff))),
      )
      .executeTakeFirst();
    completed += Number(updated.numUpdatedRows);
  }
  return completed;
}
