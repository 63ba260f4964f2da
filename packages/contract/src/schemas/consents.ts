import { z } from 'zod';

/** A member's answer to a legal agreement (spec 000 §4: required is true or false). */
export const ConsentAnswer = z.object({
  accepted: z.boolean(),
  /** The agreement version answered; an answer to an older version is shown but no longer counts. */
  version: z.string(),
  answered_at: z.string().datetime({ offset: true }),
});
export type ConsentAnswer = z.infer<typeof ConsentAnswer>;

/** spec 000 §3.3 Legal agreement: programs (list of ids) and required (true or false, §4). */
export const MemberLegalAgreement = z.object({
  id: z.string().uuid(),
  title: z.string(),
  content: z.string(),
  url: z.string().nullable(),
  version: z.string(),
  required: z.boolean(),
  programs: z.array(z.string()),
  /** The member's answer to this version, or null when not answered yet. */
  consent: ConsentAnswer.nullable(),
});
export type MemberLegalAgreement = z.infer<typeof MemberLegalAgreement>;

/** spec 000 §7.6 legal-agreements GET: the agreements of the member's programmes (and those of every programme). */
export const LegalAgreementsResponse = z.object({
  legal_agreements: z.array(MemberLegalAgreement),
  /** True while a required agreement is not accepted in its current version. */
  pending_required: z.boolean(),
});
export type LegalAgreementsResponse = z.infer<typeof LegalAgreementsResponse>;

/** One answer: the agreement and accepted or declined (a required one can only be accepted to count). */
export const ConsentItem = z.object({
  legal_agreement_id: z.string().uuid('The legal agreement id must be a UUID'),
  accepted: z.boolean(),
});
export type ConsentItem = z.infer<typeof ConsentItem>;

/** spec 000 §7.6 consent POST: one answer. */
export const ConsentRequest = ConsentItem;
export type ConsentRequest = z.infer<typeof ConsentRequest>;

/** spec 000 §3.3 "Consents save: legal_consents" (onboarding POST legal consents): several answers at once. */
export const LegalConsentsRequest = z.object({
  legal_consents: z.array(ConsentItem).min(1, 'Answer at least one legal agreement').max(100),
});
export type LegalConsentsRequest = z.infer<typeof LegalConsentsRequest>;

/** Both consent calls answer the member's agreements as they now stand. */
export const ConsentResponse = LegalAgreementsResponse;
export type ConsentResponse = z.infer<typeof ConsentResponse>;
