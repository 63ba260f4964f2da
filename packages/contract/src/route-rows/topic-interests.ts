import type { RouteMeta } from '../route-table.js';

// The rows of the member's topic interests (sdk domains/topic-interests.ts): spec 000 §7.6 Onboarding
// GET topics and POST topic interests, chosen at onboarding and changed later in the wellbeing
// library. A part of routeTable (route-table.ts); the rest of onboarding's rows are onboarding.ts, so
// the library carries none of them.
export const topicInterestsRoutes = {
  onboardingTopics: { method: 'GET', path: '/api/client/onboarding/topics', auth: 'member', successStatus: 200, operation: 'load topics' },
  onboardingTopicInterests: { method: 'POST', path: '/api/client/onboarding/topic-interests', auth: 'member', successStatus: 200, operation: 'save topic interests' },
} as const satisfies Record<string, RouteMeta>;
