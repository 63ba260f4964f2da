// spec 000 §7.6 Onboarding: POST topic interests (topicInterestIds), GET topics (topic kinds
// content-topic, user-interest) — both in topic-interests.ts, which the wellbeing library uses
// alone —, POST legal consents (legal_consents); complete-onboarding POST and enrollment info GET.
import type { CompleteOnboardingResponse, ConsentItem, EnrollmentInfoResponse, LegalAgreementsResponse, TopicKind, TopicsResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { onboardingRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { ENROLLMENT_INFO_KEY, LEGAL_AGREEMENTS_KEY } from './consents.js';
import { fetchTopics, saveTopicInterests } from './topic-interests.js';

export function createOnboardingApi(hd: HealthDeck) {
  const { queryClient } = hd;
  const call = routed(hd.call, onboardingRoutes);
  return {
    topics: (kind?: TopicKind, signal?: AbortSignal): Promise<TopicsResponse> => fetchTopics(hd, kind, signal),
    saveTopicInterests: (topicInterestIds: string[]): Promise<TopicsResponse> => saveTopicInterests(hd, topicInterestIds),
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
