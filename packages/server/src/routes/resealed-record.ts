// Ours: a record the server sealed to the member's public key (OpenPGP), replaced by the same record
// re-sealed in the member's browser under the member's data key (hd1.), so later visits open it
// without the password (kit reports: kitSealReport; Smartlink call details: smartlinkSealDetails).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiHttpError } from '../http/api-error.js';

/** The tables whose `encrypted_data` the member's browser may re-seal. */
type ResealableTable = 'kits' | 'appointments';
interface SealedRow {
  id: string;
  encrypted_data: string | null;
  updated_at: Date;
}

/**
 * The row with its re-sealed record, once the compare-and-set took it. The server can read neither
 * form. Only a record as the server sealed it is replaced, and only the version the browser opened
 * (`updated_at`, then the ciphertext itself in the update), so a newer record (a vendor's new report,
 * a reschedule's details) is never overwritten: 409 `changedMessage`. A record already re-sealed
 * stays as it is (a second browser's copy is not taken).
 */
export async function replaceServerSealed<R extends SealedRow>(
  db: Kysely<Database>,
  table: ResealableTable,
  /** The member the row belongs to (the caller found it among theirs). */
  userId: string,
  row: R,
  resealed: { encrypted_data: string; updated_at: string },
  changedMessage: string,
): Promise<R> {
  if (row.encrypted_data?.startsWith('hd1.')) return row;
  if (!row.encrypted_data || row.updated_at.toISOString() !== resealed.updated_at) throw new ApiHttpError(409, 'CONFLICT', changedMessage);
  const updated = await db
    .updateTable(table)
    .set({ encrypted_data: resealed.encrypted_data })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .where('encrypted_data', '=', row.encrypted_data)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ApiHttpError(409, 'CONFLICT', changedMessage);
  return { ...row, encrypted_data: resealed.encrypted_data };
}
