// The member's whole record, read and opened in their browser for the FHIR export and the PDF
// summary (docs/decisions/0103-fhir-export.md). Every read is one the member's screens already make;
// sealed records open as those screens open them (data key, else the unlocked private key). Nothing
// here sends the record anywhere: the export is made and saved in the browser.
import type { DailyLog } from '@healthdeck/contract/light';
import { clientInternals } from '../client-internals.js';
import type { HealthDeck } from '../health-deck.js';
import { HealthDeckError } from '../transport/errors.js';
import type { ExportedForm, ExportedKit, ExportedMeasurement, ExportedVital, MemberRecord } from '../fhir/member-record.js';
import { fetchAccount } from './account.js';
import { fetchDailyLogs } from './activity.js';
import { fetchAppointments } from './appointments.js';
import { fetchBodyMetrics } from './body-metrics.js';
import { HEALTH_DATA_LOCKED } from './clinical-record.js';
import { fetchConsentRecord } from './consents.js';
import { fetchCurrentAllergies, fetchCurrentHealthIssues, fetchCurrentMedications } from './health-records.js';
import { fetchHraForm, openHraSection } from './hra.js';
import { fetchAllKits, openKit } from './kits.js';
import { fetchMeasurements, openMeasurement } from './measurements.js';
import { fetchNutritionForm, openNutritionForm } from './nutrition-form.js';
import { fetchVitals, openVital } from './vitals.js';

/** The parts read in turn, in the order the progress names them. */
export const RECORD_EXPORT_PARTS = ['account', 'vitals', 'bodyScans', 'labs', 'dailyLogs', 'devices', 'forms', 'healthRecords', 'appointments', 'consents'] as const;
export type RecordExportPart = (typeof RECORD_EXPORT_PARTS)[number];

export interface RecordReadProgress {
  part: RecordExportPart;
  /** Parts read so far, of RECORD_EXPORT_PARTS.length. */
  done: number;
  total: number;
}

const PAGE = 100;
/** Daily logs are read 31 days at a time (the route's most), back until this many days hold nothing. */
const DAILY_LOG_WINDOW = 31;
const DAILY_LOG_EMPTY_STOP = 12;

