// spec 000 §7.2: staff's reads of a member's screening (risk scores and EPDS form by user id), with
// their route rows; a module of its own, so the member's HRA and nutrition forms do not bring them.
import type { AdminEpdsFormResponse, AdminRiskScoresResponse } from '@healthdeck/contract/light';
import { hraAdminRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const adminRiskScoresKey = (userId: string) => ['admin', 'clinical', 'risk-scores', userId] as const;
export const adminEpdsFormKey = (userId: string) => ['admin', 'clinical', 'epds-form', userId] as const;

export function createHraAdminApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, hraAdminRoutes);
  return {
    riskScores: (userId: string, signal?: AbortSignal): Promise<AdminRiskScoresResponse> => call('adminUserRiskScores', { params: { id: userId }, signal }),
    epdsForm: (userId: string, signal?: AbortSignal): Promise<AdminEpdsFormResponse> => call('adminUserEpdsForm', { params: { id: userId }, signal }),
  };
}
export type HraAdminApi = ReturnType<typeof createHraAdminApi>;
