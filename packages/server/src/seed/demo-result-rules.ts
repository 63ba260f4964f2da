// Results that act, for the demo (docs/decisions/0102-results-that-act.md): a Heart Health and a
// Thyroid Care programme of the demo organisation that the demo member is not in, an action in
// each, and one result rule: triglycerides of 200 mg/dL or more (the demo member's general health
// kit SPT-DEMO0001 reports 428 mg/dL) suggest the heart coach action, a notification and a
// telehealth visit. The thyroid action waits for a rule an administrator adds (the journey does).
// Idempotent: records are found by code (the rule by name in its organisation) and never overwritten.
import type { Kysely } from 'kysely';
import { ActionClass, ProgramClass, ResultRuleInput, type BiomarkerClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { Database } from '../db/schema.js';
import { createResultRule } from '../domain/result-rules/result-rules.js';
import { DEMO_ORGANIZATION_CODE } from './demo-programmes.js';
import { ensureClassRecord } from './ensure-class-record.js';

export const DEMO_RESULT_RULE = 'High triglycerides';

export async function seedDemoResultRules(db: Kysely<Database>): Promise<void> {
  const store = createClassStore(db);
  const organization = (await store.list('organizations', { filters: { code: DEMO_ORGANIZATION_CODE }, limit: 1 })).items[0];
  const triglycerides = (await store.list<BiomarkerClass>('biomarker', { filters: { providerCode: 'TRIG' }, limit: 1 })).items[0];
  if (!organization || !triglycerides) return;

  const programme = async (code: string, name: string, description: string) => {
    const id = await ensureClassRecord(store, 'programs', { code }, () => ProgramClass.parse({ code, name, description }));
    await db
      .insertInto('links')
      .values({ kind: 'organization_program', a_id: organization.id, b_id: id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return id;
  };
  const heart = await programme('heart-health', 'Heart Health', 'Steps your care team suggests for a healthier heart.');
  const thyroid = await programme('thyroid-care', 'Thyroid Care', 'Follow-up your care team suggests for your thyroid.');
  const action = (program_id: string, code: string, name: string, short_description: string) =>
    ensureClassRecord(store, 'action', { code }, () =>
      ActionClass.parse({ code, name, program_id, short_description, completion_type: 'manual_confirmation', cta_type: 'button', cta_text: 'I did it', cta_completed_text: 'Done' }),
    );
  const coach = await action(heart, 'review-triglycerides', 'Review your triglycerides with a coach', 'A 20-minute call about food and activity that lower triglycerides.');
  await action(thyroid, 'check-thyroid', 'Ask your doctor about your thyroid', 'A TSH outside the usual range is worth a follow-up test.');

  const existing = await db.selectFrom('result_rules').select('id').where('organization_id', '=', organization.id).where('name', '=', DEMO_RESULT_RULE).executeTakeFirst();
  if (existing) return;
  await createResultRule(
    db,
    organization.id,
    ResultRuleInput.parse({
      name: DEMO_RESULT_RULE,
      biomarker_id: triglycerides.id,
      comparator: 'at_least',
      value: 200,
      unit: triglycerides.data.unit ?? '',
      explanation: 'Triglycerides of 200 mg/dL or more raise the risk of heart disease. A coach can help you bring them down.',
      action_id: coach,
      notification_text: 'Your care team added a step to your Heart Health programme: review your triglycerides with a coach.',
      suggest_telehealth: true,
    }),
    null,
  );
}
