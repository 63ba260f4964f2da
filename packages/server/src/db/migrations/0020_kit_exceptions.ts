import { sql, type Kysely } from 'kysely';

// spec 001 §4 Spot kit statuses: rejected, delivery_exception, collection_exception, canceled. An admin
// puts a sandbox Spot kit into one of them (admin sync-kit, `exception`); the sandbox lab then reports
// that status as the kit's newest sample event, at the step the kit had reached, and stops advancing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vendor_sandbox_kits')
    .addColumn('exception', 'text', (c) => c.check(sql`exception in ('rejected', 'delivery_exception', 'collection_exception', 'canceled')`))
    .addColumn('exception_step', 'integer')
    .addColumn('exception_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vendor_sandbox_kits').dropColumn('exception').dropColumn('exception_step').dropColumn('exception_at').execute();
}
