// spec 000 §7.5 download (kitId) and PDF by filename: the results files (sdk domains/kits.ts).
import type { RouteMeta } from '../route-table.js';

export const kitFilesRoutes = {
  kitDownload: { method: 'GET', path: '/api/client/kits/download', auth: 'member', successStatus: 200, operation: 'download results', file: true },
  kitPdf: { method: 'GET', path: '/api/client/kits/pdf', auth: 'member', successStatus: 200, operation: 'download results', file: true },
} as const satisfies Record<string, RouteMeta>;
