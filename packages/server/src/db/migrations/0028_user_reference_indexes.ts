import type { Kysely } from 'kysely';

// Every column that references a user gets an index led by it (test/user-reference-indexes.test.ts).
// PostgreSQL indexes the referenced key, not the referencing column, so without one:
//   - a member's medications, allergies and health issues (the health actions widget) were read by
//     scanning every member's: migration 0023 dropped the unique constraints that had indexed them;
//   - a password reset's "end every session" scanned every refresh token of every user;
//   - removing a user would scan each of these tables once for its cascade.
// Allergies and health issues are read in the order they were added, so created_at follows.
const INDEXES: readonly (readonly [name: string, table: string, columns: readonly string[]])[] = [
  ['user_medications_user_idx', 'user_medications', ['user_id']],
  ['user_allergies_user_idx', 'user_allergies', ['user_id', 'created_at']],
  ['user_health_issues_user_idx', 'user_health_issues', ['user_id', 'created_at']],
  ['refresh_tokens_user_idx', 'refresh_tokens', ['user_id']],
  ['email_verification_keys_user_idx', 'email_verification_keys', ['user_id']],
  ['password_reset_keys_user_idx', 'password_reset_keys', ['user_id']],
  ['meal_pictures_user_idx', 'meal_pictures', ['user_id']],
  ['measurement_samples_user_idx', 'measurement_samples', ['user_id']],
  ['impersonation_sessions_user_idx', 'impersonation_sessions', ['user_id']],
  ['impersonation_sessions_staff_idx', 'impersonation_sessions', ['staff_id']],
  ['media_uploaded_by_idx', 'media', ['uploaded_by']],
  ['partner_api_keys_created_by_idx', 'partner_api_keys', ['created_by']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
