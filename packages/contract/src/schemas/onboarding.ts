import { z } from 'zod';
import { TopicKind } from './admin-classes/content.js';

/** A topic (spec 000 §3.4 Topic kinds: content-topic, user-interest) with the member's choice. */
export const Topic = z.object({
  id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  kind: TopicKind,
  image: z.string().nullable(),
  /** The member chose it as an interest (spec 000 §3.3 topicInterestIds). */
  selected: z.boolean(),
});
export type Topic = z.infer<typeof Topic>;

/** spec 000 §7.6 Onboarding GET topics: of one kind, or both when no kind is given. */
/** Unknown parameters are refused (400), as a mistyped filter would otherwise be ignored silently. */
export const TopicsQuery = z.object({ kind: TopicKind.optional() }).strict();
export const TopicsResponse = z.object({ topics: z.array(Topic) });
export type TopicsResponse = z.infer<typeof TopicsResponse>;

/** spec 000 §3.3 Topic interests: topicInterestIds (replaces the member's choice; [] clears it). */
export const TopicInterestsRequest = z.object({
  topicInterestIds: z.array(z.string().uuid('Topic ids must be UUIDs')).max(100),
});
export type TopicInterestsRequest = z.infer<typeof TopicInterestsRequest>;

/** spec 000 §7.6 complete-onboarding POST and enrollment info GET. */
export const OnboardingState = z.object({
  completed_at: z.string().datetime({ offset: true }).nullable(),
  topic_interest_ids: z.array(z.string().uuid()),
  /** A required legal agreement still waits for the member's acceptance. */
  pending_required_agreements: z.boolean(),
});
export type OnboardingState = z.infer<typeof OnboardingState>;

export const CompleteOnboardingResponse = z.object({ onboarding: OnboardingState });
export type CompleteOnboardingResponse = z.infer<typeof CompleteOnboardingResponse>;

/** spec 000 §7.6 enrollment info GET: organisations, programmes and where onboarding stands. */
export const EnrollmentInfoResponse = z.object({
  enrollment: z.object({
    organizations: z.array(z.object({ id: z.string(), name: z.string() })),
    programs: z.array(z.object({ id: z.string(), name: z.string() })),
    onboarding: OnboardingState,
  }),
});
export type EnrollmentInfoResponse = z.infer<typeof EnrollmentInfoResponse>;
