// Query options (@tanstack/query-core) for legal agreements and onboarding (spec 000 §7.6). Consent
// saves write ['legal-agreements'] and invalidate ['enrollment-info']; interests invalidate
// ['onboarding', 'topics'], ['wellbeing'] and ['enrollment-info'].
import { ENROLLMENT_INFO_KEY, LEGAL_AGREEMENTS_KEY, type ConsentsApi } from '../domains/consents.js';
import type { OnboardingApi } from '../domains/onboarding.js';
import { topicInterestsQueries } from './topic-interests-queries.js';

type Signal = { signal?: AbortSignal };

export function onboardingQueries(api: { consents: ConsentsApi; onboarding: OnboardingApi }) {
  return {
    legalAgreements: () => ({ queryKey: LEGAL_AGREEMENTS_KEY, queryFn: ({ signal }: Signal) => api.consents.legalAgreements(signal) }),
    ...topicInterestsQueries(api.onboarding),
    enrollmentInfo: () => ({ queryKey: ENROLLMENT_INFO_KEY, queryFn: ({ signal }: Signal) => api.onboarding.enrollmentInfo(signal) }),
  };
}
export type OnboardingQueries = ReturnType<typeof onboardingQueries>;
