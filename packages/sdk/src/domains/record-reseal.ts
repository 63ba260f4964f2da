// Ours (docs/decisions/0034-server-sealed-records-resealed.md): the calls that send a vital, a
// body measurement, a health record (medication, log entry, allergy, health issue) or a health
// assessment section the server sealed to the member's public key back re-sealed under the data key,
// with their route rows. Loaded on demand with the first re-seal (vitals.ts, measurement-last.ts,
// measurements.ts, health-records.ts, hra-form.ts through resealOpened), beside the crypto
// chunk the opening needed anyway: a page whose records are all re-sealed never loads it. Sent as
// keepalive requests (a record is well under a kilobyte), so a reload right after the opening does not cut them.
import { recordResealRoutes, type HraFormKind, type Measurement, type VitalRecord } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { ClinicalHost } from './clinical-record.js';

/** A vital is written once (no updated_at): its created_at names the record the browser opened. */
export function sendResealedVital(hd: Pick<ClinicalHost, 'call'>, vital: Pick<VitalRecord, 'id' | 'created_at'>, encrypted_data: string) {
  const call = routed(hd.call, recordResealRoutes);
  return call('vitalSealRecord', { params: { id: vital.id }, body: { encrypted_data, created_at: vital.created_at }, keepalive: true });
}

/** For the measurement's version that was opened: a scan completed since is never overwritten (409). */
export function sendResealedMeasurement(hd: Pick<ClinicalHost, 'call'>, measurement: Pick<Measurement, 'id' | 'updated_at'>, encrypted_data: string) {
  const call = routed(hd.call, recordResealRoutes);
  return call('measurementSealRecord', { params: { id: measurement.id }, body: { encrypted_data, updated_at: measurement.updated_at }, keepalive: true });
}

/** The health records' re-seal calls (medications, their log, allergies, health issues). */
export type HealthRecordSealRoute = 'userMedicationSealRecord' | 'medicationLogSealRecord' | 'userAllergySealRecord' | 'userHealthIssueSealRecord';

/**
 * These records have no updated_at (a save changes one in place): the record opened is named by the
 * SHA-256 of its ciphertext, so a record saved or sealed anew since is never overwritten (409).
 */
export async function sendResealedHealthRecord(hd: Pick<ClinicalHost, 'call'>, route: HealthRecordSealRoute, id: string, opened: string, encrypted_data: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(opened)));
  const sealed_sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  const call = routed(hd.call, recordResealRoutes);
  return call(route, { params: { id }, body: { encrypted_data, sealed_sha256 }, keepalive: true });
}

/** A section is keyed by its kind; its updated_at names the answers opened: a save since is never overwritten (409). */
export function sendResealedHraSection(hd: Pick<ClinicalHost, 'call'>, section: { kind: HraFormKind; updated_at: string }, encrypted_data: string) {
  const call = routed(hd.call, recordResealRoutes);
  return call('hraSectionSealRecord', { params: { kind: section.kind }, body: { encrypted_data, updated_at: section.updated_at }, keepalive: true });
}
