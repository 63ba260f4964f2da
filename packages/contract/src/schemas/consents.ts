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

/**
 * What withdrawing the member's acceptance of an agreement does: 'allowed' records it withdrawn;
 * 'leaves_programs' (a required agreement of some of the member's programmes) also takes the member
 * out of those programmes; 'closes_account' (a required agreement whose organisation closes the
 * account on withdrawal) is done by asking for the account's deletion; 'not_allowed' (the agreement
 * says so, or it is required of every member and leads to nothing else).
 */
export const CONSENT_WITHDRAWALS = ['allowed', 'leaves_programs', 'closes_account', 'not_allowed'] as const;
export type ConsentWithdrawal = (typeof CONSENT_WITHDRAWALS)[number];

export const ConsentProgram = z.object({ id: z.string().uuid(), name: z.string() });
export type ConsentProgram = z.infer<typeof ConsentProgram>;

/** One agreement of the member's consent record: every answer they gave to it, and what a withdrawal would do. */
export const ConsentRecordItem = MemberLegalAgreement.omit({ programs: true, consent: true }).extend({
  /** Whether the agreement applies to the member now (one of their programmes, or every member). */
  applies: z.boolean(),
  /** Every answer, newest first: accepted or declined (a withdrawal is a declined answer), with its version. */
  answers: z.array(ConsentAnswer),
  /** What withdrawing does; null while the member has not accepted the current version (nothing to withdraw). */
  withdrawal: z.enum(CONSENT_WITHDRAWALS).nullable(),
  /** For 'leaves_programs': the member's programmes a withdrawal takes them out of. */
  leaves_programs: z.array(ConsentProgram),
});
export type ConsentRecordItem = z.infer<typeof ConsentRecordItem>;

/** The member's consent record: the agreements that apply to them and those they ever answered, by title. */
export const ConsentRecordResponse = z.object({ agreements: z.array(ConsentRecordItem) });
export type ConsentRecordResponse = z.infer<typeof ConsentRecordResponse>;

export const ConsentWithdrawParams = z.object({ id: z.string().uuid('The legal agreement id must be a UUID') });
export type ConsentWithdrawParams = z.infer<typeof ConsentWithdrawParams>;

/** The record after the withdrawal, and the programmes the member left with it. */
export const ConsentWithdrawResponse = ConsentRecordResponse.extend({ left_programs: z.array(ConsentProgram) });
export type ConsentWithdrawResponse = z.infer<typeof ConsentWithdrawResponse>;