async function allPages<T>(read: (page: number) => Promise<{ total_count: number; models: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { total_count, models } = await read(page);
    rows.push(...models);
    if (models.length === 0 || rows.length >= total_count) return rows;
  }
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The days the member logged, newest first: windows of 31 days back from today, until twelve windows
 * in a row (about a year) hold nothing (decision 0103 says why it stops there).
 */
async function allDailyLogs(hd: HealthDeck, signal?: AbortSignal): Promise<DailyLog[]> {
  const logs: DailyLog[] = [];
  let end: string | undefined;
  for (let empty = 0; empty < DAILY_LOG_EMPTY_STOP; ) {
    const window = await fetchDailyLogs(hd, { days: DAILY_LOG_WINDOW, ...(end ? { end } : {}) }, signal);
    logs.push(...window.logs);
    empty = window.logs.length === 0 ? empty + 1 : 0;
    end = dayBefore(window.from);
  }
  return logs;
}

/**
 * Reads and opens the member's whole record. Needs the data key (the member signed in); a record
 * the keys cannot open is counted in `unopened`, never guessed. `onProgress` hears each part.
 */
export async function fetchMemberRecord(hd: HealthDeck, onProgress?: (progress: RecordReadProgress) => void, signal?: AbortSignal): Promise<MemberRecord> {
  if (!hd.$dataKey.get()) throw new HealthDeckError(HEALTH_DATA_LOCKED, 423);
  const privateKey = hd.$privateKey.get();
  const keys = { privateKey };
  let unopened = 0;
  let done = 0;
  const step = async <T>(part: RecordExportPart, read: () => Promise<T>): Promise<T> => {
    const value = await read();
    signal?.throwIfAborted();
    done += 1;
    onProgress?.({ part, done, total: RECORD_EXPORT_PARTS.length });
    return value;
  };
  const opened = <T>(value: T | null): value is T => {
    if (value === null) unopened += 1;
    return value !== null;
  };

  const account = await step('account', () => fetchAccount(hd, signal));

  const vitals = await step('vitals', async () => {
    const rows = await allPages((page) => fetchVitals(hd, { page, take: PAGE }, signal).then((r) => r.vitals));
    const out: ExportedVital[] = [];
    for (const row of rows) {
      const values = await openVital(hd, row, keys).catch(() => null);
      if (opened(values)) out.push({ id: row.id, created_at: row.created_at, values });
    }
    return out;
  });

  const measurements = await step('bodyScans', async () => {
    const rows = await allPages((page) => fetchMeasurements(hd, { page, take: PAGE }, signal).then((r) => r.measurements));
    const out: ExportedMeasurement[] = [];
    for (const row of rows.filter((m) => m.status === 'completed' && m.encrypted_data)) {
      const value = await openMeasurement(hd, row, keys).catch(() => null);
      if (opened(value)) out.push({ id: row.id, created_at: row.created_at, value });
    }
    return out;
  });

  const kits = await step('labs', async () => {
    const out: ExportedKit[] = [];
    for (const kit of (await fetchAllKits(hd, signal)).filter((k) => k.encrypted_data)) {
      const report = await openKit(kit, { privateKey, dataKey: hd.$dataKey.get() }).catch(() => null);
      if (opened(report)) out.push({ id: kit.id, kit_id: kit.kit_id, name: kit.name, provider_code: kit.provider_code, updated_at: kit.updated_at, sandbox: kit.sandbox ?? null, report });
    }
    return out;
  });

  const daily_logs = await step('dailyLogs', () => allDailyLogs(hd, signal));

  const body_metrics = await step('devices', async () => {
    const [sleep, physical] = await Promise.all([fetchBodyMetrics(hd, 'sleep_summary', signal), fetchBodyMetrics(hd, 'physical_summary', signal)]);
    return [...sleep.data.body_metrics, ...physical.data.body_metrics];
  });

  const forms = await step('forms', async () => {
    const out: ExportedForm[] = [];
    for (const section of (await fetchHraForm(hd, signal))?.sections ?? []) {
      if (!section.encrypted_data) continue;
      const answers = await openHraSection(hd, section, keys).catch(() => null);
      if (opened(answers)) out.push({ kind: section.kind, status: section.status, updated_at: section.updated_at, answers });
    }
    const nutrition = await fetchNutritionForm(hd, signal);
    if (nutrition.encrypted_data) {
      const answers = await openNutritionForm(hd, nutrition, keys).catch(() => null);
      if (opened(answers)) out.push({ kind: 'nutrition', status: nutrition.status, updated_at: nutrition.updated_at, answers });
    }
    return out;
  });

  const healthRecords = await step('healthRecords', async () => {
    const [medications, allergies, issues] = await Promise.all([fetchCurrentMedications(hd, signal), fetchCurrentAllergies(hd, signal), fetchCurrentHealthIssues(hd, signal)]);
    for (const read of [medications, allergies, issues]) unopened += read.unreadable + (read.locked ? 1 : 0);
    return { medications: medications.records, allergies: allergies.records, health_issues: issues.records };
  });

  const appointments = await step('appointments', async () =>
    (await fetchAppointments(hd, undefined, signal)).appointments.map(({ encrypted_data: _details, ...appointment }) => appointment),
  );

  const consents = await step('consents', async () => (await fetchConsentRecord(hd, signal)).agreements);

  return {
    exported_at: new Date(clientInternals(hd).now()).toISOString(),
    member: { id: account.user.id, name: account.user.name, email: account.user.email },
    vitals,
    measurements,
    kits,
    daily_logs,
    body_metrics,
    forms,
    ...healthRecords,
    appointments,
    consents,
    unopened,
  };
}
