// Query options (@tanstack/query-core) for legal agreements and onboarding (spec 000 §7.6). Consent
// saves write ['legal-agreements'] and invalidate ['enrollment-info']; interests invalidate
// ['onboarding', 'topics'], ['wellbeing'] and ['enrollment-info'].
import type { TopicKind } from '@healthdeck/contract/light';
import { ENROLLMENT_INFO_KEY, LEGAL_AGREEMENTS_KEY, type ConsentsApi } from '../domains/consents.js';
import type { OnboardingApi } from '../domains/onboarding.js';
import { topicInterestsKeys } from '../domains/topic-interests.js';

type Signal = { signal?: AbortSignal };

export function onboardingQueries(api: { consents: ConsentsApi; onboarding: OnboardingApi }) {
  return {
    legalAgreements: () => ({ queryKey: LEGAL_AGREEMENTS_KEY, queryFn: ({ signal }: Signal) => api.consents.legalAgreements(signal) }),
    topics: (kind?: TopicKind) => ({ queryKey: topicInterestsKeys.topics(kind), queryFn: ({ signal }: Signal) => api.onboarding.topics(kind, signal) }),
    enrollmentInfo: () => ({ queryKey: ENROLLMENT_INFO_KEY, queryFn: ({ signal }: Signal) => api.onboarding.enrollmentInfo(signal) }),
  };
}
export type OnboardingQueries = ReturnType<typeof onboardingQueries>;
