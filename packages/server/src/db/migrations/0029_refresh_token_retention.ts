import type { Kysely } from 'kysely';

// Refresh-token rows are deleted a month after they expire (auth/refresh-tokens.ts,
// deleteLongExpiredRefreshTokens): the sweep finds the oldest by this index, not by reading the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_expires_idx').execute();
}
