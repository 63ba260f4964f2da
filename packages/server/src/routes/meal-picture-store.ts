// spec 000 §7.6 Meals: multipart upload. Picture bytes go through this small interface so another
// store (object storage) can replace the local disk without touching the handlers (DESIGN.md:
// vendor seams behind adapters). Keys are server-made UUIDs, never a name the member sent.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PictureStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/;

/** The default store: files under DATA_DIR/uploads/meal-pictures. */
export function localPictureStore(dataDir: string): PictureStore {
  const dir = path.join(dataDir, 'uploads', 'meal-pictures');
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a picture key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(key), bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
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
