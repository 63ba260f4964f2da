import { z } from 'zod';
import type { Classkey } from '../../constants.js';

// spec 000 §3.1, §7.1: the content classes administrators configure through the generic classkey
// mechanism and members read (health tips, referrals, legal agreements and consents, wellbeing
// content, the medication / allergy / health-issue catalogues, health actions, user flows).
// Each schema describes a record's `data` in class_records; the server validates every write with it.
// Records arrive as JSON, or as multipart text fields for the classes of MULTIPART_CLASSKEYS, so
// booleans and lists also accept their text forms.

/** A boolean sent as true/false, 1/0, or their text ('1', '0', 'true', 'false'), normalised to boolean (spec 000 §3.3). */
export const FlexibleBoolean = z.union([
  z.boolean(),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
  z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
]);

/** A list of ids sent as a JSON array or as JSON text of one (spec 000 §3.3 "programs (JSON list)"). */
export const JsonIdList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(z.union([z.string().min(1), z.number().int().transform(String)])).max(500),
);

const Title = z.string().trim().min(1, 'Required').max(200);
const Text = z.string().max(20_000);
/** Addresses members open (links typed by admins): http(s) only. */
export const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i, 'Enter an http(s) address');
/** An image reference: an http(s) address or a path on this server (a stored upload, '/media/…'). */
const ImageRef = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/|\/)\S*$/i, 'Enter an http(s) address or a /path');
const Active = FlexibleBoolean.default(true);

/** spec 001 §3 Health tip: description. `is_active` off hides it from the random tip. */
export const HealthTipClass = z.object({
  description: z.string().trim().min(1, 'Required').max(1000),
  is_active: Active,
});
export type HealthTipClass = z.infer<typeof HealthTipClass>;

/** Referral categories group referrals (spec 000 §3.1 referralcategory; fields not shown). */
export const ReferralCategoryClass = z.object({
  name: Title,
  description: Text.default(''),
});
export type ReferralCategoryClass = z.infer<typeof ReferralCategoryClass>;

/** spec 001 §3 Referral: title, button_text, description, desktop_image, url (opened in a new tab, spec 001 §2). */
export const ReferralClass = z.object({
  title: Title,
  button_text: z.string().trim().min(1, 'Required').max(60),
  description: Text.default(''),
  desktop_image: ImageRef.nullable().default(null),
  url: HttpUrl,
  /** A referralcategory record id. */
  category_id: z.string().uuid().nullable().default(null),
  is_active: Active,
});
export type ReferralClass = z.infer<typeof ReferralClass>;

/**
 * spec 000 §3.3 Legal agreement: programs (JSON list) and required (sent as 1 or 0); §4 required is
 * true or false. An agreement with no programs applies to every member.
 */
export const LegalAgreementClass = z.object({
  title: Title,
  /** The agreement text (HTML or plain text) shown to the member. */
  content: Text.default(''),
  /** A document to read instead of / besides the text (a stored upload or an http(s) address). */
  url: ImageRef.nullable().default(null),
  version: z.string().trim().max(40).default('1'),
  programs: JsonIdList.default([]),
  required: FlexibleBoolean.default(false),
  /**
   * Whether a member may withdraw an acceptance (ours: the spec has no withdrawal). A required
   * agreement of some programmes then takes the member out of them; one required of every member
   * cannot be withdrawn while they have an account.
   */
  withdrawable: FlexibleBoolean.default(true),
  /**
   * What withdrawing a required agreement leads to, as the organisation sets it: leaving the
   * programmes that require it, or closing the account (the member is led into the account
   * deletion, docs/decisions/0104-account-deletion.md).
   */
  on_required_withdrawal: z.enum(['leave_programs', 'close_account']).default('leave_programs'),
  is_active: Active,
});
export type LegalAgreementClass = z.infer<typeof LegalAgreementClass>;

