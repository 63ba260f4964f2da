// Ours: a record the server sealed to the member's public key (OpenPGP), replaced by the same record
// re-sealed in the member's browser under the member's data key (hd1.), so later visits open it
// without the password (kit reports: kitSealReport; Smartlink call details: smartlinkSealDetails;
// vitals and body measurements: vitalSealRecord, measurementSealRecord; medications, their log,
// allergies and health issues: userMedicationSealRecord, medicationLogSealRecord,
// userAllergySealRecord, userHealthIssueSealRecord; health assessment sections: hraSectionSealRecord;
// the measurement skip reason: measurementSkipSealRecord).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiHttpError } from '../../http/api-error.js';

/**
 * The tables whose `encrypted_data` the member's browser may re-seal, each with what names the
 * version the browser opened: `updated_at`; for a vital, written once and never updated (the table
 * has no updated_at), its `created_at`; for the health records (medications, their log, allergies,
 * health issues: no updated_at, and a save changes a record in place) the record itself, as
 * `sealed_sha256`, the SHA-256 of the ciphertext opened. The ciphertext is compared in the update too.
 */
const VERSION_COLUMN = {
  kits: 'updated_at',
  appointments: 'updated_at',
  measurements: 'updated_at',
  vitals: 'created_at',
  user_medications: 'sealed_sha256',
  medication_log: 'sealed_sha256',
  user_allergies: 'sealed_sha256',
  user_health_issues: 'sealed_sha256',
  hra_sections: 'updated_at',
  measurement_skips: 'updated_at',
} as const;
type ResealableTable = keyof typeof VERSION_COLUMN;
type VersionColumn<T extends ResealableTable> = (typeof VERSION_COLUMN)[T];
/**
 * What names the row among the member's: its `id`; a section of the member's health assessment,
 * keyed by (user_id, kind) with no id, its `kind`; the member's one skip reason, the member.
 */
const KEY_COLUMN = {
  kits: 'id',
  appointments: 'id',
  measurements: 'id',
  vitals: 'id',
  user_medications: 'id',
  medication_log: 'id',
  user_allergies: 'id',
  user_health_issues: 'id',
  hra_sections: 'kind',
  measurement_skips: 'user_id',
} as const satisfies Record<ResealableTable, string>;
type KeyColumn<T extends ResealableTable> = (typeof KEY_COLUMN)[T];
/** The version named by the record itself, not by a column. */
type ByCiphertext = 'sealed_sha256';

type SealedRow<T extends ResealableTable> = Record<KeyColumn<T>, string> & { encrypted_data: string | null } & (VersionColumn<T> extends ByCiphertext
    ? unknown
    : Record<VersionColumn<T>, Date>);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The row with its re-sealed record, once the compare-and-set took it. The server can read neither
 * form. Only a record as the server sealed it is replaced, and only the version the browser opened
 * (the version column or the ciphertext's digest, then the ciphertext itself in the update), so a
 * newer record (a vendor's new report, a reschedule's details, a completed scan, a saved allergy) is
 * never overwritten: 409 `changedMessage`. A record already re-sealed stays as it is (a second
 * browser's copy is not taken). The server-sealed original is kept in `server_sealed_originals`
 * (migration 0030), so what a lab, a vendor or staff sealed can be opened again and compared.
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
  const key: KeyColumn<T> = KEY_COLUMN[table];
  const opened = (resealed as Record<string, string>)[column];
  const held = !row.encrypted_data ? undefined : column === 'sealed_sha256' ? sha256(row.encrypted_data) : (row as unknown as Record<string, Date>)[column]?.toISOString();
  if (!row.encrypted_data || held !== opened) throw new ApiHttpError(409, 'CONFLICT', changedMessage);
  const original = row.encrypted_data;
  const recordKey = (row as Record<KeyColumn<T>, string>)[key];
  // The original is kept (server_sealed_originals) in the same transaction as its replacement.
  const updated = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable(table as ResealableTable)
      .set({ encrypted_data: resealed.encrypted_data })
      .where(sql.ref(key), '=', recordKey)
      .where('user_id', '=', userId)
      .where('encrypted_data', '=', original)
      .returning('user_id')
      .executeTakeFirst();
    if (taken) await trx.insertInto('server_sealed_originals').values({ user_id: userId, record_table: table, record_key: recordKey, encrypted_data: original }).execute();
    return taken;
  });
  if (!updated) throw new ApiHttpError(409, 'CONFLICT', changedMessage);
  return { ...row, encrypted_data: resealed.encrypted_data };
}
