// Records sealed between a reset and the approval of the member's recovery
// (docs/decisions/0086-organisation-assisted-recovery.md). The member's browser sealed them under the
// interim data key, archived at approval; at the next unlock it opens that key with the member's own
// private key and re-seals those records under the recovered data key, so one key (the one the
// organisation recovery keys hold too) opens every record. The server only moves ciphertext: it lists
// the member's 'hd1.' records and takes an 'hd1.' record for one it names, from the owner alone.
import { sql } from 'kysely';
import { INTERIM_RESEAL_TABLES, MEAL_PICTURE_FORMATS, type InterimRecordsResealRequest, type InterimRecordsResponse, type InterimResealTable } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../audit.js';
import { ApiHttpError, badRequest } from '../../http/api-error.js';
import { pictureStore } from '../meal-pictures/picture-store.js';
import { RECOVERY_ARCHIVE_REASON } from './key-recovery.js';

type Db = AppContext['db'];

/** The archive reason of an interim key whose records were re-sealed: the key is kept, no longer offered. */
export const INTERIM_RESEALED_REASON = 'replaced by organisation-assisted recovery; its records re-sealed under the recovered key';

/** The sealed column of each table ('meals' keeps the meal's name sealed, the rest a record). */
const SEALED_COLUMN: Record<InterimResealTable, 'encrypted_data' | 'encrypted_name'> = Object.fromEntries(
  INTERIM_RESEAL_TABLES.map((t) => [t, t === 'meals' ? 'encrypted_name' : 'encrypted_data']),
) as Record<InterimResealTable, 'encrypted_data' | 'encrypted_name'>;

/** The interim key waiting for its records to be re-sealed: archived at approval, wrapped to the member's current public key. */
async function waitingInterimKey(db: Db, userId: string) {
  return db
    .selectFrom('key_wraps as w')
    .innerJoin('accounts as a', 'a.user_id', 'w.user_id')
    .select(['w.id', 'w.wrapped_data_key'])
    .where('w.user_id', '=', userId)
    .where('w.kind', '=', 'password')
    .where('w.archived_reason', '=', RECOVERY_ARCHIVE_REASON)
    .where('w.wrapped_data_key', 'is not', null)
    .whereRef('w.public_key', '=', 'a.public_key')
    .orderBy('w.archived_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What the member's browser re-seals; nothing (a null key, no records) when no interim key waits. */
export async function interimRecords(ctx: AppContext, userId: string): Promise<InterimRecordsResponse> {
  const interim = await waitingInterimKey(ctx.db, userId);
  if (!interim?.wrapped_data_key) return { interim_data_key: null, records: [], picture_ids: [] };
  const records: InterimRecordsResponse['records'] = [];
  for (const table of INTERIM_RESEAL_TABLES) {
    const column = SEALED_COLUMN[table];
    const rows = await ctx.db
      .selectFrom(table)
      .select(sql<string>`${sql.ref(column)}`.as('sealed'))
      .where('user_id', '=', userId)
      .where(sql.ref(column), 'like', 'hd1.%')
      .execute();
    for (const row of rows) records.push({ table, encrypted_data: row.sealed });
  }
  const pictures = await ctx.db.selectFrom('meal_pictures').select('id').where('user_id', '=', userId).where('content_type', '=', MEAL_PICTURE_FORMATS.dataKey).execute();
  return { interim_data_key: interim.wrapped_data_key, records, picture_ids: pictures.map((p) => p.id) };
}

/**
 * Takes the re-sealed records: each replaces, among the owner's rows only, the ciphertext it names
 * (a record changed since it was listed is left as it is: what changed it sealed it under the
 * account's key). A re-sealed picture, uploaded as a new one, takes the old one's place and the old
 * bytes go. With the last batch the interim key is marked re-sealed (kept, no longer offered). Staff acting as the
 * member cannot do this: the member's keys are not theirs to handle.
 */
export async function resealInterimRecords(
  ctx: AppContext,
  user: { id: string; acting?: boolean },
  body: InterimRecordsResealRequest,
  ip: string,
): Promise<{ records: number; pictures: number }> {
  if (user.acting) throw new ApiHttpError(403, 'FORBIDDEN', 'Only the member re-seals their own records');
  const store = pictureStore(ctx.db);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const interim = await waitingInterimKey(trx, user.id);
    if (!interim) throw new ApiHttpError(409, 'CONFLICT', 'No records wait to be re-sealed');
    let records = 0;
    for (const record of body.records) {
      const column = SEALED_COLUMN[record.table];
      const taken = await trx
        .updateTable(record.table)
        .set(sql.ref(column) as never, record.to as never)
        .where('user_id', '=', user.id)
        .where(sql.ref(column), '=', record.from)
        .executeTakeFirst();
      records += Number(taken.numUpdatedRows);
    }
    const goneKeys: string[] = [];
    for (const picture of body.pictures) {
      const rows = await trx
        .selectFrom('meal_pictures')
        .select(['id', 'storage_key', 'size_bytes', 'content_type'])
        .where('user_id', '=', user.id)
        .where('id', 'in', [picture.id, picture.resealed_id])
        .forUpdate()
        .execute();
      const old = rows.find((r) => r.id === picture.id);
      const resealed = rows.find((r) => r.id === picture.resealed_id);
      if (!old || !resealed || picture.id === picture.resealed_id || resealed.content_type !== MEAL_PICTURE_FORMATS.dataKey) {
        throw badRequest('A re-sealed picture must be one of yours, uploaded for one of yours', { pictures: picture.id });
      }
      const used = await trx.selectFrom('meals').select('id').where('picture_id', '=', resealed.id).limit(1).executeTakeFirst();
      if (used) throw badRequest('A re-sealed picture must be a new upload', { pictures: picture.resealed_id });
      await trx.deleteFrom('meal_pictures').where('id', '=', resealed.id).execute();
      await trx
        .updateTable('meal_pictures')
        .set({ storage_key: resealed.storage_key, size_bytes: resealed.size_bytes, content_type: MEAL_PICTURE_FORMATS.dataKey })
        .where('id', '=', old.id)
        .execute();
      goneKeys.push(old.storage_key);
    }
    if (body.done) await trx.updateTable('key_wraps').set({ archived_reason: INTERIM_RESEALED_REASON }).where('id', '=', interim.id).execute();
    return { records, pictures: body.pictures.length, goneKeys };
  });
  // The old bytes are the same pictures under the interim key, replaced above.
  for (const key of result.goneKeys) await store.remove(key);
  await audit(ctx.db, 'key_recovery.interim_resealed', { userId: user.id, ip, detail: { records: result.records, pictures: result.pictures } });
  return { records: result.records, pictures: result.pictures };
}