/** A member's answer to one legal agreement (spec 000 §7.6 consent POST, onboarding legal consents). */
export const LegalConsentClass = z.object({
  user_id: z.string().uuid(),
  legal_agreement_id: z.string().uuid(),
  /** The agreement's version the member answered. */
  version: z.string().max(40),
  accepted: FlexibleBoolean,
  answered_at: z.string().datetime({ offset: true }),
});
export type LegalConsentClass = z.infer<typeof LegalConsentClass>;

/** spec 000 §3.4 Topic kinds. */
export const TOPIC_KINDS = ['content-topic', 'user-interest'] as const;
export const TopicKind = z.enum(TOPIC_KINDS);
export type TopicKind = z.infer<typeof TopicKind>;

/** spec 000 §7.6 Wellbeing: "topic (category default mental-health)". */
export const DEFAULT_WELLBEING_CATEGORY = 'mental-health';
export const WELLBEING_CONTENT_KINDS = ['topic', 'resource'] as const;

/**
 * Wellbeing content (spec 000 §3.1 wellbeing_content_types, multipart): topics (of a kind and a
 * category) and the resources under a topic. A resource names its topic and has a link or a body.
 */
export const WellbeingContentTypeClass = z
  .object({
    content_kind: z.enum(WELLBEING_CONTENT_KINDS),
    title: Title,
    slug: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by -'),
    description: Text.default(''),
    category: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by -')
      .default(DEFAULT_WELLBEING_CATEGORY),
    /** Topics only: content-topic (wellbeing pages) or user-interest (chosen at onboarding). */
    topic_kind: TopicKind.default('content-topic'),
    /** Resources only: the topic record the resource belongs to. */
    topic_id: z.string().uuid().nullable().default(null),
    url: HttpUrl.nullable().default(null),
    body: Text.default(''),
    image: ImageRef.nullable().default(null),
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
    is_active: Active,
  })
  .superRefine((value, ctx) => {
    if (value.content_kind === 'resource' && value.topic_id === null) ctx.addIssue({ code: 'custom', path: ['topic_id'], message: 'A resource belongs to a topic' });
    if (value.content_kind === 'resource' && value.url === null && value.body.trim() === '') ctx.addIssue({ code: 'custom', path: ['url'], message: 'A resource needs a link or a body' });
  });
export type WellbeingContentTypeClass = z.infer<typeof WellbeingContentTypeClass>;

/** spec 000 §3.4 Drug types (eleven labels, spelled as in the product). */
export const DRUG_TYPES = [
  'HUMAN OTC DRUG',
  'HUMAN PRESCRIPTION DRUG',
  'monograph final',
  'monograph not final',
  'compounded',
  'supplement',
  'homeopathic',
  'radioactive',
  'medical gas',
  'UNAPPROVED DRUG',
  'DISCONTINUED DRUG',
] as const;
export const DrugType = z.enum(DRUG_TYPES);
export type DrugType = z.infer<typeof DrugType>;

/** The medication catalogue members pick from (spec 000 §3.1 medications). */
export const MedicationClass = z.object({
  name: Title,
  drug_type: DrugType,
  generic_name: z.string().trim().max(200).default(''),
  /** e.g. '10 mg tablet'. */
  strength: z.string().trim().max(100).default(''),
  is_active: Active,
});
export type MedicationClass = z.infer<typeof MedicationClass>;

/** Allergy kinds (ours; the spec does not show them). */
export const ALLERGY_CATEGORIES = ['food', 'drug', 'environmental', 'insect', 'other'] as const;

/** The allergy catalogue (spec 000 §3.1 allergies). */
export const AllergyClass = z.object({
  name: Title,
  category: z.enum(ALLERGY_CATEGORIES).default('other'),
  is_active: Active,
});
export type AllergyClass = z.infer<typeof AllergyClass>;

