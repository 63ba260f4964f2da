// spec 000 §7.5 kits, member side (domain/kits/kits.ts).
import type { SomeHandlers } from './types.js';
import {
  confirmKit,
  kitAvailability,
  kitInfo,
  lastKit,
  memberKitsPage,
  newestProviderKit,
  newKits,
  openKit,
  registerKit,
  sealKitReport,
  spotSamplesInfo,
  unregisterKit,
  vendorProducts,
} from '../domain/kits/kits.js';

export const kitsClientHandlers: SomeHandlers<
  | 'kitRegister'
  | 'kitIsAvailable'
  | 'kitUnregister'
  | 'kitConfirm'
  | 'clientKits'
  | 'clientKit'
  | 'kitSealReport'
  | 'clientKitLast'
  | 'kitInfo'
  | 'vendorKits'
  | 'providerKit'
  | 'kitsNew'
  | 'spotSamplesInfo'
> = {
  kitRegister: async ({ body, user, ctx }) => ({ kit: await registerKit(ctx, user.id, body.kit_id) }),
  kitIsAvailable: ({ query, user, ctx }) => kitAvailability(ctx, user.id, query.kit_id),
  async kitUnregister({ body, user, ctx }) {
    await unregisterKit(ctx, user.id, body.id);
    return null;
  },
  kitConfirm: async ({ body, user, ctx }) => ({ kit: await confirmKit(ctx, user.id, body.kit_id) }),
  clientKits: ({ query, user, ctx }) => memberKitsPage(ctx, user.id, query),
  clientKit: async ({ params, user, ctx }) => ({ kit: await openKit(ctx, user.id, params.id) }),
  kitSealReport: async ({ params, body, user, ctx }) => ({ kit: await sealKitReport(ctx, user.id, params.id, body) }),
  clientKitLast: async ({ user, ctx }) => ({ kit: await lastKit(ctx, user.id) }),
  kitInfo: ({ query, user, ctx }) => kitInfo(ctx, user.id, query.kit_id),
  vendorKits: async ({ query, ctx }) => ({ vendor_kits: vendorProducts(ctx, query.provider_code) }),
  providerKit: async ({ query, user, ctx }) => ({ kit: await newestProviderKit(ctx, user.id, query.provider_code) }),
  kitsNew: async ({ user, ctx }) => ({ kits: await newKits(ctx, user.id) }),
  spotSamplesInfo: ({ query, user, ctx }) => spotSamplesInfo(ctx, user.id, query.kit_id),
};
