// Uploaded bytes go through this small interface so another store (object storage) can replace the
// local disk without touching the handlers (DESIGN.md: uploads go to a storage interface). Keys are
// server-made UUIDs, never a name a user sent. Used by meal pictures and admin media.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/;

/** Files under DATA_DIR/uploads/<folder>, readable only by the server's user. */
export function localFileStore(dataDir: string, folder: string): FileStore {
  const dir = path.join(dataDir, 'uploads', folder);
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a file key: ${key}`);
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
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
