import type { Kysely } from 'kysely';
import { CLASS_SCHEMAS, FEATURE_FLAG_DEFAULTS, LANGUAGES, type Classkey, type KnownFeatureFlag } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { createClassStore, type FilterValue } from '../admin-classes/class-store.js';
import { ensureClassRecord } from './ensure-class-record.js';

// Demo records of the generic administration classes (spec 000 §1, §3.1): the lab catalogue
// (body segments, organs, biomarkers with ranges and effects), feature flags (DEMO_FEATURE_FLAGS),
// toast-message locations, languages, call and care
// types, FAQ and security questions. Idempotent: a record is added only when none matches it, and
// a record an admin changed is left as it is.

type Data = Record<string, unknown>;

/**
 * The demo organisation turns on every flag whose widget it shows (health tip, contact us, referrals,
 * random referral, vitals) over the spec's defaults, so a demo shows each widget; scheduling through
 * Calendly stays off because the demo books through the telehealth scheduler.
 */
export const DEMO_FEATURE_FLAGS: Record<KnownFeatureFlag, boolean> = {
  ...FEATURE_FLAG_DEFAULTS,
  healthtip: true,
  contactus: true,
  referrals: true,
  random_referral: true,
  vitals: true,
};

export async function seedDemoAdminClasses(db: Kysely<Database>): Promise<void> {
  const store = createClassStore(db);

  /** The id of the record matching `match`, added (checked by its class schema) when missing. */
  const ensure = (classkey: Classkey, match: Record<string, FilterValue>, data: Data): Promise<string> =>
    ensureClassRecord(store, classkey, match, () => CLASS_SCHEMAS[classkey].parse({ ...match, ...data }) as Data);

  for (const [name, enabled] of Object.entries(DEMO_FEATURE_FLAGS)) await ensure('featureflag', { name }, { enabled });

  // spec 000 §2: toasts show on these admin and client paths (a * matches one segment).
  for (const path of ['/client/home', '/client/profile', '/client/log-meal', '/client/fitness', '/admin/*']) {
    await ensure('toast_message_locations', { path }, { display_status: true });
  }
  await ensure('toast_message_locations', { path: '/client/unlock' }, { display_status: false });

  for (const [order, [code, name]] of Object.entries(LANGUAGES).entries()) await ensure('languages', { code }, { name, order });

  const segments: Record<string, string> = {};
  for (const [order, [code, name]] of [
    ['heart', 'Heart'],
    ['liver', 'Liver'],
    ['kidneys', 'Kidneys'],
    ['metabolism', 'Metabolism'],
    ['thyroid', 'Thyroid'],
  ].entries()) {
    segments[code] = await ensure('bodysegment', { code }, { name, order });
  }
  const organs: Record<string, string> = {};
  for (const [code, name, segment] of [
    ['heart', 'Heart', 'heart'],
    ['liver', 'Liver', 'liver'],
    ['kidney', 'Kidney', 'kidneys'],
    ['thyroid-gland', 'Thyroid gland', 'thyroid'],
    ['pancreas', 'Pancreas', 'metabolism'],
  ] as const) {
    organs[code] = await ensure('organ', { code }, { name, segment_id: segments[segment] });
  }

  // Bands in the biomarker's unit: [min, max), null = open-ended.
  const biomarkers = [
    {
      code: 'LDL',
      name: 'LDL Cholesterol',
      unit: 'mg/dL',
      segment: 'heart',
      organ: 'heart',
      bands: [
        ['healthy', null, 100],
        ['warning', 100, 160],
        ['unhealthy', 160, null],
      ],
    },
    {
      code: 'HDL',
      name: 'HDL Cholesterol',
      unit: 'mg/dL',
      segment: 'heart',
      organ: 'heart',
      bands: [
        ['unhealthy', null, 40],
        ['warning', 40, 60],
        ['healthy', 60, null],
      ],
    },
    {
      code: 'TRIG',
      name: 'Triglycerides',
      unit: 'mg/dL',
      segment: 'heart',
      organ: 'heart',
      bands: [
        ['healthy', null, 150],
        ['warning', 150, 200],
        ['unhealthy', 200, null],
      ],
    },
    {
      code: 'ALT',
      name: 'ALT',
      unit: 'U/L',
      segment: 'liver',
      organ: 'liver',
      bands: [
        ['healthy', null, 45],
        ['warning', 45, 90],
        ['unhealthy', 90, null],
      ],
    },
    {
      code: 'CREA',
      name: 'Creatinine',
      unit: 'mg/dL',
      segment: 'kidneys',
      organ: 'kidney',
      bands: [
        ['warning', null, 0.6],
        ['healthy', 0.6, 1.3],
        ['unhealthy', 1.3, null],
      ],
    },
    {
      code: 'TSH',
      name: 'TSH',
      unit: 'mIU/L',
      segment: 'thyroid',
      organ: 'thyroid-gland',
      bands: [
        ['unhealthy', null, 0.4],
        ['healthy', 0.4, 4.5],
        ['unhealthy', 4.5, null],
      ],
    },
    {
      code: 'HBA1C',
      name: 'HbA1c',
      unit: '%',
      segment: 'metabolism',
      organ: 'pancreas',
      bands: [
        ['healthy', null, 5.7],
        ['warning', 5.7, 6.5],
        ['unhealthy', 6.5, null],
      ],
    },
    {
      code: 'VITD',
      name: 'Vitamin D',
      unit: 'ng/mL',
      segment: null,
      organ: null,
      bands: [
        ['unhealthy', null, 20],
        ['warning', 20, 30],
        ['healthy', 30, null],
      ],
    },
  ] as const;
  const effects: Record<string, string> = {
    healthy: 'Your result is in the healthy range. Keep up your current habits.',
    warning: 'Your result is slightly outside the healthy range. Small changes in diet, activity and sleep can help; talk to your care team.',
    unhealthy: 'Your result is outside the healthy range. Please book a call with your care team to review it.',
  };
  for (const b of biomarkers) {
    const id = await ensure('biomarker', { providerCode: b.code }, { name: b.name, unit: b.unit, segment_id: b.segment ? segments[b.segment] : null, description: `${b.name} (${b.unit})` });
    if (b.organ) await ensure('organbiomarker', { organ_id: organs[b.organ]!, biomarker_id: id }, {});
    await ensure('biomarkerrange', { biomarker_id: id }, { ranges: b.bands.map(([level, min, max]) => ({ level, min, max })) });
    for (const level of new Set(b.bands.map(([level]) => level))) await ensure('biomarkerrangeeffect', { biomarker_id: id, level }, { effect: effects[level] });
  }

  for (const [code, name, duration_minutes] of [
    ['care-advocate', 'Care advocate call', 30],
    ['nutrition-coaching', 'Nutrition coaching', 45],
    ['results-review', 'Results review', 20],
  ] as const) {
    await ensure('call_types', { code }, { name, duration_minutes });
  }
  for (const [order, [code, name, category]] of [
    ['primary-care', 'Primary care', 'everyday-care'],
    ['urgent-care', 'Urgent care', 'urgent-care'],
    ['dermatology', 'Dermatology', 'specialty-care'],
    ['virtual-visit', 'Virtual visit', 'virtual_care'],
  ].entries()) {
    await ensure('care_types', { code }, { name, category, order });
  }

  for (const [order, [question, answer]] of [
    ['How do I order a test kit?', 'Open the Testing Center, choose a kit and follow the steps. Your kit ships within two business days.'],
    ['Who can see my health data?', 'Only you. Your records are encrypted in your browser with your own key; our staff cannot read them.'],
    ['How do I earn stars?', 'Complete your daily tasks. Each task shows how many stars it is worth.'],
    ['I forgot my password. What happens to my data?', 'You can set a new password from the sign-in page. Data saved under the old password can be recovered only by our support staff.'],
  ].entries()) {
    await ensure('faq', { question }, { answer, order });
  }
  for (const [order, question] of [
    'What was the name of your first pet?',
    'In which city were you born?',
    'What was the name of your first school?',
    'What is your favourite book?',
  ].entries()) {
    await ensure('securityquestions', { question }, { order });
  }
}
