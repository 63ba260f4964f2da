import { sql, type Kysely } from 'kysely';

// spec 001 §3 Mood entry, frozen here as of this migration (a later change to the list is a new migration).
const MOODS = ['happy', 'neutral', 'sad', 'anxious', 'sick', 'angry'];

// spec 000 §1 classkey 'symptoms': the catalogue members pick from (spec 001 §4). 'None of these'
// is listed last; the server and the client both recognise it by name ignoring spaces and case.
const SYMPTOMS = ['Headache', 'Fatigue', 'Nausea', 'Back pain', 'Cough', 'Fever', 'Dizziness', 'Trouble sleeping', 'Anxiety', 'None of these'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // spec 001 §4: one mood is current per day; logging again replaces it (upsert on the unique pair).
  await db.schema
    .createTable('user_moods')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('mood', 'text', (c) => c.notNull().check(sql`mood in (${sql.join(MOODS.map((m) => sql.lit(m)))})`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_moods_user_day_unique', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('symptoms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A row means "logged on that day"; toggling off deletes it (spec 001 §3: 'Logged' or not logged).
  await db.schema
    .createTable('user_symptom_logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('symptom_id', 'integer', (c) => c.notNull().references('symptoms.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_symptom_logs_user_symptom_day_unique', ['user_id', 'symptom_id', 'day'])
    .execute();
  await db.schema.createIndex('user_symptom_logs_user_day').on('user_symptom_logs').columns(['user_id', 'day']).execute();

  for (const [index, name] of SYMPTOMS.entries()) {
    await sql`insert into symptoms (name, sort_order) values (${name}, ${(index + 1) * 10}) on conflict (name) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_symptom_logs').execute();
  await db.schema.dropTable('symptoms').execute();
  await db.schema.dropTable('user_moods').execute();
}
