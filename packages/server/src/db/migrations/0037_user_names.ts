import { sql, type Kysely } from 'kysely';

// A member's name (spec 000 §1 'Logged in as: {name}'): one free-text name, as people write it,
// rather than a first/last split the spec never asks for. Accounts made before have none (null):
// the product then uses wording without a name instead of inventing one from the email.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('name', 'text', (c) => c.check(sql`name is null or char_length(name) between 1 and 100`))
    .execute();
  await greetByName(db);
}

/**
 * The demo home's nudge greeted members by their email; it greets them by name once they have one.
 * Only the seeded text is changed: a title an administrator wrote stays as written.
 */
export async function greetByName(db: Kysely<unknown>): Promise<void> {
  await sql`update class_records set data = jsonb_set(data, '{title}', to_jsonb('Welcome, {{user.name}}'::text))
    where classkey = 'widgets' and data->>'name' = 'Welcome nudge' and data->>'title' = 'Welcome, {{user.email}}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('name').execute();
}
