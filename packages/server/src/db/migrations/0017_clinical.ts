import { sql, type Kysely } from 'kysely';

// Clinical member data (spec 000 §1, §3.3, §3.4, §4, §7.6; spec 001 §3, §4). Everything a member
// writes about their health is kept as `encrypted_data` sealed in their browser (the server cannot
// read it); `source` says who wrote a record ('member', or 'simulated' by the admin simulate call
// and the demo seed, encrypted to the member's public key). Appointments of both providers share
// one table (spec 001 §3 Reminder); a partial unique index makes "slot taken" race-safe.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('measurements')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'in_progress', 'completed')`))
    .addColumn('encrypted_data', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('measurements_completed_has_data', sql`status <> 'completed' or encrypted_data is not null`)
    .execute();
  await db.schema.createIndex('measurements_user_created').on('measurements').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('measurement_samples')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('measurement_id', 'uuid', (c) => c.notNull().references('measurements.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('encrypted_data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('measurement_samples_measurement').on('measurement_samples').column('measurement_id').execute();

  // spec 001 §3 User.measurement_skip_reason (one per member).
  await db.schema
    .createTable('measurement_skips')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('vitals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('encrypted_data', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('vitals_user_created').on('vitals').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('hra_forms')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('hra_sections')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('hra_forms.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('social-history', 'depression-screening', 'anxiety-screening', 'family-history', 'epds')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('incomplete', 'complete', 'skipped')`))
    .addColumn('encrypted_data', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hra_sections_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('hra_risk_scores')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('depression-screening', 'anxiety-screening', 'epds')`))
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('low', 'moderate', 'high')`))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hra_risk_scores_user').on('hra_risk_scores').columns(['user_id', 'kind', 'submitted_at']).execute();

  await db.schema
    .createTable('nutrition_forms')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('incomplete', 'complete')`))
    .addColumn('encrypted_data', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('telehealth_forms')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('encrypted_data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The MediOrbis sandbox's directory (what the real provider answers from its own systems).
  await db.schema
    .createTable('telehealth_physicians')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specialty', 'text', (c) => c.notNull())
    .addColumn('languages', 'jsonb', (c) => c.notNull())
    .addColumn('consult_types', 'jsonb', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('telehealth_pharmacies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('mediorbis', 'smartlink')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'attended', 'cancelled')`))
    .addColumn('vendor_appointment_id', 'text', (c) => c.notNull())
    /** The physician (MediOrbis) or care advocate (Smartlink) holding the slot. */
    .addColumn('host_id', 'text', (c) => c.notNull())
    .addColumn('host_name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('encrypted_data', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index appointments_slot_taken on appointments (provider, host_id, starts_at) where status = 'created'`.execute(db);
  await db.schema.createIndex('appointments_user').on('appointments').columns(['user_id', 'created_at']).execute();

  await sql`
    insert into telehealth_physicians (name, specialty, languages, consult_types, time_zone) values
      ('Dr. Amelia Hart', 'Family Medicine', '["English"]', '["1","2","3"]', 'America/Chicago'),
      ('Dr. Rafael Ortiz', 'Internal Medicine', '["English","Spanish"]', '["1","3"]', 'America/New_York'),
      ('Dr. Priya Nair', 'Obstetrics and Gynecology', '["English"]', '["3","4"]', 'America/Los_Angeles'),
      ('Dr. Samuel Okafor', 'Urgent Care', '["English","French"]', '["2","3"]', 'America/Denver')
  `.execute(db);
  await sql`
    insert into telehealth_pharmacies (name, address, city, state, zip, phone) values
      ('Walgreens #03412', '1200 N Michigan Ave', 'Chicago', 'IL', '60611', '(312) 555-0134'),
      ('CVS Pharmacy #8820', '350 W Madison St', 'Chicago', 'IL', '60606', '(312) 555-0178'),
      ('Walmart Pharmacy 10-2280', '4650 W North Ave', 'Chicago', 'IL', '60639', '(773) 555-0190'),
      ('Rite Aid #5521', '2 Penn Plaza', 'New York', 'NY', '10121', '(212) 555-0112'),
      ('Costco Pharmacy #1045', '1001 N Hwy 183', 'Austin', 'TX', '78641', '(512) 555-0166'),
      ('Kroger Pharmacy #417', '6850 Delmar Blvd', 'St. Louis', 'MO', '63130', '(314) 555-0145')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'appointments',
    'telehealth_pharmacies',
    'telehealth_physicians',
    'telehealth_forms',
    'nutrition_forms',
    'hra_risk_scores',
    'hra_sections',
    'hra_forms',
    'vitals',
    'measurement_skips',
    'measurement_samples',
    'measurements',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
