// Demo member-data content (spec 000 §7.6): health tips, referrals and categories, legal agreements
// (one required), wellbeing topics and resources, the medication / allergy / health-issue
// catalogues, health actions given to the demo member, the scheduling link and the device
// integration's status. Idempotent: a record is added only when none with its key exists.
import type { Kysely } from 'kysely';
import { encryptForMember } from '@healthdeck/crypto';
import {
  AllergyClass,
  GlobalDefaultClass,
  HealthActionClass,
  HealthIssueClass,
  HealthTipClass,
  IntegrationStatusClass,
  LegalAgreementClass,
  MedicationClass,
  ReferralCategoryClass,
  ReferralClass,
  WellbeingContentTypeClass,
  type AllergyDetails,
  type Classkey,
} from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { ensureClassRecord } from './ensure-class-record.js';

const DEMO_MEMBER = 'member@healthdeck.test';

/** The id of the record whose `field` equals `value`, inserting `data` when there is none. */
function ensure(db: Kysely<Database>, classkey: Classkey, field: string, data: Record<string, unknown>): Promise<string> {
  const value = data[field];
  if (typeof value !== 'string') throw new Error(`seed: ${classkey}.${field} must be text`);
  return ensureClassRecord(createClassStore(db), classkey, { [field]: value }, () => data);
}

const TIPS = [
  'Drink a glass of water before each meal.',
  'A 10 minute walk after lunch helps steady your blood sugar.',
  'Keep a regular bedtime, even at weekends.',
  'Fill half your plate with vegetables.',
  'Take three slow breaths before you answer a stressful email.',
];

const TOPICS: { title: string; slug: string; kind: 'content-topic' | 'user-interest'; description: string }[] = [
  { title: 'Anxiety', slug: 'anxiety', kind: 'content-topic', description: 'Understand worry and ways to calm it.' },
  { title: 'Stress', slug: 'stress', kind: 'content-topic', description: 'Everyday stress and how to release it.' },
  { title: 'Sleep and rest', slug: 'sleep-and-rest', kind: 'content-topic', description: 'Build habits for restful nights.' },
  { title: 'Nutrition', slug: 'nutrition', kind: 'user-interest', description: 'Eating well.' },
  { title: 'Fitness', slug: 'fitness', kind: 'user-interest', description: 'Moving more.' },
  { title: 'Sleep', slug: 'sleep', kind: 'user-interest', description: 'Sleeping better.' },
  { title: 'Mental health', slug: 'mental-health', kind: 'user-interest', description: 'Feeling well.' },
  { title: 'Pregnancy', slug: 'pregnancy', kind: 'user-interest', description: 'A healthy pregnancy.' },
];

