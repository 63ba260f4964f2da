import { sql, type Kysely } from 'kysely';

// spec 000 §7.6 member data. Catalogues and content (topics, agreements, health actions,
// medications, allergies, health issues) are admin classes in class_records; these tables hold what
// each member chose or recorded, by the class record's id. Consents are class legal_consents records.
export async function up(db: Kysely<unknown>): Promise<void> {
  const user = (c: import('kysely').ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
  const id = (c: import('kysely').ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = (c: import('kysely').ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

  // spec 000 §3.3 Topic interests: topicInterestIds.
  await db.schema
    .createTable('user_topic_interests')
    .addColumn('user_id', 'uuid', user)
    .addColumn('topic_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('user_topic_interests_pk', ['user_id', 'topic_id'])
    .execute();

  // spec 000 §7.6 complete-onboarding.
  await db.schema
    .createTable('user_onboarding')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('completed_at', 'timestamptz')
    .execute();

  // spec 000 §4 health action status: the member's status of a health action of a programme (which
  // actions a member has comes from the links of migration 0014; a row appears on the first change).
  await db.schema
    .createTable('user_health_actions')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('program_id', 'uuid', (c) => c.notNull())
    .addColumn('health_action_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('not_started').check(sql`status in ('not_started', 'in_progress', 'completed')`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('user_health_actions_unique', ['user_id', 'program_id', 'health_action_id'])
    .execute();

  await db.schema
    .createTable('user_medications')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('medication_id', 'uuid', (c) => c.notNull())
    .addColumn('dosage', 'text', (c) => c.notNull())
    .addColumn('times', 'jsonb', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('user_medications_unique', ['user_id', 'medication_id'])
    .execute();

  await db.schema
    .createTable('medication_log')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('user_medication_id', 'uuid', (c) => c.notNull().references('user_medications.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull().check(sql`event in ('scheduled', 'rescheduled')`))
    .addColumn('dosage', 'text', (c) => c.notNull())
    .addColumn('times', 'jsonb', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('medication_log_user_idx').on('medication_log').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('user_allergies')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('allergy_id', 'uuid', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('mild', 'moderate', 'severe')`))
    .addColumn('reaction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('user_allergies_unique', ['user_id', 'allergy_id'])
    .execute();

  await db.schema
    .createTable('user_health_issues')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', user)
    .addColumn('health_issue_id', 'uuid', (c) => c.notNull())
    .addColumn('diagnosed_on', 'date')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('user_health_issues_unique', ['user_id', 'health_issue_id'])
    .execute();

  // spec 000 §7.6 Devices (authorizers, revoke dataSource) and face-heart activation ('face-heart').
  await db.schema
    .createTable('user_device_connections')
    .addColumn('user_id', 'uuid', user)
    .addColumn('data_source', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('user_device_connections_pk', ['user_id', 'data_source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_device_connections',
    'user_health_issues',
    'user_allergies',
    'medication_log',
    'user_medications',
    'user_health_actions',
    'user_onboarding',
    'user_topic_interests',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
