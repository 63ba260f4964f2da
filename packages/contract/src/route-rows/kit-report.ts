// Ours: the browser's re-seal of a kit report (sdk domains/kits.ts).
import type { RouteMeta } from '../route-table.js';

export const kitReportRoutes = {
  kitSealReport: { method: 'PUT', path: '/api/client/kits/:id/report', auth: 'member', successStatus: 200, operation: 'save your kit report' },
} as const satisfies Record<string, RouteMeta>;
