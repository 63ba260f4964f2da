// spec 001 §2 feature flags: what the member's pages read from the featureflag admin class
// (spec 000 §3.1). Records that no longer match the class schema (an admin edit from an older
// version) are skipped rather than failing the member's page.
import { FeatureFlagClass, type FeatureFlagsResponse } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { SomeHandlers } from './types.js';

export const featureFlagHandlers: SomeHandlers<'featureFlags'> = {
  async featureFlags({ ctx }) {
    const { items } = await createClassStore(ctx.db).list('featureflag', { sort: 'name' });
    const flags: Record<string, boolean> = {};
    for (const record of items) {
      const flag = FeatureFlagClass.safeParse(record.data);
      if (flag.success) flags[flag.data.name] = flag.data.enabled;
    }
    return { flags } satisfies FeatureFlagsResponse;
  },
};
