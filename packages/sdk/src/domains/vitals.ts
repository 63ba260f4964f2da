// spec 001 §3 Vitals record (hr, hrv, sbp, dbp, rr, spo2 once decrypted), §7 Load vitals (page 1,
// take 1), §8 (vitals load failures are logged only); spec 000 §7.6, §8 (vital create surfaces the
// server message), §7.2 simulate medical record and smartlink vitals (admin).
// vitalStatusWithThresholds is a rule: rules/vitals.ts (a widget part that shows badges imports no transport).
import {
  recordResealRoutes,
  vitalsRoutes,
  type AdminSmartlinkVitalsResponse,
  type RouteQuery,
  type SimulateMedicalRecordResponse,
  type VitalCreateResponse,
  type VitalRecord,
  type VitalThresholdsResponse,
  type VitalsResponse,
} from '@healthdeck/contract/light';
import type { DecryptedVitals } from '../rules/vitals.js';
import { routed } from '../transport/http.js';
import { clinicalRecordKeys, openClinicalRecord, resealOpened, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';
import { measurementsKeys } from './measurements.js';

export type VitalsQuery = NonNullable<RouteQuery<'vitals'>>;
export type AdminSmartlinkVitalsQuery = NonNullable<RouteQuery<'adminSmartlinkVitals'>>;

/** Every key starts with ['vitals'] (a save invalidates them) or ['admin', 'clinical'] (a simulated record invalidates those). */
export const vitalsKeys = {
  all: ['vitals'] as const,
  list: (query: VitalsQuery = {}) => ['vitals', 'list', query] as const,
  /** Page 1, take 1, opened (the widget's snapshot or base step). */
  latest: ['vitals', 'latest'] as const,
  thresholds: ['vitals', 'thresholds'] as const,
  adminSmartlink: (query: AdminSmartlinkVitalsQuery) => [...clinicalRecordKeys.admin, 'smartlink-vitals', query] as const,
};

/** spec 001 §7: the latest vital opened (total_count and models[0]). */
export interface LatestVitals {
  total_count: number;
  /** null when there is none, or without the key. */
  vitals: DecryptedVitals | null;
  created_at: string | null;
  /** Which sandbox made the latest vital up ('simulated', 'seed'), shown as demo data; null for the member's own scan. */
  sandbox: VitalRecord['sandbox'];
}

const call = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, vitalsRoutes);

export function fetchVitals(hd: ClinicalHost, query: VitalsQuery = {}, signal?: AbortSignal): Promise<VitalsResponse> {
  return call(hd)('vitals', { query, signal });
}

/**
 * Sends a vital the server sealed back re-sealed under the data key. A vital is written once (no
 * updated_at): its created_at names the record the browser opened. Keepalive (a record is well under
 * a kilobyte), so a reload right after the opening does not cut it.
 */
function sendResealedVital(hd: ClinicalHost, vital: Pick<VitalRecord, 'id' | 'created_at'>, encrypted_data: string) {
  return routed(hd.call, recordResealRoutes)('vitalSealRecord', { params: { id: vital.id }, body: { encrypted_data, created_at: vital.created_at }, keepalive: true });
}

/**
 * Opens a vital; one the server sealed (staff-simulated, seeded) is then sent back re-sealed under the
 * data key (resealOpened), so after a reload it opens without the password.
 */
export async function openVital(hd: ClinicalHost, vital: Pick<VitalRecord, 'id' | 'encrypted_data' | 'created_at'>, keys: OpenKeys = {}): Promise<DecryptedVitals | null> {
  const opened = await openClinicalRecord<DecryptedVitals>(hd, vital.encrypted_data, keys);
  return resealOpened(hd, vital.encrypted_data, opened, (encrypted_data) => sendResealedVital(hd, vital, encrypted_data));
}

/** spec 001 §7 Load vitals (page 1, take 1) and Decrypt a vital (re-sealed once opened, see openVital). */
export async function fetchLatestVitals(hd: ClinicalHost, keys: OpenKeys = {}, signal?: AbortSignal): Promise<LatestVitals> {
  const { vitals } = await call(hd)('vitals', { query: { page: 1, take: 1 }, signal });
  const first = vitals.models[0];
  return { total_count: vitals.total_count, vitals: first ? await openVital(hd, first, keys) : null, created_at: first?.created_at ?? null, sandbox: first?.sandbox ?? null };
}

/** Seals and saves a scan; a refusal (e.g. a second scan within a minute) rejects with the server's message. */
export async function saveVital(hd: ClinicalHost, values: DecryptedVitals): Promise<VitalCreateResponse> {
  const encrypted_data = await sealForServer(hd, values);
  const result = await call(hd)('vitalCreate', { body: { encrypted_data } });
  await hd.queryClient.invalidateQueries({ queryKey: vitalsKeys.all });
  return result;
}

/** Admin-set warning thresholds (class vital_warning_thresholds) to apply to opened values. */
export function fetchVitalThresholds(hd: ClinicalHost, signal?: AbortSignal): Promise<VitalThresholdsResponse> {
  return call(hd)('vitalThresholds', { signal });
}

/** spec 000 §7.2: a realistic vitals and measurement record for a member, encrypted to their key. */
export async function simulateMedicalRecord(hd: ClinicalHost, userId: string): Promise<SimulateMedicalRecordResponse> {
  const result = await call(hd)('adminSimulateMedicalRecord', { body: { user_id: userId } });
  await Promise.all([
    hd.queryClient.invalidateQueries({ queryKey: clinicalRecordKeys.admin }),
    hd.queryClient.invalidateQueries({ queryKey: vitalsKeys.all }),
    hd.queryClient.invalidateQueries({ queryKey: measurementsKeys.all }),
  ]);
  return result;
}

/** spec 000 §7.2 smartlink vitals: a member's vitals for the care advocate (ciphertext). */
export function fetchAdminSmartlinkVitals(hd: ClinicalHost, query: AdminSmartlinkVitalsQuery, signal?: AbortSignal): Promise<AdminSmartlinkVitalsResponse> {
  return call(hd)('adminSmartlinkVitals', { query, signal });
}

type Signal = { signal?: AbortSignal };

export const vitalsQuery = (hd: ClinicalHost, query: VitalsQuery = {}) => ({
  queryKey: vitalsKeys.list(query),
  queryFn: ({ signal }: Signal) => fetchVitals(hd, query, signal),
});
/** The open keys are not part of the cache key. */
export const latestVitalsQuery = (hd: ClinicalHost, keys: OpenKeys = {}) => ({
  queryKey: vitalsKeys.latest,
  queryFn: ({ signal }: Signal) => fetchLatestVitals(hd, keys, signal),
});
export const vitalThresholdsQuery = (hd: ClinicalHost) => ({
  queryKey: vitalsKeys.thresholds,
  queryFn: ({ signal }: Signal) => fetchVitalThresholds(hd, signal),
});
export const adminSmartlinkVitalsQuery = (hd: ClinicalHost, query: AdminSmartlinkVitalsQuery) => ({
  queryKey: vitalsKeys.adminSmartlink(query),
  queryFn: ({ signal }: Signal) => fetchAdminSmartlinkVitals(hd, query, signal),
});
