// spec 001 §3 Client-side state groups: client dashboard (healthTip, programs, widgets,
// loadingHealthTip, loadingPrograms, referral, loadingReferral).
import { map } from 'nanostores';
import type { HealthTipClass, ProgramClass, ReferralClass, WidgetClass } from '@healthdeck/contract/light';
import { loadInto } from './load-into.js';

export interface ClientDashboardState {
  healthTip: HealthTipClass | null;
  programs: readonly ProgramClass[];
  widgets: readonly WidgetClass[];
  loadingHealthTip: boolean;
  loadingPrograms: boolean;
  referral: ReferralClass | null;
  loadingReferral: boolean;
}

const initial = (): ClientDashboardState => ({
  healthTip: null,
  programs: [],
  widgets: [],
  loadingHealthTip: false,
  loadingPrograms: false,
  referral: null,
  loadingReferral: false,
});

export const $clientDashboard = map<ClientDashboardState>(initial());

/** The random health tip (spec 000 §7.6 'GET random health tip'); loadingHealthTip meanwhile. */
export const loadHealthTip = (load: () => Promise<HealthTipClass | null>) => loadInto($clientDashboard, 'healthTip', 'loadingHealthTip', load);
/** The member's programmes; loadingPrograms meanwhile. */
export const loadDashboardPrograms = (load: () => Promise<readonly ProgramClass[]>) => loadInto($clientDashboard, 'programs', 'loadingPrograms', load);
/** The random referral (spec 000 §7.6 'GET random referral'); loadingReferral meanwhile. */
export const loadReferral = (load: () => Promise<ReferralClass | null>) => loadInto($clientDashboard, 'referral', 'loadingReferral', load);
/** The dashboard's widgets (no loading flag in the spec's group). */
export function setDashboardWidgets(widgets: readonly WidgetClass[]): void {
  $clientDashboard.setKey('widgets', widgets);
}
export function resetClientDashboard(): void {
  $clientDashboard.set(initial());
}
