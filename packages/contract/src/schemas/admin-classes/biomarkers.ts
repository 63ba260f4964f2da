import { z } from 'zod';
import { Active, Code, Name, Order, RecordId, ShortText, Text, Url } from './fields.js';

// Admin classes of the lab catalogue (spec 000 §1 "vendors and kits, biomarkers and ranges, body
// segments and organs"; spec 001 §3 Biomarker: name, description, providerCode).

/** spec 001 §3 Biomarker trend point lastResultLevel: healthy, warning, unhealthy. */
export const BIOMARKER_LEVELS = ['healthy', 'warning', 'unhealthy'] as const;
export const BiomarkerLevel = z.enum(BIOMARKER_LEVELS);
export type BiomarkerLevel = z.infer<typeof BiomarkerLevel>;

/** Who a range applies to (ours: ranges commonly differ by sex). */
export const RANGE_SEXES = ['any', 'female', 'male'] as const;

/** spec 000 §3.1 classkey bodysegment: a region of the body biomarkers and organs belong to. */
export const BodySegmentClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  icon: Url.optional(),
  order: Order,
});
export type BodySegmentClass = z.infer<typeof BodySegmentClass>;

/** spec 000 §3.1 classkey organ. */
export const OrganClass = z.object({
  name: Name,
  code: Code,
  segment_id: RecordId.nullable().default(null),
  description: Text.optional(),
  icon: Url.optional(),
});
export type OrganClass = z.infer<typeof OrganClass>;

/** spec 000 §3.1 classkey biomarker; spec 001 §3 (name, description, providerCode); spec 000 §3.3 optional segment_id. */
export const BiomarkerClass = z.object({
  name: Name,
  description: Text.optional(),
  providerCode: Code,
  unit: z.string().trim().max(40).optional(),
  segment_id: RecordId.nullable().default(null),
});
export type BiomarkerClass = z.infer<typeof BiomarkerClass>;

/** spec 000 §3.1 classkey organbiomarker: links a biomarker to an organ. */
export const OrganBiomarkerClass = z.object({
  organ_id: RecordId,
  biomarker_id: RecordId,
});
export type OrganBiomarkerClass = z.infer<typeof OrganBiomarkerClass>;

/** One band of a biomarker range: [min, max) in the biomarker's unit; null = open-ended. */
export const BiomarkerRangeBand = z
  .object({
    level: BiomarkerLevel,
    min: z.number().nullable().default(null),
    max: z.number().nullable().default(null),
    label: ShortText.optional(),
  })
  .refine((band) => band.min === null || band.max === null || band.min < band.max, { message: 'min must be below max', path: ['max'] });
export type BiomarkerRangeBand = z.infer<typeof BiomarkerRangeBand>;

/** spec 000 §3.1 classkey biomarkerrange: the bands (ranges) a result is judged by. */
export const BiomarkerRangeClass = z.object({
  biomarker_id: RecordId,
  sex: z.enum(RANGE_SEXES).default('any'),
  age_min: z.number().int().min(0).max(130).nullable().default(null),
  age_max: z.number().int().min(0).max(130).nullable().default(null),
  ranges: z.array(BiomarkerRangeBand).min(1, 'Add at least one range').max(10),
});
export type BiomarkerRangeClass = z.infer<typeof BiomarkerRangeClass>;

/** spec 000 §3.1 classkey biomarkerrangeeffect: what a result in a band means for the member. */
export const BiomarkerRangeEffectClass = z.object({
  biomarker_id: RecordId,
  level: BiomarkerLevel,
  effect: Text.min(1, 'Required'),
  recommendation: Text.optional(),
});
export type BiomarkerRangeEffectClass = z.infer<typeof BiomarkerRangeEffectClass>;

/** spec 000 §3.1 classkey vendor (spec 000 §1 Spot and Namida labs, MediOrbis, Smartlink…). */
export const VendorClass = z.object({
  name: Name,
  code: Code,
  website: Url.optional(),
  active: Active,
});
export type VendorClass = z.infer<typeof VendorClass>;

/** spec 000 §3.1 classkey test: a lab test and the biomarkers it measures. */
export const TestClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  vendor_id: RecordId.nullable().default(null),
  biomarker_ids: z.array(RecordId).max(200).default([]),
});
export type TestClass = z.infer<typeof TestClass>;

/** spec 000 §3.1 classkey vendorkit: a kit a vendor ships, with the tests it runs. */
export const VendorKitClass = z.object({
  name: Name,
  code: Code,
  vendor_id: RecordId,
  test_ids: z.array(RecordId).max(50).default([]),
  active: Active,
});
export type VendorKitClass = z.infer<typeof VendorKitClass>;

/** spec 000 §3.1 classkey provider (spec 000 §3.4: a telehealth and a smartlink provider). */
export const ProviderClass = z.object({
  name: Name,
  code: Code,
  kind: z.enum(['telehealth', 'smartlink', 'lab', 'other']).default('other'),
  specialty: ShortText.optional(),
  email: z.string().trim().email('Enter a valid email address').max(254).optional(),
  phone: z.string().trim().max(40).optional(),
  active: Active,
});
export type ProviderClass = z.infer<typeof ProviderClass>;

/** spec 000 §3.1 classkey userkits: a kit registered to a member (spec 000 §3.3 kit_id). */
export const UserKitClass = z.object({
  user_id: RecordId,
  kit_id: z.string().trim().min(1, 'Required').max(100),
  vendorkit_id: RecordId.nullable().default(null),
  status: z.string().trim().max(60).default('registered'),
});
export type UserKitClass = z.infer<typeof UserKitClass>;
