import { sql, type Kysely } from 'kysely';

// spec 000 §7.4 Rewards (admin CRUD, secrets per reward, eligible rewards, redeem), §7.6
// Notifications (unread, mark-as-read), user-flow-activity and activity history (§3.4 event pairs).
export async function up(db: Kysely<unknown>): Promise<void> {
  // A reward costs stars; its stock is the number of its secrets nobody has redeemed yet.
  await db.schema
    .createTable('rewards')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('star_cost', 'integer', (c) => c.notNull().check(sql`star_cost > 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // The background image lives in the picture store under image_key (like meal pictures).
    .addColumn('image_key', 'text')
    .addColumn('image_content_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // spec 000 §3.3: redemption secrets belong to a reward (reward_id, id). redeemed_at set = handed out.
  await db.schema
    .createTable('reward_secrets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reward_id', 'uuid', (c) => c.notNull().references('rewards.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reward_secrets_reward_secret_unique', ['reward_id', 'secret'])
    .execute();
  await sql`create index reward_secrets_unredeemed on reward_secrets (reward_id, created_at) where redeemed_at is null`.execute(db);

  // What a member redeemed, with the reward's name, cost and secret copied: the member keeps their
  // code even when an admin later edits or deletes the reward. secret_id is unique: one secret, once.
  await db.schema
    .createTable('reward_redemptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reward_id', 'uuid', (c) => c.references('rewards.id').onDelete('set null'))
    .addColumn('secret_id', 'uuid', (c) => c.unique().references('reward_secrets.id').onDelete('set null'))
    .addColumn('reward_name', 'text', (c) => c.notNull())
    .addColumn('star_cost', 'integer', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reward_redemptions_user').on('reward_redemptions').columns(['user_id', 'created_at']).execute();

  // spec 000 §7.6 Notifications: GET unread, POST mark-as-read; spec 001 §3 client state notifications.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notifications_unread on notifications (user_id, created_at) where read_at is null`.execute(db);

  // spec 000 §3.4 user-flow activity events (start/finish pairs and the client events).
  await db.schema
    .createTable('user_flow_activities')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_flow_activities_user').on('user_flow_activities').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_flow_activities').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('reward_redemptions').execute();
  await db.schema.dropTable('reward_secrets').execute();
  await db.schema.dropTable('rewards').execute();
}
