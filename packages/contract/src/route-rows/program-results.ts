// The rows of the calls the sdk's program-results code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
import type { RouteMeta } from '../route-table.js';

export const programResultsRoutes = {
  // spec 000 §7.6 Program results (send 204, download result.pdf); the lab-site lookup's rows are lab-sites.ts
  programResultsSend: { method: 'POST', path: '/api/client/program-results/send', auth: 'member', successStatus: 204, operation: 'send program results' },
  programResultsDownload: { method: 'GET', path: '/api/client/program-results/download', auth: 'member', successStatus: 200, operation: 'download program results', file: true },
} as const satisfies Record<string, RouteMeta>;
