// Ours: the member's one timeline (docs/decisions/0105-one-timeline.md): pages of every kind on one
// time axis from the server, each page's sealed records opened here with the member's unlocked keys
// (data key; a server-sealed one with the private key), and every lab report's biomarkers for their
// trends across kits. The server never sees an opened value.
import { timelineRoutes, type KitStatusData, type SpotResultItem, type TimelineEntry, type TimelineKind, type TimelineResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import type { DatedReading } from '../rules/biomarker-trend.js';
import { reportTime } from '../rules/biomarker-trend.js';
import { routed } from '../transport/http.js';
import { clinicalRecordLocked, openClinicalRecord, type OpenKeys } from './clinical-record.js';
import { kitReportLocked, openKit, sealKitReport } from './kits.js';
import { openVital } from './vitals.js';

export interface TimelinePageQuery {
  kinds?: readonly TimelineKind[];
  before?: string | null;
  take?: number;
}

/** An entry with what its sealed record holds once opened: null with `locked` while its key is not unlocked. */
export type OpenedTimelineEntry = TimelineEntry & { opened: unknown; locked: boolean };

export interface OpenedTimelinePage {
  entries: OpenedTimelineEntry[];
  next_before: string | null;
}

/** Everything under ['timeline'] (a record's change anywhere may move it). */
export const timelineKeys = {
  all: ['timeline'] as const,
  /** The opened pages of one filter (kinds sorted: the same filter is the same key). */
  pages: (kinds: readonly TimelineKind[]) => ['timeline', 'pages', [...kinds].sort().join(',')] as const,
  biomarkers: ['timeline', 'biomarkers'] as const,
};

const call = (hd: Pick<HealthDeck, 'call'>) => routed(hd.call, timelineRoutes);

export function fetchTimelinePage(hd: Pick<HealthDeck, 'call'>, query: TimelinePageQuery = {}, signal?: AbortSignal): Promise<TimelineResponse> {
  return call(hd)('timeline', {
    query: { ...(query.kinds?.length ? { kinds: query.kinds.join(',') } : {}), ...(query.before ? { before: query.before } : {}), ...(query.take ? { take: query.take } : {}) },
    signal,
  });
}

/** The client (a kit report's re-seal goes through its own queue, one per client). */
type Host = HealthDeck;

/** The ciphertext an entry carries, if its kind is sealed. */
function sealedOf(entry: TimelineEntry): string | null {
  return 'encrypted_data' in entry ? entry.encrypted_data : null;
}

/**
 * Opens one entry's sealed record. A lab report or a vital the server sealed is re-sealed under the
 * data key once opened, as their own screens do, so the next visit needs no password.
 */
export async function openTimelineEntry(hd: Host, entry: TimelineEntry, keys: OpenKeys = {}): Promise<OpenedTimelineEntry> {
  const encrypted = sealedOf(entry);
  const dataKey = hd.$dataKey.get();
  if (!encrypted) return { ...entry, opened: null, locked: false };
  if (clinicalRecordLocked(encrypted, { ...keys, dataKey })) return { ...entry, opened: null, locked: true };
  if (entry.kind === 'lab') {
    const kit = { id: entry.id, encrypted_data: encrypted, provider_code: entry.provider_code, updated_at: entry.updated_at };
    if (kitReportLocked(kit, { ...keys, dataKey })) return { ...entry, opened: null, locked: true };
    const opened = await openKit(kit, { privateKey: keys.privateKey, dataKey });
    if (opened && dataKey) void sealKitReport(hd, kit, opened, dataKey);
    return { ...entry, opened, locked: false };
  }
  if (entry.kind === 'vital') return { ...entry, opened: await openVital(hd, { id: entry.id, encrypted_data: entry.encrypted_data, created_at: entry.at }, keys), locked: false };
  return { ...entry, opened: await openClinicalRecord(hd, encrypted, keys), locked: false };
}

/** A page fetched and every entry on it opened (in parallel: the page is drawn once, whole). */
export async function fetchOpenedTimelinePage(hd: Host, query: TimelinePageQuery, keys: OpenKeys = {}, signal?: AbortSignal): Promise<OpenedTimelinePage> {
  const page = await fetchTimelinePage(hd, query, signal);
  return { entries: await Promise.all(page.entries.map((entry) => openTimelineEntry(hd, entry, keys))), next_before: page.next_before };
}

/**
 * Which of the session's keys the pages were opened with: part of the cache key, so the one unlock
 * (docs/decisions/0101-one-unlock-per-session.md) reads the pages again, opened, rather than keep
 * the locked ones.
 */
const openedWith = (hd: Host, keys: OpenKeys) => [keys.privateKey ? 'private-key' : 'no-private-key', hd.$dataKey.get() ? 'data-key' : 'no-data-key'] as const;

/** Infinite-query options: the opened pages of the kinds asked (none: every kind), newest first, per state of the session's keys. */
export const timelinePagesQuery = (hd: Host, kinds: readonly TimelineKind[] = [], keys: OpenKeys = {}) => ({
  queryKey: [...timelineKeys.pages(kinds), ...openedWith(hd, keys)] as const,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal?: AbortSignal }) => fetchOpenedTimelinePage(hd, { kinds, before: pageParam }, keys, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: OpenedTimelinePage) => last.next_before ?? undefined,
});

/** The most pages of lab reports read for the trends (100 reports each). */
const MAX_LAB_PAGES = 20;

/**
 * Every Spot result of every lab report the member can open, dated by its report: what each
 * biomarker's trend across kits is drawn from (rules/biomarker-trend.ts).
 */
export async function fetchBiomarkerReadings(hd: Host, keys: OpenKeys = {}, signal?: AbortSignal): Promise<DatedReading<SpotResultItem>[]> {
  const readings: DatedReading<SpotResultItem>[] = [];
  let before: string | null = null;
  for (let n = 0; n < MAX_LAB_PAGES; n++) {
    const page: OpenedTimelinePage = await fetchOpenedTimelinePage(hd, { kinds: ['lab'], before, take: 100 }, keys, signal);
    for (const entry of page.entries) {
      const report = entry.opened as KitStatusData | null;
      if (entry.kind !== 'lab' || report?.provider_code !== 'spot') continue;
      const at = reportTime(entry, report);
      for (const sample of report.samples) for (const value of sample.report?.results ?? []) readings.push({ at, value });
    }
    before = page.next_before;
    if (!before) break;
  }
  return readings;
}

export const biomarkerReadingsQuery = (hd: Host, keys: OpenKeys = {}) => ({
  queryKey: [...timelineKeys.biomarkers, ...openedWith(hd, keys)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchBiomarkerReadings(hd, keys, signal),
});
