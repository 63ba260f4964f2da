import type { RouteMeta } from '../route-table.js';

// The human check's public settings: which provider's widget the sign-up page loads, and its site key.
export const humanCheckRoutes = {
  humanCheckConfig: { method: 'GET', path: '/api/auth/human-check/config', auth: 'none', successStatus: 200, operation: 'load human check settings' },
} as const satisfies Record<string, RouteMeta>;
