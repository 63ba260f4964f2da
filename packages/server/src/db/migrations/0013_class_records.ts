import { sql, type Kysely } from 'kysely';

// spec 000 §3.1, §7.1: the generic administration classes. A class without a table of its own keeps
// its records here as JSON validated by the class's contract schema on every write (the schema is
// the single description of the fields; the server never stores what the schema refused).
// `organization_id` scopes a record to an organisation where the class has one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('class_records')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('classkey', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('class_records_classkey_idx').on('class_records').columns(['classkey', 'created_at']).execute();
  // Filters compare JSON fields (data->>'name' = …); a GIN index keeps containment filters cheap.
  await sql`create index class_records_data_idx on class_records using gin (data jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_records').execute();
}
