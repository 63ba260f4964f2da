// spec 000 §7.6 Onboarding: complete-onboarding POST and enrollment info GET. The topics and the
// member's interests are topic-interests.ts (the wellbeing library uses them alone); the legal
// consents the onboarding asks for are consents.ts.
import type { CompleteOnboardingResponse, EnrollmentInfoResponse } from '@healthdeck/contract/light';
import { onboardingRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

/** The enrollment info carries whether required agreements are pending (spec 000 §7.6 enrollment info). */
export const onboardingKeys = { enrollmentInfo: ['enrollment-info'] as const };

const call = (hd: HealthDeck) => routed(hd.call, onboardingRoutes);

/** Finishes onboarding; while a required agreement is not accepted: BadRequest with the server message. */
export async function completeOnboarding(hd: HealthDeck): Promise<CompleteOnboardingResponse> {
  const result = await call(hd)('completeOnboarding');
  await hd.queryClient.invalidateQueries({ queryKey: onboardingKeys.enrollmentInfo });
  return result;
}

/** The member's organisations, programmes and onboarding state. */
export function fetchEnrollmentInfo(hd: HealthDeck, signal?: AbortSignal): Promise<EnrollmentInfoResponse> {
  return call(hd)('enrollmentInfo', { signal });
}

export const enrollmentInfoQuery = (hd: HealthDeck) => ({
  queryKey: onboardingKeys.enrollmentInfo,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchEnrollmentInfo(hd, signal),
});
