// spec 000 §7.6 Meals: multipart upload. Picture bytes go through the shared file store
// (file-store.ts: the database every server process shares).
// They are sealed: the store holds ciphertext only (MEAL_PICTURE_FORMATS).
import type { Kysely } from 'kysely';
import { routeTable } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { databaseFileStore, type FileStore } from '../../file-store.js';

export type PictureStore = FileStore;

/** The meal pictures' folder of the shared file store. */
export function pictureStore(db: Kysely<Database>): PictureStore {
  return databaseFileStore(db, 'meal-pictures');
}

/** Where a saved picture is served (member-only, bearer token). */
export const mealPictureUrl = (id: string) => routeTable.mealPicture.path.replace(':id', id);
