// spec 000 §7.5 admin kits table and "PATCH sync kit" (domain/kits/admin-kits.ts).
import type { SomeHandlers } from './types.js';
import { adminKitsPage, syncAdminKit } from '../domain/kits/admin-kits.js';

export const kitsAdminHandlers: SomeHandlers<'adminKits' | 'adminKitSync'> = {
  adminKits: ({ query, ctx }) => adminKitsPage(ctx, query),
  adminKitSync: async ({ params, body, ctx }) => ({ kit: await syncAdminKit(ctx, params.id, body) }),
};
