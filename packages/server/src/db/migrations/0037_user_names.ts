import { sql, type Kysely } from 'kysely';

// A member's name (spec 000 §1 'Logged in as: {name}'): one free-text name, as people write it,
// rather than a first/last split the spec never asks for. Accounts made before have none (null):
// the product then uses wording without a name instead of inventing one from the email.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('name', 'text', (c) => c.check(sql`name is null or char_length(name) between 1 and 100`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('name').execute();
}
