import { z } from 'zod';
import { EncryptedData } from './measurements.js';
import { ResealedAtUpdate } from './kits.js';

/** spec 000 §3.4 form status values. */
export const FORM_STATUS_VALUES = ['new', 'incomplete', 'complete', 'review', 'skipped'] as const;
export const FormStatusValue = z.enum(FORM_STATUS_VALUES);
export type FormStatusValue = z.infer<typeof FormStatusValue>;

/** spec 000 §3.4 HRA form kinds, in the order the assessment shows its sections. */
export const HRA_FORM_KINDS = ['social-history', 'depression-screening', 'anxiety-screening', 'family-history', 'epds'] as const;
export const HraFormKind = z.enum(HRA_FORM_KINDS);
export type HraFormKind = z.infer<typeof HraFormKind>;

/** What a member may set on a section when saving; 'new' is a section never saved, 'review' follows submit. */
export const HraSaveStatus = z.enum(['incomplete', 'complete', 'skipped']);

export const HraSection = z.object({
  kind: HraFormKind,
  status: FormStatusValue,
  /** The member's answers, sealed in the client (null for a section never saved or skipped without answers). */
  encrypted_data: z.string().nullable(),
  updated_at: z.string().datetime({ offset: true }).nullable(),
});
export type HraSection = z.infer<typeof HraSection>;

export const HraForm = z.object({
  status: FormStatusValue,
  submitted_at: z.string().datetime({ offset: true }).nullable(),
  sections: z.array(HraSection),
});
export type HraForm = z.infer<typeof HraForm>;

/** spec 000 §7.6 GET form; no form yet answers 204 (the row's handling.on204 'null': the sdk gives null). */
export const HraFormResponse = z.object({ form: HraForm });
export type HraFormResponse = z.infer<typeof HraFormResponse>;

/** spec 000 §7.6 POST save with a `save` query parameter: the section being saved. */
export const HraSaveQuery = z.object({ save: HraFormKind });
export const HraSaveRequest = z.object({
  encrypted_data: EncryptedData.nullable(),
  status: HraSaveStatus,
});
export type HraSaveRequest = z.infer<typeof HraSaveRequest>;
export const HraSaveResponse = z.object({ form: HraForm });
export type HraSaveResponse = z.infer<typeof HraSaveResponse>;

/** A section the re-seal names that the member has not saved (404 of hraSectionSealRecord). */
export const HRA_SECTION_NOT_FOUND_MESSAGE = 'Health assessment section not found';
/** 409 of hraSectionSealRecord: the section is no longer the one that was opened. */
export const HRA_SECTION_CHANGED_MESSAGE = 'This section has changed. Open it again.';
export const HraSectionParams = z.object({ kind: HraFormKind });
/**
 * Ours (docs/decisions/0034-server-sealed-records-resealed.md): a section's answers the
 * server sealed to the member's public key (the demo seed), re-sealed in the member's browser under
 * the data key (hd1. only), for the section's `updated_at` that was opened (a save since is never
 * overwritten).
 */
export const HraSectionSealBody = ResealedAtUpdate;
export type HraSectionSealBody = z.infer<typeof HraSectionSealBody>;
export const HraSectionResponse = z.object({ section: HraSection });
export type HraSectionResponse = z.infer<typeof HraSectionResponse>;

/**
 * Screening scores the client computes from the answers on submit. The score and level are sealed in
 * the browser under the data key (spec 000 §1: the HRA is encrypted data; docs/ENCRYPTION.md); the
 * server keeps which screening and when. Staff open them in their browser (the staff read path).
 */
export const RISK_LEVELS = ['low', 'moderate', 'high'] as const;
export const RiskScoreKind = z.enum(['depression-screening', 'anxiety-screening', 'epds']);
/** What a risk score holds once opened (and what the browser seals). */
export const RiskScoreValue = z.object({
  score: z.number().min(0).max(100),
  level: z.enum(RISK_LEVELS),
});
export type RiskScoreValue = z.infer<typeof RiskScoreValue>;
/** A score as the browser computed it, before it is sealed. */
export type RiskScoreInput = { kind: z.infer<typeof RiskScoreKind> } & RiskScoreValue;
export const SealedRiskScore = z.object({ kind: RiskScoreKind, encrypted_data: EncryptedData });
export type SealedRiskScore = z.infer<typeof SealedRiskScore>;
export const HraSubmitRequest = z.object({ risk_scores: z.array(SealedRiskScore).max(3).default([]) });
export type HraSubmitRequest = z.input<typeof HraSubmitRequest>;
export const HraSubmitResponse = z.object({ form: HraForm });
export type HraSubmitResponse = z.infer<typeof HraSubmitResponse>;
export const HRA_SUBMIT_INCOMPLETE_MESSAGE = 'Complete or skip every section before submitting';

/** spec 001 §4 Health assessment section status: every kind, 'new' when never saved. */
export const HraSectionsResponse = z.object({
  status: FormStatusValue,
  sections: z.array(z.object({ kind: HraFormKind, status: FormStatusValue })),
});
export type HraSectionsResponse = z.infer<typeof HraSectionsResponse>;
