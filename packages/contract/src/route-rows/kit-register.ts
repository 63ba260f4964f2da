// spec 000 §7.5 register, is-available, unregister, confirm: the member's kit writes (sdk domains/kits.ts).
import type { RouteMeta } from '../route-table.js';

export const kitRegisterRoutes = {
  kitRegister: { method: 'POST', path: '/api/client/kits/register', auth: 'member', successStatus: 200, operation: 'register kit' },
  kitIsAvailable: { method: 'GET', path: '/api/client/kits/is-available', auth: 'member', successStatus: 200, operation: 'check kit' },
  kitUnregister: { method: 'POST', path: '/api/client/kits/unregister', auth: 'member', successStatus: 204, operation: 'unregister kit' },
  kitConfirm: { method: 'POST', path: '/api/client/kits/confirm', auth: 'member', successStatus: 200, operation: 'confirm kit' },
} as const satisfies Record<string, RouteMeta>;
