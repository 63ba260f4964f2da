// spec 000 §7.6 Meals: multipart upload. Picture bytes go through the shared file store
// (file-store.ts), so object storage can replace the local disk without touching the handlers.
import { localFileStore, type FileStore } from '../file-store.js';

export type PictureStore = FileStore;

/** The default store: files under DATA_DIR/uploads/meal-pictures (the shared local file store). */
export function localPictureStore(dataDir: string): PictureStore {
  return localFileStore(dataDir, 'meal-pictures');
}

/**
 * The image type the bytes really are (by their signature), or null. The declared type of the
 * part is not trusted: a renamed file must not be served back as an image.
 */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
