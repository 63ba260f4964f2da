import { sql, type Kysely } from 'kysely';

// Results that act (docs/decisions/0102-results-that-act.md). An organisation's result rules: a
// biomarker of the lab catalogue, a range in its unit, and what a result in it suggests (an action
// of a programme, a notification, a telehealth visit). The member's browser compares its opened
// result with them; the server keeps only the member's answer to a rule for a kit (no value), and
// the actions accepting gave the member.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('class_records.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('biomarker_id', 'uuid', (c) => c.notNull().references('class_records.id').onDelete('cascade'))
    .addColumn('comparator', 'text', (c) => c.notNull().check(sql`comparator in ('at_least', 'above', 'at_most', 'below', 'between')`))
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('value_to', 'double precision')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text')
    // The action goes with its record; the rule keeps its other outcomes.
    .addColumn('action_id', 'uuid', (c) => c.references('class_records.id').onDelete('set null'))
    .addColumn('notification_text', 'text')
    .addColumn('suggest_telehealth', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('result_rules_range', sql`(comparator = 'between') = (value_to is not null) and (value_to is null or value_to >= value)`)
    .execute();
  await db.schema.createIndex('result_rules_organization_idx').on('result_rules').columns(['organization_id', 'created_at']).execute();
  await db.schema.createIndex('result_rules_created_by_idx').on('result_rules').column('created_by').execute();

  // One answer per kit and rule: a dismissed suggestion does not come back for that result.
  await db.schema
    .createTable('result_rule_answers')
    .addColumn('kit_id', 'uuid', (c) => c.notNull().references('kits.id').onDelete('cascade'))
    .addColumn('rule_id', 'uuid', (c) => c.notNull().references('result_rules.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('accepted', 'dismissed')`))
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('result_rule_answers_pk', ['kit_id', 'rule_id'])
    .execute();
  await db.schema.createIndex('result_rule_answers_user_idx').on('result_rule_answers').columns(['user_id', 'kit_id']).execute();
  await db.schema.createIndex('result_rule_answers_rule_idx').on('result_rule_answers').column('rule_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('result_rule_answers').execute();
  await db.schema.dropTable('result_rules').execute();
}
