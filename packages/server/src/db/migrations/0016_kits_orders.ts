import { sql, type Kysely } from 'kysely';

// spec 000 §7.5 kits, orders, customers; spec 001 §3 Kit. `kits` holds what the member's testing
// center reads: the vendor's kit status only as an OpenPGP message to the member (encrypted_data)
// plus the non-health fields it lists and sorts by. `vendor_sandbox_kits` is the sandbox vendors'
// own book of the kits they issued (a sandbox simulator behaves like the vendor); it
// holds no results: the sandbox derives them from the kit id when it reports.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence order_number_seq start 100001`.execute(db);

  await db.schema
    .createTable('customers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('billing_first_name', 'text', (c) => c.notNull())
    .addColumn('billing_last_name', 'text', (c) => c.notNull())
    .addColumn('billing_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('product', 'text', (c) => c.notNull().check(sql`product in ('general-health-test', 'auria-test', 'fitbit')`))
    .addColumn('tracking_status', 'text', (c) => c.notNull().defaultTo('processing').check(sql`tracking_status in ('processing', 'shipped', 'delivered')`))
    .addColumn('tracking_number', 'text')
    .addColumn('kit_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('kits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kit_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_code', 'text', (c) => c.notNull().check(sql`provider_code in ('namida', 'spot', '3d-look')`))
    .addColumn('test_code', 'text', (c) => c.notNull())
    .addColumn('test_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details_status', 'text', (c) => c.notNull().defaultTo('Processing'))
    .addColumn('encrypted_data', 'text')
    .addColumn('vendor_version', 'integer', (c) => c.notNull().defaultTo(-2))
    .addColumn('results_ready', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('results_seen_at', 'timestamptz')
    .addColumn('registered_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('kits_user').on('kits').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('vendor_sandbox_kits')
    .addColumn('kit_id', 'text', (c) => c.primaryKey())
    .addColumn('provider_code', 'text', (c) => c.notNull())
    .addColumn('test_code', 'text', (c) => c.notNull())
    .addColumn('registered_to', 'jsonb')
    .addColumn('started_at', 'timestamptz')
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('timed').check(sql`mode in ('timed', 'manual')`))
    .addColumn('manual_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendor_sandbox_kits').execute();
  await db.schema.dropTable('kits').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('customers').execute();
  await sql`drop sequence order_number_seq`.execute(db);
}
