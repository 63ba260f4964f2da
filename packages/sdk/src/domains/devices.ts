// spec 000 §7.6 Devices: authorizers, revoke (dataSource), health-scores, health-summary;
// face-heart activation PATCH. connect is ours (how a source is authorised is not shown).
import type {
  DeviceAuthorizersResponse,
  DeviceConnectResponse,
  DeviceDataSource,
  FaceHeartActivationResponse,
  HealthScoresResponse,
  HealthSummaryResponse,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { devicesRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { browserTimeZone } from './browser-time-zone.js';
import { bodyMetricsKeys } from './body-metrics.js';

export const DEVICES_KEY = ['devices'] as const;
export const DEVICE_AUTHORIZERS_KEY = [...DEVICES_KEY, 'authorizers'] as const;
export const HEALTH_SCORES_KEY = [...DEVICES_KEY, 'health-scores'] as const;
export const HEALTH_SUMMARY_KEY = [...DEVICES_KEY, 'health-summary'] as const;
export const FACE_HEART_KEY = ['face-heart'] as const;

export function createDevicesApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, devicesRoutes);
  /**
   * A connection change alters the summaries, the body metrics (none without a connected device:
   * the sleep summary and fitness widgets read them) and the integration call list too.
   */
  const devicesChanged = () => Promise.all([DEVICES_KEY, bodyMetricsKeys.all, ['integrations', 'calls']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    authorizers: (signal?: AbortSignal): Promise<DeviceAuthorizersResponse> => call('deviceAuthorizers', { signal }),
    /**
     * Connects a source. When the vendor answers an authorization_url the caller opens it (the
     * connection completes on the vendor's callback); the sandbox connects at once (null).
     */
    async connect(dataSource: DeviceDataSource): Promise<DeviceConnectResponse> {
      const result = await call('deviceConnect', { body: { dataSource } });
      await devicesChanged();
      return result;
    },
    async revoke(dataSource: DeviceDataSource): Promise<DeviceAuthorizersResponse> {
      const result = await call('deviceRevoke', { body: { dataSource } });
      queryClient.setQueryData(DEVICE_AUTHORIZERS_KEY, result);
      await devicesChanged();
      return result;
    },
    healthScores: (signal?: AbortSignal): Promise<HealthScoresResponse> => call('healthScores', { query: { tz: browserTimeZone() }, signal }),
    healthSummary: (signal?: AbortSignal): Promise<HealthSummaryResponse> => call('healthSummary', { query: { tz: browserTimeZone() }, signal }),
    async setFaceHeart(active: boolean): Promise<FaceHeartActivationResponse> {
      const result = await call('faceHeartActivation', { body: { active } });
      queryClient.setQueryData(FACE_HEART_KEY, result);
      return result;
    },
  };
}
export type DevicesApi = ReturnType<typeof createDevicesApi>;
