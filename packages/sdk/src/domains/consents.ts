// spec 000 §3.3, §4, §7.6 legal agreements GET and consent POST, and the onboarding's POST of several
// consents at once. spec 000 §8: consent save raises BadRequest with the server message, falling
// back to 'Failed to save user consent'.
import type { ConsentItem, ConsentRecordResponse, ConsentRequest, ConsentWithdrawResponse, LegalAgreementsResponse } from '@healthdeck/contract/light';
import { consentsRoutes, onboardingRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { onboardingKeys } from './onboarding.js';

export const consentsKeys = { legalAgreements: ['legal-agreements'] as const, record: ['consent-record'] as const };

/** The consents' rows, and the onboarding's row that answers several consents at once. */
const consentRows = { ...consentsRoutes, onboardingLegalConsents: onboardingRoutes.onboardingLegalConsents };
const call = (hd: HealthDeck) => routed(hd.call, consentRows);

/** The cached agreements become the server's answer; the enrollment info (pending agreements) is read again. */
async function consentsSaved(hd: HealthDeck, result: LegalAgreementsResponse): Promise<void> {
  hd.queryClient.setQueryData(consentsKeys.legalAgreements, result);
  await Promise.all([hd.queryClient.invalidateQueries({ queryKey: onboardingKeys.enrollmentInfo }), hd.queryClient.invalidateQueries({ queryKey: consentsKeys.record })]);
}

/** The agreements of the member's programmes, required true or false, with the member's answers. */
export function fetchLegalAgreements(hd: HealthDeck, signal?: AbortSignal): Promise<LegalAgreementsResponse> {
  return call(hd)('legalAgreements', { signal });
}

/** Accepts or declines one agreement. */
export async function saveConsent(hd: HealthDeck, consent: ConsentRequest): Promise<LegalAgreementsResponse> {
  const result = await call(hd)('consentSave', { body: consent });
  await consentsSaved(hd, result);
  return result;
}

/** Answers several agreements at once, all or none (a refusal is BadRequest with the server message). */
export async function saveLegalConsents(hd: HealthDeck, legalConsents: ConsentItem[]): Promise<LegalAgreementsResponse> {
  const result = await call(hd)('onboardingLegalConsents', { body: { legal_consents: legalConsents } });
  await consentsSaved(hd, result);
  return result;
}

export const legalAgreementsQuery = (hd: HealthDeck) => ({
  queryKey: consentsKeys.legalAgreements,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchLegalAgreements(hd, signal),
});

/** The member's consent record: every agreement that applies or was answered, each answer, and what a withdrawal does. */
export function fetchConsentRecord(hd: HealthDeck, signal?: AbortSignal): Promise<ConsentRecordResponse> {
  return call(hd)('consentRecord', { signal });
}

/**
 * Withdraws the member's acceptance of an agreement (a refusal is BadRequest with the server
 * message). A required programme agreement takes the member out of programmes, which changes
 * their pages, actions and results: then everything cached is read again.
 */
export async function withdrawConsent(hd: HealthDeck, agreementId: string): Promise<ConsentWithdrawResponse> {
  const result = await call(hd)('consentWithdraw', { params: { id: agreementId } });
  hd.queryClient.setQueryData(consentsKeys.record, { agreements: result.agreements });
  if (result.left_programs.length > 0) await hd.queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== consentsKeys.record[0] });
  else await hd.queryClient.invalidateQueries({ queryKey: consentsKeys.legalAgreements });
  return result;
}

export const consentRecordQuery = (hd: HealthDeck) => ({
  queryKey: consentsKeys.record,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchConsentRecord(hd, signal),
});
export const withdrawConsentMutation = (hd: HealthDeck) => ({
  mutationKey: ['consent-record', 'withdraw'] as const,
  mutationFn: (agreementId: string) => withdrawConsent(hd, agreementId),
});
export const saveConsentMutation = (hd: HealthDeck) => ({
  mutationKey: ['legal-agreements', 'save'] as const,
  mutationFn: (consent: ConsentRequest) => saveConsent(hd, consent),
});
