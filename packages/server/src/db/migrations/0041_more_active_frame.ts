import { type Kysely, sql } from 'kysely';

// spec 001 §3 Account flag renderedMoreActiveIframe: whether the hidden frame has loaded the partner's
// (MoreActive) sign-on url in the member's signed-in session. A session extra like
// verification_email_sent: the member's browser sets it once the frame has loaded, a new sign-in clears it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_sessions')
    .addColumn('rendered_more_active_iframe', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_sessions').dropColumn('rendered_more_active_iframe').execute();
}
