// spec 000 §2 toast display by toast-message location; §3.1 classkey toast_message_locations (path,
// display_status). Every signed-in user reads the entries so the browser can apply the rule on
// admin and client paths; records an older version wrote in another shape are skipped.
import { ToastMessageLocationClass, type ToastLocationsResponse } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { SomeHandlers } from './types.js';

export const toastLocationHandlers: SomeHandlers<'toastLocations'> = {
  async toastLocations({ ctx }) {
    const { items } = await createClassStore(ctx.db).list('toast_message_locations', { sort: 'path' });
    const locations: ToastLocationsResponse['locations'] = [];
    for (const record of items) {
      const entry = ToastMessageLocationClass.safeParse(record.data);
      if (entry.success) locations.push({ path: entry.data.path, display_status: entry.data.display_status });
    }
    return { locations } satisfies ToastLocationsResponse;
  },
};