const RESOURCES: { topic: string; title: string; slug: string; url?: string; body?: string }[] = [
  { topic: 'anxiety', title: 'Box breathing in four steps', slug: 'box-breathing', body: '<p>Breathe in for 4, hold for 4, out for 4, hold for 4. Repeat four times.</p>' },
  { topic: 'anxiety', title: 'Anxiety: self-help (NHS)', slug: 'nhs-anxiety', url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/tips-to-reduce-anxiety/' },
  { topic: 'stress', title: 'Five-minute desk stretch', slug: 'desk-stretch', body: '<p>Roll your shoulders, stretch your neck gently, stand and reach up.</p>' },
  { topic: 'stress', title: 'Stress management (Mayo Clinic)', slug: 'mayo-stress', url: 'https://www.mayoclinic.org/healthy-lifestyle/stress-management/basics/stress-basics/hlv-20049495' },
  { topic: 'sleep-and-rest', title: 'Sleep hygiene', slug: 'sleep-hygiene', url: 'https://www.sleepfoundation.org/sleep-hygiene' },
];

const MEDICATIONS = [
  { name: 'Metformin', drug_type: 'HUMAN PRESCRIPTION DRUG', generic_name: 'metformin hydrochloride', strength: '500 mg tablet' },
  { name: 'Lisinopril', drug_type: 'HUMAN PRESCRIPTION DRUG', generic_name: 'lisinopril', strength: '10 mg tablet' },
  { name: 'Ibuprofen', drug_type: 'HUMAN OTC DRUG', generic_name: 'ibuprofen', strength: '200 mg tablet' },
  { name: 'Vitamin D3', drug_type: 'supplement', generic_name: 'cholecalciferol', strength: '1000 IU capsule' },
  { name: 'Prenatal vitamins', drug_type: 'supplement', generic_name: '', strength: '1 tablet' },
  { name: 'Arnica', drug_type: 'homeopathic', generic_name: '', strength: '30C pellets' },
] as const;

const ALLERGIES = [
  { name: 'Peanuts', category: 'food' },
  { name: 'Shellfish', category: 'food' },
  { name: 'Penicillin', category: 'drug' },
  { name: 'Pollen', category: 'environmental' },
  { name: 'Bee stings', category: 'insect' },
] as const;

const HEALTH_ISSUES = [
  { name: 'Type 2 diabetes', icd10_code: 'E11.9' },
  { name: 'Hypertension', icd10_code: 'I10' },
  { name: 'Asthma', icd10_code: 'J45.909' },
  { name: 'Migraine', icd10_code: 'G43.909' },
  { name: 'Hypothyroidism', icd10_code: 'E03.9' },
];

const HEALTH_ACTIONS = [
  { title: 'Book your annual check-up', code: 'annual_checkup', care_category: 'everyday-care', recurrence: 'non-recurring', description: 'A yearly visit with your primary care provider.' },
  {
    title: 'Walk 30 minutes a day',
    code: 'daily_walk',
    care_category: 'everyday-care',
    recurrence: 'daily',
    duration: 4,
    duration_unit: 'weeks',
    description: 'Brisk walking five days a week.',
    url: '/client/fitness',
  },
  {
    title: 'Talk to a counsellor',
    code: 'counselling_visit',
    care_category: 'virtual_care',
    recurrence: 'monthly',
    duration: 3,
    duration_unit: 'months',
    description: 'A video visit with a licensed counsellor.',
  },
  { title: 'See a dermatologist', code: 'dermatology_visit', care_category: 'specialty-care', recurrence: 'non-recurring', description: 'A skin check with a specialist.' },
] as const;

export async function seedDemoContentLibrary(db: Kysely<Database>): Promise<void> {
  for (const description of TIPS) await ensure(db, 'healthtips', 'description', HealthTipClass.parse({ description }));

  const mental = await ensure(db, 'referralcategory', 'name', ReferralCategoryClass.parse({ name: 'Mental health', description: 'Counselling and support' }));
  const nutrition = await ensure(db, 'referralcategory', 'name', ReferralCategoryClass.parse({ name: 'Nutrition', description: 'Dietitians and meal planning' }));
  await ensure(
    db,
    'referral',
    'title',
    ReferralClass.parse({
      title: 'Talk to someone today',
      button_text: 'Find support',
      description: 'Free, confidential counselling sessions for members.',
      url: 'https://www.samhsa.gov/find-help',
      category_id: mental,
    }),
  );
  await ensure(
    db,
    'referral',
    'title',
    ReferralClass.parse({
      title: 'Meet a dietitian',
      button_text: 'Book a visit',
      description: 'A one-to-one plan for the way you eat.',
      url: 'https://www.eatright.org/find-a-nutrition-expert',
      category_id: nutrition,
    }),
  );

  await ensure(
    db,
    'legalagreements',
    'title',
    LegalAgreementClass.parse({
      title: 'Terms of Use',
      required: 1,
      programs: '[]',
      content: '<p>By using HealthDeck you agree to these terms: your data is yours, encrypted end to end, and used only to provide the service.</p>',
    }),
  );
  await ensure(
    db,
    'legalagreements',
    'title',
    LegalAgreementClass.parse({
      title: 'Research participation',
      required: 0,
      programs: '[]',
      content: '<p>You may allow anonymised results to be used in health research. You can change this at any time.</p>',
    }),
  );

  const topicIds = new Map<string, string>();
  for (const [i, t] of TOPICS.entries()) {
    topicIds.set(
      t.slug,
      await ensure(
        db,
        'wellbeing_content_types',
        'slug',
        WellbeingContentTypeClass.parse({ content_kind: 'topic', title: t.title, slug: t.slug, topic_kind: t.kind, description: t.description, sort_order: i }),
      ),
    );
  }
  for (const [i, r] of RESOURCES.entries()) {
    await ensure(
      db,
      'wellbeing_content_types',
      'slug',
      WellbeingContentTypeClass.parse({ content_kind: 'resource', title: r.title, slug: r.slug, topic_id: topicIds.get(r.topic), url: r.url ?? null, body: r.body ?? '', sort_order: i }),
    );
  }

  for (const m of MEDICATIONS) await ensure(db, 'medications', 'name', MedicationClass.parse(m));
  const allergyIds = new Map<string, string>();
  for (const a of ALLERGIES) allergyIds.set(a.name, await ensure(db, 'allergies', 'name', AllergyClass.parse(a)));
  for (const h of HEALTH_ISSUES) await ensure(db, 'health_issues', 'name', HealthIssueClass.parse(h));
  const actionIds: string[] = [];
  for (const a of HEALTH_ACTIONS) actionIds.push(await ensure(db, 'health_actions', 'code', HealthActionClass.parse(a)));

  await ensure(
    db,
    'global_defaults',
    'key',
    GlobalDefaultClass.parse({ key: 'scheduling_link', value: 'https://calendly.com/healthdeck-demo/care-call', description: 'Schedule a call widget (page type CALENDLY)' }),
  );
  await ensure(
    db,
    'integration_status',
    'integration',
    IntegrationStatusClass.parse({ integration: 'devices_sandbox', status: 'up', checked_at: new Date().toISOString(), message: 'Sandbox simulator' }),
  );

  // The demo member: health actions of their first programme (or of the first programme there is),
  // one allergy, and an interest.
  const member = await db.selectFrom('users').select('id').where('email', '=', DEMO_MEMBER).executeTakeFirst();
  if (!member) return;
  const enrolled = await db.selectFrom('links').select('a_id').where('kind', '=', 'program_user').where('b_id', '=', member.id).orderBy('created_at').executeTakeFirst();
  const programId = enrolled?.a_id ?? (await createClassStore(db).list('programs', { limit: 1 })).items[0]?.id;
  if (programId) {
    await db
      .insertInto('user_health_action_links')
      .values(actionIds.map((health_action_id, priority) => ({ user_id: member.id, program_id: programId, health_action_id, priority })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // The allergy is sealed the way the server seals anything for a member: an OpenPGP
  // message to their public key, which only their private key opens. Added once, to a member with none.
  const peanuts = allergyIds.get('Peanuts');
  const account = await db.selectFrom('accounts').select('public_key').where('user_id', '=', member.id).executeTakeFirst();
  const hasAllergies = await db.selectFrom('user_allergies').select('id').where('user_id', '=', member.id).executeTakeFirst();
  if (peanuts && account?.public_key && !hasAllergies) {
    const details: AllergyDetails = { allergy_id: peanuts, name: 'Peanuts', category: 'food', severity: 'moderate', reaction: 'Hives' };
    await db
      .insertInto('user_allergies')
      .values({ user_id: member.id, encrypted_data: await encryptForMember(details, account.public_key) })
      .execute();
  }
  const interest = topicIds.get('sleep');
  if (interest)
    await db
      .insertInto('user_topic_interests')
      .values({ user_id: member.id, topic_id: interest })
      .onConflict((oc) => oc.doNothing())
      .execute();
}
