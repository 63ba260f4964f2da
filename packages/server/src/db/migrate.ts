import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';
import { syncPermissions } from './sync-permissions.js';

/** Brings the database to the latest migration, then syncs the contract's permissions; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  // Migrations are numbered by feature slice and may land out of order (0014 after 0015); a data
  // directory that applied a later number first still takes the earlier one (each is independent).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  await syncPermissions(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
