// Uploaded bytes go through this small interface, so
// an object store could replace it without touching the handlers. The bytes live in PostgreSQL
// (`stored_files`, migration 0025): every server process reads the same files with no disk of its
// own, and a pg_dump backup holds them (docs/decisions/0056-scale-out-state-in-postgresql.md). Keys are server-made UUIDs, never a
// name a user sent. Used by sealed meal pictures, admin media and reward images.
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';

export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** The folders files are kept in, one per kind of upload. */
export const FILE_FOLDERS = ['media', 'meal-pictures', 'reward-images'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

const SAFE_KEY = /^[0-9a-f-]{36}$/;
const checked = (key: string) => {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a file key: ${key}`);
  return key;
};

/** The files of one folder, in the database every server process shares. */
export function databaseFileStore(db: Kysely<Database>, folder: FileFolder): FileStore {
  return {
    async put(key, bytes) {
      await db
        .insertInto('stored_files')
        .values({ folder, key: checked(key), bytes })
        .onConflict((c) => c.columns(['folder', 'key']).doUpdateSet({ bytes }))
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('stored_files').select('bytes').where('folder', '=', folder).where('key', '=', checked(key)).executeTakeFirst();
      return row?.bytes ?? null;
    },
    async remove(key) {
      await db.deleteFrom('stored_files').where('folder', '=', folder).where('key', '=', checked(key)).execute();
    },
  };
}

/**
 * Files an older version kept on disk (DATA_DIR/uploads/<folder>/<key>, or restored from such a
 * backup) move into the database at start; each file is removed once its row is written, so a
 * crash in between only repeats the copy (the row is kept as it is). Returns how many moved.
 */
export async function importDiskUploads(db: Kysely<Database>, dataDir: string): Promise<number> {
  let moved = 0;
  for (const folder of FILE_FOLDERS) {
    const dir = path.join(dataDir, 'uploads', folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => SAFE_KEY.test(n))) {
      const file = path.join(dir, name);
      await db
        .insertInto('stored_files')
        .values({ folder, key: name, bytes: await readFile(file) })
        .onConflict((c) => c.columns(['folder', 'key']).doNothing())
        .execute();
      await rm(file, { force: true });
      moved++;
    }
    await rmdir(dir).catch(() => {}); // only when empty: anything else there is left for a person
  }
  await rmdir(path.join(dataDir, 'uploads')).catch(() => {});
  return moved;
}
