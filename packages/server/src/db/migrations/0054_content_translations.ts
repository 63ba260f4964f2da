import { sql, type Kysely } from 'kysely';

// Administered content said in other languages (docs/decisions/0107-content-translations.md): one
// row per record, language and field; English is the record itself. A member's answer reads the
// rows of its records in the member's language with one statement, which the primary key (language
// first) answers. Who changed a translation is in the audit log, so the table names no user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull().check(sql`value <> ''`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_translations_pk', ['language', 'kind', 'record_id', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').execute();
}
