// spec 000 §3.3 (Legal agreement: required), §4 (required is true or false), §7.6 (legal consents,
// complete-onboarding): a required agreement must be accepted before the member goes on; an
// optional one may be declined.
import type { ConsentItem, MemberLegalAgreement } from '@healthdeck/contract/light';

/** The member's answers by agreement id (true = accepted). */
export type ConsentAnswers = Readonly<Record<string, boolean>>;

/** What the member answered before, in the agreement's current version (accepted or not). */
export function initialConsentAnswers(agreements: readonly MemberLegalAgreement[]): Record<string, boolean> {
  return Object.fromEntries(agreements.map((agreement) => [agreement.id, agreement.consent?.version === agreement.version && agreement.consent.accepted]));
}

/** The required agreements not accepted in `answers`: the member cannot go on while any is left. */
export function pendingRequiredAgreements(agreements: readonly MemberLegalAgreement[], answers: ConsentAnswers): MemberLegalAgreement[] {
  return agreements.filter((agreement) => agreement.required && answers[agreement.id] !== true);
}

/** The legal_consents to send: every agreement answered, accepted or declined (spec 000 §3.3 Consents save). */
export function consentItems(agreements: readonly MemberLegalAgreement[], answers: ConsentAnswers): ConsentItem[] {
  return agreements.map((agreement) => ({ legal_agreement_id: agreement.id, accepted: answers[agreement.id] === true }));
}
