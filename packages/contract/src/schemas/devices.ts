import { z } from 'zod';
import { SandboxSource } from './common.js';

/** The fitness device sources a member can connect (spec 000 §7.6 Devices; spec 001 §2 fitness-tracker connection). */
export const DEVICE_DATA_SOURCES = { fitbit: 'Fitbit', garmin: 'Garmin', oura: 'Oura', withings: 'Withings' } as const;
export type DeviceDataSource = keyof typeof DEVICE_DATA_SOURCES;
const DataSource = z.enum(Object.keys(DEVICE_DATA_SOURCES) as [DeviceDataSource, ...DeviceDataSource[]], 'Unknown data source');

export const DeviceAuthorizer = z.object({
  dataSource: DataSource,
  name: z.string(),
  connected: z.boolean(),
  connected_at: z.string().datetime({ offset: true }).nullable(),
});
export type DeviceAuthorizer = z.infer<typeof DeviceAuthorizer>;
/** spec 000 §7.6 Devices authorizers. */
export const DeviceAuthorizersResponse = z.object({ authorizers: z.array(DeviceAuthorizer) });
export type DeviceAuthorizersResponse = z.infer<typeof DeviceAuthorizersResponse>;

/** spec 000 §7.6 Devices revoke (dataSource); connect is ours (the spec does not show how a source is authorised). */
export const DeviceSourceRequest = z.object({ dataSource: DataSource });
export type DeviceSourceRequest = z.infer<typeof DeviceSourceRequest>;
/**
 * A vendor that needs the member's consent answers an authorization_url to open; the sandbox
 * authorises at once (null).
 */
export const DeviceConnectResponse = z.object({ authorizer: DeviceAuthorizer, authorization_url: z.string().nullable() });
export type DeviceConnectResponse = z.infer<typeof DeviceConnectResponse>;

/** The member's return from a vendor's consent page (OAuth 2.0: its code and our state), to finish connecting. */
export const DeviceAuthorizationCompleteRequest = z.object({ dataSource: DataSource, code: z.string().min(1).max(2048), state: z.string().min(1).max(256) }).strict();
export const DeviceAuthorizationCompleteResponse = z.object({ authorizer: DeviceAuthorizer });
export type DeviceAuthorizationCompleteResponse = z.infer<typeof DeviceAuthorizationCompleteResponse>;

export const DevicesQuery = z.object({ tz: z.string().max(64).optional() }).strict();

/** spec 001 §3 Health score item: title, progress, max. */
export const HealthScoreItem = z.object({ title: z.string(), progress: z.number(), max: z.number() });
export type HealthScoreItem = z.infer<typeof HealthScoreItem>;
/** `sandbox`: 'fitness' when the device scores (steps, sleep, active calories) come from the sandbox tracker (docs/decisions/0090-sandboxes-say-so.md). */
export const HealthScoresResponse = z.object({ health_scores: z.array(HealthScoreItem), sandbox: SandboxSource });
export type HealthScoresResponse = z.infer<typeof HealthScoresResponse>;

/** spec 000 §7.6 health-summary: the latest day's activity and night from the member's devices. */
export const HealthSummaryResponse = z.object({
  health_summary: z.object({
    date: z.string().nullable(),
    steps: z.number().int().nullable(),
    distance_meters: z.number().nullable(),
    calories_kcal: z.number().nullable(),
    sleep_seconds: z.number().int().nullable(),
    connected_sources: z.array(DataSource),
    /** 'fitness' when the sandbox tracker made the day's records up. */
    sandbox: SandboxSource,
  }),
});
export type HealthSummaryResponse = z.infer<typeof HealthSummaryResponse>;

/** spec 000 §7.6 Face-heart activation PATCH (the facial-scan heart reading, spec 000 §3.4 facial scan). */
export const FaceHeartActivationRequest = z.object({ active: z.boolean() });
export const FaceHeartActivationResponse = z.object({
  face_heart: z.object({ active: z.boolean(), activated_at: z.string().datetime({ offset: true }).nullable() }),
});
export type FaceHeartActivationResponse = z.infer<typeof FaceHeartActivationResponse>;