/** The health-issue catalogue (spec 000 §3.1 health_issues). */
export const HealthIssueClass = z.object({
  name: Title,
  /** An ICD-10 code where known, e.g. 'E11'. */
  icd10_code: z
    .string()
    .trim()
    .max(10)
    .regex(/^([A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?)?$/, 'Enter an ICD-10 code such as E11.9')
    .default(''),
  description: Text.default(''),
  is_active: Active,
});
export type HealthIssueClass = z.infer<typeof HealthIssueClass>;

/** spec 000 §3.4 Recurrence. */
export const RECURRENCES = ['non-recurring', 'daily', 'weekly', 'monthly'] as const;
export const Recurrence = z.enum(RECURRENCES);
export type Recurrence = z.infer<typeof Recurrence>;
/** spec 000 §3.4 Duration units. */
export const DURATION_UNITS = ['days', 'months', 'weeks'] as const;
export const DurationUnit = z.enum(DURATION_UNITS);
export type DurationUnit = z.infer<typeof DurationUnit>;
/** spec 000 §3.4 Care categories: everyday-care, urgent-care, specialty-care; also virtual_care. */
export const CARE_CATEGORIES = ['everyday-care', 'urgent-care', 'specialty-care', 'virtual_care'] as const;
export const CareCategory = z.enum(CARE_CATEGORIES);
export type CareCategory = z.infer<typeof CareCategory>;

/**
 * A health action (spec 000 §3.1 health_actions, linked to programmes by program_id with
 * health_action_id, add_to_all_users and priority, §3.3): what the member is asked to do, how often
 * and for how long.
 */
export const HealthActionClass = z
  .object({
    title: Title,
    description: Text.default(''),
    /** A stable code (used by imports and links), lower-case words joined by _ or -. */
    code: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .regex(/^[a-z0-9]+([_-][a-z0-9]+)*$/, 'Use lower-case words joined by _ or -'),
    care_category: CareCategory,
    recurrence: Recurrence.default('non-recurring'),
    /** How long the action runs once started; null = until done. */
    duration: z.coerce.number().int().min(1).max(1000).nullable().default(null),
    duration_unit: DurationUnit.nullable().default(null),
    /** Where the member does it: a portal path or an http(s) address. */
    url: z
      .string()
      .trim()
      .max(2000)
      .regex(/^(https?:\/\/\S+|\/[^\s]*)$/i, 'Enter an http(s) address or a /path')
      .nullable()
      .default(null),
    is_active: Active,
  })
  .superRefine((value, ctx) => {
    if ((value.duration === null) !== (value.duration_unit === null)) ctx.addIssue({ code: 'custom', path: ['duration_unit'], message: 'Give both a duration and its unit, or neither' });
  });
export type HealthActionClass = z.infer<typeof HealthActionClass>;

/** A step of a user flow (e.g. onboarding's steps, spec 000 §3.4 user-flow activity events). */
export const UserFlowStep = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9]+([_-][a-z0-9]+)*$/, 'Use lower-case words joined by _ or -'),
  title: Title,
  required: FlexibleBoolean.default(true),
});
export type UserFlowStep = z.infer<typeof UserFlowStep>;

/** A user flow (spec 000 §3.1 user_flows): named, ordered steps such as onboarding. */
export const UserFlowClass = z.object({
  name: Title,
  slug: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+([_-][a-z0-9]+)*$/, 'Use lower-case words joined by _ or -'),
  description: Text.default(''),
  steps: z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }, z.array(UserFlowStep).max(30))
    .default([]),
  is_active: Active,
});
export type UserFlowClass = z.infer<typeof UserFlowClass>;

/** The content classes of this file by classkey (for the registry of every class). */
export const CONTENT_CLASS_SCHEMAS = {
  healthtips: HealthTipClass,
  referral: ReferralClass,
  referralcategory: ReferralCategoryClass,
  legalagreements: LegalAgreementClass,
  legal_consents: LegalConsentClass,
  wellbeing_content_types: WellbeingContentTypeClass,
  medications: MedicationClass,
  allergies: AllergyClass,
  health_issues: HealthIssueClass,
  health_actions: HealthActionClass,
  user_flows: UserFlowClass,
} as const satisfies Partial<Record<Classkey, z.ZodType>>;
