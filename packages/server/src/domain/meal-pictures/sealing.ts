// Meal pictures are sealed in the browser (docs/ENCRYPTION.md). Pictures an older version
// stored are plain image files in the file store's meal-pictures folder; at start they are
// sealed here the only way the server can, as binary OpenPGP messages to the member's public key
// (what migration 0023 did for the records), under a new file key, and the plain file is removed.
// It needs the crypto package, which migrations do not load, so it runs at start (after
// importDiskUploads), under the startup advisory lock, and is idempotent: a sealed row is never picked again.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MEAL_PICTURE_FORMATS } from '@healthdeck/contract';
import { encryptBytesForMember } from '@healthdeck/crypto';
import type { Database } from '../../db/schema.js';
import { pictureStore } from './picture-store.js';

export interface SealedPictures {
  sealed: number;
  /** Rows dropped: their member has no public key (nothing can be sealed to them) or the file is gone. */
  removed: number;
}

/**
 * Seals every meal picture still stored readable (content type image/…). The new file is written
 * and the row pointed at it before the plain file is removed, so a crash in between leaves at worst
 * an orphaned plain file that the next start no longer knows; the row is never left pointing at nothing.
 */
export async function sealPlainMealPictures(db: Kysely<Database>): Promise<SealedPictures> {
  const store = pictureStore(db);
  const plain = await db
    .selectFrom('meal_pictures as p')
    .leftJoin('accounts as a', 'a.user_id', 'p.user_id')
    .select(['p.id', 'p.storage_key', 'a.public_key'])
    .where('p.content_type', 'like', 'image/%')
    .execute();
  let sealed = 0;
  let removed = 0;
  for (const row of plain) {
    const bytes = await store.get(row.storage_key);
    if (!row.public_key || !bytes) {
      // meals.picture_id is set null by the foreign key: the meal stays, without its picture.
      await db.deleteFrom('meal_pictures').where('id', '=', row.id).execute();
      await store.remove(row.storage_key);
      removed++;
      continue;
    }
    const ciphertext = Buffer.from(await encryptBytesForMember(bytes, row.public_key));
    const key = randomUUID();
    await store.put(key, ciphertext);
    await db.updateTable('meal_pictures').set({ storage_key: key, content_type: MEAL_PICTURE_FORMATS.member, size_bytes: ciphertext.length }).where('id', '=', row.id).execute();
    await store.remove(row.storage_key);
    sealed++;
  }
  return { sealed, removed };
}
