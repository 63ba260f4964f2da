import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's onboarding code makes besides the topic interests (those are
// topic-interests.ts): a part of routeTable (route-table.ts). A browser bundle imports the rows of the
// domains it uses, so the embed carries no row it never calls.
export const onboardingRoutes = {
  onboardingLegalConsents: {
    method: 'POST',
    path: '/api/client/onboarding/legal-consents',
    auth: 'member',
    successStatus: 200,
    operation: 'save user consent',
    handling: { on400: 'bad-request' },
  },
  completeOnboarding: { method: 'POST', path: '/api/client/user/complete-onboarding', auth: 'member', successStatus: 200, operation: 'complete onboarding' },
  enrollmentInfo: { method: 'GET', path: '/api/client/user/enrollment-info', auth: 'member', successStatus: 200, operation: 'load enrollment info' },
} as const satisfies Record<string, RouteMeta>;
