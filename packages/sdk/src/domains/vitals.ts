// spec 001 §3 Vitals record (hr, hrv, sbp, dbp, rr, spo2 once decrypted), §7 Load vitals (page 1,
// take 1), §8 (vitals load failures are logged only); spec 000 §7.6, §8 (vital create surfaces the
// server message), §7.2 simulate medical record and smartlink vitals (admin).
import type {
  RouteQuery,
  SimulateMedicalRecordResponse,
  VitalCreateResponse,
  VitalRecord,
  VitalScanFrame,
  VitalScanResponse,
  VitalThresholdsResponse,
  VitalsResponse,
  AdminSmartlinkVitalsResponse,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { vitalsRoutes } from '@healthdeck/contract/light';
import type { DecryptedVitals } from '../rules/vitals.js';
import { MEASUREMENTS_KEY, openClinicalRecord, resealOpened, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export const VITALS_KEY = ['vitals'] as const;
export const VITAL_THRESHOLDS_KEY = ['vitals', 'thresholds'] as const;
export const vitalsListKey = (query: VitalsQuery = {}) => ['vitals', 'list', query] as const;
export const ADMIN_CLINICAL_KEY = ['admin', 'clinical'] as const;
export const adminSmartlinkVitalsKey = (query: AdminSmartlinkVitalsQuery) => [...ADMIN_CLINICAL_KEY, 'smartlink-vitals', query] as const;

export type VitalsQuery = NonNullable<RouteQuery<'vitals'>>;
export type AdminSmartlinkVitalsQuery = NonNullable<RouteQuery<'adminSmartlinkVitals'>>;

/** spec 001 §7: the latest vital opened (total_count and models[0]). */
export interface LatestVitals {
  total_count: number;
  /** null when there is none, or without the key. */
  vitals: DecryptedVitals | null;
  created_at: string | null;
}

// vitalStatusWithThresholds is a rule: rules/vitals.ts (a widget part that shows badges imports no transport).
export function createVitalsApi(hd: ClinicalHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, vitalsRoutes);
  /**
   * Opens a vital; one the server sealed (staff-simulated, seeded) is then sent back
   * re-sealed under the data key (resealOpened; the call loads on demand), so after a reload it
   * opens without the password.
   */
  const open = async (vital: Pick<VitalRecord, 'id' | 'encrypted_data' | 'created_at'>, keys: OpenKeys = {}) =>
    resealOpened(hd, vital.encrypted_data, await openClinicalRecord<DecryptedVitals>(hd, vital.encrypted_data, keys), (encrypted_data) =>
      import('./record-reseal.js').then((m) => m.sendResealedVital(hd, vital, encrypted_data)),
    );
  return {
    list: (query: VitalsQuery = {}, signal?: AbortSignal): Promise<VitalsResponse> => call('vitals', { query, signal }),
    /** spec 001 §7 Load vitals (page 1, take 1) and Decrypt a vital (re-sealed once opened, see open). */
    async latest(keys: OpenKeys = {}, signal?: AbortSignal): Promise<LatestVitals> {
      const { vitals } = await call('vitals', { query: { page: 1, take: 1 }, signal });
      const first = vitals.models[0];
      return { total_count: vitals.total_count, vitals: first ? await open(first, keys) : null, created_at: first?.created_at ?? null };
    },
    open,
    /** Seals and saves a scan; a refusal (e.g. a second scan within a minute) rejects with the server's message. */
    async save(values: DecryptedVitals): Promise<VitalCreateResponse> {
      const encrypted_data = await sealForServer(hd, values);
      const result = await call('vitalCreate', { body: { encrypted_data } });
      await queryClient.invalidateQueries({ queryKey: VITALS_KEY });
      return result;
    },
    /** The live-scan session (the server's vitals sandbox): the face oval's light signal in, the values out; nothing is saved. */
    scan: (frames: readonly VitalScanFrame[], signal?: AbortSignal): Promise<VitalScanResponse> => call('vitalScan', { body: { frames: [...frames] }, signal }),
    /** Admin-set warning thresholds (class vital_warning_thresholds) to apply to opened values. */
    thresholds: (signal?: AbortSignal): Promise<VitalThresholdsResponse> => call('vitalThresholds', { signal }),
    admin: {
      /** spec 000 §7.2: a realistic vitals and measurement record for a member, encrypted to their key. */
      async simulateMedicalRecord(userId: string): Promise<SimulateMedicalRecordResponse> {
        const result = await call('adminSimulateMedicalRecord', { body: { user_id: userId } });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ADMIN_CLINICAL_KEY }),
          queryClient.invalidateQueries({ queryKey: VITALS_KEY }),
          queryClient.invalidateQueries({ queryKey: MEASUREMENTS_KEY }),
        ]);
        return result;
      },
      /** spec 000 §7.2 smartlink vitals: a member's vitals for the care advocate (ciphertext). */
      smartlinkVitals: (query: AdminSmartlinkVitalsQuery, signal?: AbortSignal): Promise<AdminSmartlinkVitalsResponse> => call('adminSmartlinkVitals', { query, signal }),
    },
  };
}
export type VitalsApi = ReturnType<typeof createVitalsApi>;
