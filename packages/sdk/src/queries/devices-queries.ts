// Query options for devices (spec 000 §7.6); connect and revoke invalidate ['devices'] and
// ['integrations', 'calls'] (revoke also writes the authorizers it answers).
import { DEVICE_AUTHORIZERS_KEY, HEALTH_SCORES_KEY, HEALTH_SUMMARY_KEY, type DevicesApi } from '../domains/devices.js';

type Signal = { signal?: AbortSignal };

export function devicesQueries(api: DevicesApi) {
  return {
    authorizers: () => ({ queryKey: DEVICE_AUTHORIZERS_KEY, queryFn: ({ signal }: Signal) => api.authorizers(signal) }),
    healthScores: () => ({ queryKey: HEALTH_SCORES_KEY, queryFn: ({ signal }: Signal) => api.healthScores(signal) }),
    healthSummary: () => ({ queryKey: HEALTH_SUMMARY_KEY, queryFn: ({ signal }: Signal) => api.healthSummary(signal) }),
  };
}
export type DevicesQueries = ReturnType<typeof devicesQueries>;
