// Ours: a record the server sealed to the member's public key (OpenPGP), replaced by the same record
// re-sealed in the member's browser under the member's data key (hd1.), so later visits open it
// without the password (kit reports: kitSealReport; Smartlink call details: smartlinkSealDetails;
// vitals and body measurements: vitalSealRecord, measurementSealRecord).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiHttpError } from '../http/api-error.js';

/**
 * The tables whose `encrypted_data` the member's browser may re-seal, each with the column that names
 * the version the browser opened: `updated_at`, or for a vital, which is written once and never
 * updated (the table has no updated_at), its `created_at`; the ciphertext itself is compared too.
 */
const VERSION_COLUMN = { kits: 'updated_at', appointments: 'updated_at', measurements: 'updated_at', vitals: 'created_at' } as const;
type ResealableTable = keyof typeof VERSION_COLUMN;
type VersionColumn<T extends ResealableTable> = (typeof VERSION_COLUMN)[T];

type SealedRow<T extends ResealableTable> = { id: string; encrypted_data: string | null } & Record<VersionColumn<T>, Date>;

/**
 * The row with its re-sealed record, once the compare-and-set took it. The server can read neither
 * form. Only a record as the server sealed it is replaced, and only the version the browser opened
 * (the version column, then the ciphertext itself in the update), so a newer record (a vendor's new
 * report, a reschedule's details, a completed scan) is never overwritten: 409 `changedMessage`. A
 * record already re-sealed stays as it is (a second browser's copy is not taken).
 */
export async function replaceServerSealed<T extends ResealableTable, R extends SealedRow<T>>(
  db: Kysely<Database>,
  table: T,
  /** The member the row belongs to (the caller found it among theirs). */
  userId: string,
  row: R,
  resealed: { encrypted_data: string } & Record<VersionColumn<T>, string>,
  changedMessage: string,
): Promise<R> {
  if (row.encrypted_data?.startsWith('hd1.')) return row;
  const column: VersionColumn<T> = VERSION_COLUMN[table];
  const opened = (resealed as Record<string, string>)[column];
  if (!row.encrypted_data || (row as Record<string, Date>)[column]?.toISOString() !== opened) throw new ApiHttpError(409, 'CONFLICT', changedMessage);
  const updated = await db
    .updateTable(table as ResealableTable)
    .set({ encrypted_data: resealed.encrypted_data })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .where('encrypted_data', '=', row.encrypted_data)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ApiHttpError(409, 'CONFLICT', changedMessage);
  return { ...row, encrypted_data: resealed.encrypted_data };
}
