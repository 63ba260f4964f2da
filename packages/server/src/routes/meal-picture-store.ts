// spec 000 §7.6 Meals: multipart upload. Picture bytes go through the shared file store
// (file-store.ts), so object storage can replace the local disk without touching the handlers.
// They are sealed (issue 18): the store holds ciphertext only (MEAL_PICTURE_FORMATS).
import { imageTypeOf } from '@healthdeck/contract';
import { localFileStore, type FileStore } from '../file-store.js';

export type PictureStore = FileStore;

/** The default store: files under DATA_DIR/uploads/meal-pictures (the shared local file store). */
export function localPictureStore(dataDir: string): PictureStore {
  return localFileStore(dataDir, 'meal-pictures');
}

/** The image type the bytes really are (by their signature), or null: the contract's one rule. */
export const sniffImageType = (bytes: Buffer) => imageTypeOf(bytes);
