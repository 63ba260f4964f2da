// spec 000 §7.2 admin telehealth form: staff's read of a member's telehealth form. A module of its
// own with its route row.
import type { AdminTelehealthFormResponse } from '@healthdeck/contract/light';
import { telehealthAdminRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const adminTelehealthFormKey = (userId: string) => ['admin', 'clinical', 'telehealth-form', userId] as const;

export function createTelehealthAdminApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, telehealthAdminRoutes);
  return {
    form: (userId: string, signal?: AbortSignal): Promise<AdminTelehealthFormResponse> => call('adminUserTelehealthForm', { params: { id: userId }, signal }),
  };
}
export type TelehealthAdminApi = ReturnType<typeof createTelehealthAdminApi>;
