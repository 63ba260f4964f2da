// Carrying out an account deletion once its grace period has passed (docs/decisions/0104-account-deletion.md):
// the vendors that can forget a member are told first (a vendor that cannot be reached fails the
// job, which runs again, and the deletion stays pending and listed); then, in one transaction, every
// row, file and sealed record of the member goes (deletion-rules.ts says how, column by column, and
// which traces sit outside any such column), and only the audit rows KEPT_AUDIT_EVENTS names remain,
// pseudonymised. Running it twice leaves what running it once does (the job is at-least-once).
import { sql, type Kysely } from 'kysely';
import type { DeviceDataSource, ProviderCode } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { auditInsert } from '../../audit.js';
import { JOB_SCHEMA } from '../../jobs/queue.js';
import { pictureStore } from '../meal-pictures/picture-store.js';
import { kitVendors } from '../kits/kits.js';
import { deletionPseudonym } from './account-deletion.js';
import { KEPT_AUDIT_EVENTS } from './deletion-rules.js';

/** Accounts carried out per job run before it looks again (each is its own transaction). */
export const ERASE_BATCH = 20;

/** Deletes the accounts whose grace period has passed, a batch at a time; answers how many. */
export async function eraseDueAccounts(ctx: AppContext): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await ctx.db.selectFrom('account_deletions').select('user_id').where('due_at', '<=', ctx.config.now()).orderBy('due_at').limit(ERASE_BATCH).execute();
    for (const { user_id } of due) await eraseAccount(ctx, user_id);
    erased += due.length;
    if (due.length < ERASE_BATCH) return erased;
  }
}

/** Tells the vendors that support it to forget the member: the kit vendors of their kits, the fitness sources they connected. */
async function tellVendors(ctx: AppContext, person: { id: string; email: string }): Promise<void> {
  const kits = await ctx.db.selectFrom('kits').select(['kit_id', 'provider_code']).where('user_id', '=', person.id).execute();
  const vendors = kitVendors(ctx);
  for (const [providerCode, vendor] of Object.entries(vendors) as [ProviderCode, (typeof vendors)[ProviderCode]][]) {
    await vendor.forgetMember?.(
      person,
      kits.filter((kit) => kit.provider_code === providerCode).map((kit) => kit.kit_id),
    );
  }
  const sources = await ctx.db.selectFrom('user_device_connections').select('data_source').where('user_id', '=', person.id).execute();
  for (const { data_source } of sources) {
    const dataSource = data_source as DeviceDataSource;
    await ctx.fitness.authorizerFor(dataSource).revoke({ userId: person.id, dataSource });
  }
}

/** Whether a table of another schema exists (the job queue's, installed when the queue first starts). */
async function tableExists(db: Kysely<Database>, qualified: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass(${qualified}) is not null as found`.execute(db);
  return rows[0]?.found === true;
}

export async function eraseAccount(ctx: AppContext, userId: string): Promise<void> {
  const user = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  await tellVendors(ctx, user);
  const pseudonym = deletionPseudonym(ctx.config.secret, user.id);
  const email = user.email.toLowerCase();
  // Text that names the member: their id or their email, anywhere in a row's text.
  const names = (column: ReturnType<typeof sql>) => sql<boolean>`(position(${user.id} in lower(${column})) > 0 or position(${email} in lower(${column})) > 0)`;
  const queueTables = (await Promise.all([`${JOB_SCHEMA}.job`, `${JOB_SCHEMA}.archive`].map(async (table) => ((await tableExists(ctx.db, table)) ? table : null)))).filter((t) => t !== null);

  await ctx.db.transaction().execute(async (trx) => {
    const requested = await trx.selectFrom('account_deletions').select('requested_at').where('user_id', '=', user.id).executeTakeFirst();
    // The kept audit rows, pseudonymised; every other row naming the member goes.
    await trx
      .updateTable('audit_log')
      .set({ user_id: null, actor_id: null, ip: null, detail: JSON.stringify({ account: pseudonym }) })
      .where('user_id', '=', user.id)
      .where('event', 'in', [...KEPT_AUDIT_EVENTS])
      .execute();
    await trx
      .deleteFrom('audit_log')
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('actor_id', '=', user.id), names(sql`detail::text`)]))
      .execute();
    await auditInsert(trx, 'account.deleted', { detail: { account: pseudonym, requested_at: requested?.requested_at.toISOString() ?? null } }).execute();

    // The meal pictures' bytes (the rows cascade with the user; the files would not).
    const pictures = await trx.selectFrom('meal_pictures').select('storage_key').where('user_id', '=', user.id).execute();
    const files = pictureStore(trx);
    for (const picture of pictures) await files.remove(picture.storage_key);

    // 'delete' rules of deletion-rules.ts: rows the schema would keep with a null user.
    await trx.deleteFrom('kits').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('orders').where('user_id', '=', user.id).execute();
    await trx
      .deleteFrom('customers')
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb(sql`lower(billing_email)`, '=', email)]))
      .execute();

    // Traces outside any user column (deletion-rules.ts TRACES_WITHOUT_COLUMN).
    await trx
      .deleteFrom('links')
      .where((eb) => eb.or([eb('a_id', '=', user.id), eb('b_id', '=', user.id)]))
      .execute();
    await trx
      .deleteFrom('class_records')
      .where((eb) => eb.or([eb(sql`data->>'user_id'`, '=', user.id), eb(sql`lower(data->>'email')`, '=', email)]))
      .execute();
    // A record of someone else's that mentions the member (an upload's error list) keeps its place without the name.
    const mention = `${user.id}|${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    await sql`update class_records set data = regexp_replace(data::text, ${mention}, '(deleted account)', 'gi')::jsonb where ${names(sql`data::text`)}`.execute(trx);
    await trx.deleteFrom('login_attempts').where(sql`lower(email)`, '=', email).execute();
    await sql`delete from rate_limit_counters where ${names(sql`key`)}`.execute(trx);
    await trx.deleteFrom('email_outbox').where(names(sql`to_address`)).execute();
    for (const table of queueTables) await sql`delete from ${sql.raw(table)} where ${names(sql`data::text`)}`.execute(trx);

    // Every 'cascade' and 'set-null' rule follows from this one row.
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
}
