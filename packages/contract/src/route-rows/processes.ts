import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's processes code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const processesRoutes = {
  // spec 000 §3.1 processes: run one for members (by id or a programme's), list runs with their steps, retry a failed run
  adminProcessStart: { method: 'POST', path: '/api/admin/processes/:code/runs', auth: 'admin', permission: 'processes.write', successStatus: 200, operation: 'start process' },
  adminProcessRuns: { method: 'GET', path: '/api/admin/process-runs', auth: 'admin', permission: 'processes.read', successStatus: 200, operation: 'load process runs' },
  adminProcessRunRetry: { method: 'POST', path: '/api/admin/process-runs/:id/retry', auth: 'admin', permission: 'processes.write', successStatus: 200, operation: 'retry process run' },
  // spec 001 §4 triggered process: the member's own run, while their screen waits for its effects
  memberProcessRun: { method: 'GET', path: '/api/client/process-runs/:id', auth: 'member', successStatus: 200, operation: 'load process run' },
} as const satisfies Record<string, RouteMeta>;
