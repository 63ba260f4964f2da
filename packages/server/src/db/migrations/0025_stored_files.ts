import { sql, type Kysely } from 'kysely';

// Uploaded bytes (admin media, reward images, sealed meal pictures) live in the database, so every
// server process reads the same files and needs no disk of its own (scale-out: N stateless
// servers on one PostgreSQL), and a pg_dump backup holds them. file-store.ts is the one reader and
// writer; files stored on disk before this migration are moved in at start (importDiskUploads).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('key', 'uuid', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('stored_files_pkey', ['folder', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
