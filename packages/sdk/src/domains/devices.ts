// spec 000 §7.6 Devices: authorizers, revoke (dataSource), health-scores, health-summary;
// face-heart activation PATCH. connect is ours (how a source is authorised is not shown).
import type {
  DeviceAuthorizationCompleteResponse,
  DeviceAuthorizersResponse,
  DeviceConnectResponse,
  DeviceDataSource,
  FaceHeartActivationResponse,
  HealthScoresResponse,
  HealthSummaryResponse,
} from '@healthdeck/contract/light';
import { devicesRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { browserTimeZone } from './browser-time-zone.js';
import { bodyMetricsKeys } from './body-metrics.js';
import { integrationsKeys } from './integrations.js';

export const devicesKeys = {
  all: ['devices'] as const,
  authorizers: ['devices', 'authorizers'] as const,
  healthScores: ['devices', 'health-scores'] as const,
  healthSummary: ['devices', 'health-summary'] as const,
  faceHeart: ['face-heart'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, devicesRoutes);

/**
 * A connection change alters the summaries, the body metrics (none without a connected device:
 * the sleep summary and fitness widgets read them) and the integration call list too.
 */
const devicesChanged = (hd: HealthDeck) => Promise.all([devicesKeys.all, bodyMetricsKeys.all, integrationsKeys.allCalls].map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));

export function fetchDeviceAuthorizers(hd: HealthDeck, signal?: AbortSignal): Promise<DeviceAuthorizersResponse> {
  return call(hd)('deviceAuthorizers', { signal });
}

/**
 * Connects a source. When the vendor answers an authorization_url the caller opens it (the
 * connection completes on the vendor's callback); the sandbox connects at once (null).
 */
export async function connectDevice(hd: HealthDeck, dataSource: DeviceDataSource): Promise<DeviceConnectResponse> {
  const result = await call(hd)('deviceConnect', { body: { dataSource } });
  await devicesChanged(hd);
  return result;
}

/** Finishes a connection on the member's return from the vendor's consent page (its `code` and `state` from the address). */
export async function completeDeviceConnection(hd: HealthDeck, dataSource: DeviceDataSource, code: string, state: string): Promise<DeviceAuthorizationCompleteResponse> {
  const result = await call(hd)('deviceAuthorizationComplete', { body: { dataSource, code, state } });
  await devicesChanged(hd);
  return result;
}

export async function revokeDevice(hd: HealthDeck, dataSource: DeviceDataSource): Promise<DeviceAuthorizersResponse> {
  const result = await call(hd)('deviceRevoke', { body: { dataSource } });
  hd.queryClient.setQueryData(devicesKeys.authorizers, result);
  await devicesChanged(hd);
  return result;
}

export function fetchHealthScores(hd: HealthDeck, signal?: AbortSignal): Promise<HealthScoresResponse> {
  return call(hd)('healthScores', { query: { tz: browserTimeZone() }, signal });
}

export function fetchHealthSummary(hd: HealthDeck, signal?: AbortSignal): Promise<HealthSummaryResponse> {
  return call(hd)('healthSummary', { query: { tz: browserTimeZone() }, signal });
}

export async function setFaceHeart(hd: HealthDeck, active: boolean): Promise<FaceHeartActivationResponse> {
  const result = await call(hd)('faceHeartActivation', { body: { active } });
  hd.queryClient.setQueryData(devicesKeys.faceHeart, result);
  return result;
}

type Signal = { signal?: AbortSignal };

export const deviceAuthorizersQuery = (hd: HealthDeck) => ({
  queryKey: devicesKeys.authorizers,
  queryFn: ({ signal }: Signal) => fetchDeviceAuthorizers(hd, signal),
});
export const healthScoresQuery = (hd: HealthDeck) => ({ queryKey: devicesKeys.healthScores, queryFn: ({ signal }: Signal) => fetchHealthScores(hd, signal) });
export const healthSummaryQuery = (hd: HealthDeck) => ({
  queryKey: devicesKeys.healthSummary,
  queryFn: ({ signal }: Signal) => fetchHealthSummary(hd, signal),
});
