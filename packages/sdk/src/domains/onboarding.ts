// spec 000 §7.6 Onboarding: POST topic interests (topicInterestIds), GET topics (topic kinds
// content-topic, user-interest), POST legal consents (legal_consents); complete-onboarding POST and
// enrollment info GET.
import type { CompleteOnboardingResponse, ConsentItem, EnrollmentInfoResponse, LegalAgreementsResponse, TopicKind, TopicsResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { onboardingRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { ENROLLMENT_INFO_KEY, LEGAL_AGREEMENTS_KEY } from './consents.js';
import { WELLBEING_KEY } from './wellbeing.js';

export const ONBOARDING_TOPICS_KEY = ['onboarding', 'topics'] as const;
export const onboardingTopicsKey = (kind?: TopicKind) => [...ONBOARDING_TOPICS_KEY, kind ?? 'all'] as const;

export function createOnboardingApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, onboardingRoutes);
  return {
    /** Topics of one kind (or both), with the member's interests marked `selected`. */
    topics: (kind?: TopicKind, signal?: AbortSignal): Promise<TopicsResponse> => call('onboardingTopics', { query: kind ? { kind } : {}, signal }),
    /** Replaces the member's interests; topic lists (onboarding and wellbeing) and the enrollment info are read again. */
    async saveTopicInterests(topicInterestIds: string[]): Promise<TopicsResponse> {
      const result = await call('onboardingTopicInterests', { body: { topicInterestIds } });
      await Promise.all([ONBOARDING_TOPICS_KEY, WELLBEING_KEY, ENROLLMENT_INFO_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return result;
    },
    /** Answers several agreements at once, all or none (a refusal is BadRequest with the server message). */
    async saveLegalConsents(legalConsents: ConsentItem[]): Promise<LegalAgreementsResponse> {
      const result = await call('onboardingLegalConsents', { body: { legal_consents: legalConsents } });
      queryClient.setQueryData(LEGAL_AGREEMENTS_KEY, result);
      await queryClient.invalidateQueries({ queryKey: ENROLLMENT_INFO_KEY });
      return result;
    },
    /** Finishes onboarding; while a required agreement is not accepted: BadRequest with the server message. */
    async complete(): Promise<CompleteOnboardingResponse> {
      const result = await call('completeOnboarding');
      await queryClient.invalidateQueries({ queryKey: ENROLLMENT_INFO_KEY });
      return result;
    },
    /** The member's organisations, programmes and onboarding state. */
    enrollmentInfo: (signal?: AbortSignal): Promise<EnrollmentInfoResponse> => call('enrollmentInfo', { signal }),
  };
}
export type OnboardingApi = ReturnType<typeof createOnboardingApi>;
