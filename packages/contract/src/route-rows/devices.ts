import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's devices code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const devicesRoutes = {
  // spec 000 §7.6 devices, health scores and summary, face-heart activation
  deviceAuthorizers: { method: 'GET', path: '/api/client/devices/authorizers', auth: 'member', successStatus: 200, operation: 'load devices' },
  deviceConnect: { method: 'POST', path: '/api/client/devices/connect', auth: 'member', successStatus: 200, operation: 'connect device' },
  deviceAuthorizationComplete: {
    method: 'POST',
    path: '/api/client/devices/authorization',
    auth: 'member',
    successStatus: 200,
    operation: 'finish connecting device',
    handling: { serverMessage: [503] },
  },
  deviceRevoke: { method: 'POST', path: '/api/client/devices/revoke', auth: 'member', successStatus: 200, operation: 'revoke device' },
  healthScores: { method: 'GET', path: '/api/client/devices/health-scores', auth: 'member', successStatus: 200, operation: 'load health scores' },
  healthSummary: { method: 'GET', path: '/api/client/devices/health-summary', auth: 'member', successStatus: 200, operation: 'load health summary' },
  faceHeartActivation: { method: 'PATCH', path: '/api/client/user/face-heart-activation', auth: 'member', successStatus: 200, operation: 'activate face heart' },
} as const satisfies Record<string, RouteMeta>;
