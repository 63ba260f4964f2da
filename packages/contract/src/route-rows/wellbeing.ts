import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's wellbeing code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const wellbeingRoutes = {
  // spec 000 §7.6 wellbeing, random health tip and referral, scheduling link, integration calls and statuses
  wellbeingTopics: { method: 'GET', path: '/api/client/wellbeing/topics', auth: 'member', successStatus: 200, operation: 'load wellbeing topics' },
  wellbeingTopic: { method: 'GET', path: '/api/client/wellbeing/topic', auth: 'member', successStatus: 200, operation: 'load wellbeing topic' },
  wellbeingResources: { method: 'GET', path: '/api/client/wellbeing/resources', auth: 'member', successStatus: 200, operation: 'load wellbeing resources' },
} as const satisfies Record<string, RouteMeta>;
