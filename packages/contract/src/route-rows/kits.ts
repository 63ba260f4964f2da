// The rows of every kits call: the union of the parts the sdk's kit calls register (the reads,
// writes, other reads, files and report re-seal of domains/kits.ts, kits-admin.ts), so a browser
// bundle carries only the rows of the calls it makes. The fixed /api/client/kits/… paths come
// before clientKit's /:id.
import type { RouteMeta } from '../route-table.js';
import { kitRegisterRoutes } from './kit-register.js';
import { kitInfoRoutes } from './kit-info.js';
import { kitFilesRoutes } from './kit-files.js';
import { kitReadsRoutes } from './kit-reads.js';
import { kitReportRoutes } from './kit-report.js';
import { kitsAdminRoutes } from './kits-admin.js';

export const kitsRoutes = {
  ...kitRegisterRoutes,
  ...kitInfoRoutes,
  ...kitFilesRoutes,
  ...kitReadsRoutes,
  ...kitReportRoutes,
  ...kitsAdminRoutes,
} as const satisfies Record<string, RouteMeta>;
