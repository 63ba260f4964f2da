// spec 001 §1, §3, §4: a sandbox Spot lab. After the member confirms a kit, its sample goes
// awaiting_collection → collected → in_transit (return mail, with a tracking number) → received →
// preparing → resulted (report.results with ranges). Events are listed newest first, so the first
// event of the first sample is the current status, as the testing center reads it (spec 001 §4).
// An admin can end a kit in an exception status instead (spot-exceptions.ts).
import { PROVIDER_NAMES, SPOT_PANELS, type KitProduct, type SpotKitStatus, type SpotPanelCode, type SpotResultItem } from '@healthdeck/contract';
import { renderSpotReport } from '../pdf/spot-report-pdf.js';
import { raiseSpotException, spotExceptionOf, spotKitWithException, type SpotException } from './spot-exceptions.js';
import { SAMPLE_INSTRUCTIONS, SPOT_BIOMARKERS, SPOT_PANEL_BIOMARKERS, type SpotBiomarker } from './spot-panels.js';
import {
  sandboxAdvance,
  sandboxIssue,
  sandboxKit,
  sandboxRegister,
  sandboxStep,
  sandboxStepTime,
  sandboxUnregister,
  sandboxForgetMember,
  unitHash,
  type KitVendor,
  type SandboxBook,
  type SandboxKit,
  type VendorKitReport,
} from './vendor-adapters.js';

/** The sample's statuses in order; the index is the sandbox step. */
export const SPOT_SAMPLE_STEPS = ['awaiting_collection', 'collected', 'in_transit', 'received', 'preparing', 'resulted'] as const;
const LAST_STEP = SPOT_SAMPLE_STEPS.length - 1;
const RETURN_SHIPPED_STEP = SPOT_SAMPLE_STEPS.indexOf('in_transit');
const COLLECTED_STEP = SPOT_SAMPLE_STEPS.indexOf('collected');

const isPanel = (code: string): code is SpotPanelCode => code in SPOT_PANELS;

export function spotProducts(): KitProduct[] {
  return (Object.keys(SPOT_PANELS) as SpotPanelCode[]).map((code) => ({
    provider_code: 'spot',
    provider_name: PROVIDER_NAMES.spot,
    test_code: code,
    name: SPOT_PANELS[code],
    biomarkers: SPOT_PANEL_BIOMARKERS[code].map((key) => ({ name: SPOT_BIOMARKERS[key].name, description: SPOT_BIOMARKERS[key].description, providerCode: 'spot' as const })),
  }));
}

/** The samples a panel takes, grouped by sample type. */
export function spotSamplesOf(panel: SpotPanelCode): { sample_type: SpotBiomarker['sample']; instructions: string; biomarkers: string[] }[] {
  const groups = new Map<SpotBiomarker['sample'], string[]>();
  for (const key of SPOT_PANEL_BIOMARKERS[panel]) {
    const marker: SpotBiomarker = SPOT_BIOMARKERS[key];
    groups.set(marker.sample, [...(groups.get(marker.sample) ?? []), marker.name]);
  }
  return [...groups].map(([sample_type, biomarkers]) => ({ sample_type, instructions: SAMPLE_INSTRUCTIONS[sample_type], biomarkers }));
}

const round = (n: number, decimals: number) => Number(n.toFixed(decimals));

/** One result item, its value derived from the kit id (three in four inside the healthy range). */
export function spotResult(kitId: string, key: keyof typeof SPOT_BIOMARKERS): SpotResultItem {
  const marker: SpotBiomarker = SPOT_BIOMARKERS[key];
  const [report_min, low_min, healthy_min, healthy_max, high_max, report_max] = marker.ranges;
  const u = unitHash(`${kitId}:${key}`);
  const base = { name: marker.name, unit_of_measure: marker.unit, description: marker.description, report_min, low_min, healthy_min, healthy_max, high_max, report_max };
  if (marker.qualitative) {
    const reactive = u > 0.95;
    return { ...base, result: reactive ? 'Reactive' : 'Non-reactive', result_level: reactive ? 'H' : 'N', hideResultLabel: false, hideScale: true };
  }
  let value: number;
  if (u < 0.75) value = healthy_min + (healthy_max - healthy_min) * (u / 0.75);
  else if (u < 0.85 && healthy_min > low_min) value = low_min + (healthy_min - low_min) * ((u - 0.75) / 0.1);
  else value = healthy_max + (high_max - healthy_max) * Math.max(0.05, u < 0.85 ? (u - 0.75) / 0.1 : (u - 0.85) / 0.15);
  value = round(value, marker.decimals);
  const result_level = value < healthy_min ? 'L' : value > healthy_max ? 'H' : 'N';
  return { ...base, result: value.toFixed(marker.decimals), result_level, hideResultLabel: false, hideScale: false };
}

export function spotTrackingNumber(kitId: string): string {
  return `9400${String(Math.floor(unitHash(`${kitId}:return`) * 1e18)).padStart(18, '0')}`;
}

/** The Spot kit status (spec 001 §3) of a sandbox kit at `now`; an exception freezes the steps and is the newest sample event. */
export function spotReport(kit: SandboxKit, now: Date, exception: SpotException | null = null): VendorKitReport {
  const panel: SpotPanelCode = isPanel(kit.test_code) ? kit.test_code : 'general-health';
  const step = exception ? Math.min(exception.step, LAST_STEP - 1) : sandboxStep(kit, now, LAST_STEP);
  const registered = step >= 0 && kit.registered_to !== null;
  const t0 = sandboxStepTime(kit, 0, now);
  const before = (days: number) => new Date(Date.parse(t0) - days * 86_400_000).toISOString();
  const kitEvents = registered
    ? [
        { status: 'registered', created: t0 },
        { status: 'delivered', created: before(1) },
        { status: 'in_transit', created: before(3) },
      ]
    : [
        { status: 'delivered', created: null },
        { status: 'in_transit', created: null },
      ];
  const samples: SpotKitStatus['samples'] = [];
  if (registered) {
    const steps = SPOT_SAMPLE_STEPS.slice(0, step + 1).map((status, k) => ({ status, created: sandboxStepTime(kit, k, now) }));
    const events = [...steps, ...(exception ? [{ status: exception.status, created: exception.at.toISOString() }] : [])].reverse();
    const byType = spotSamplesOf(panel);
    const keys = SPOT_PANEL_BIOMARKERS[panel];
    byType.forEach((group, index) => {
      const results = !exception && step === LAST_STEP ? keys.filter((k) => SPOT_BIOMARKERS[k].sample === group.sample_type).map((k) => spotResult(kit.kit_id, k)) : null;
      samples.push({
        id: `${kit.kit_id}-S${index + 1}`,
        sample_type: group.sample_type,
        events,
        shipments: step >= RETURN_SHIPPED_STEP ? [{ tracking_number: spotTrackingNumber(`${kit.kit_id}-${index}`), carrier: 'USPS' }] : [],
        report: results ? { results } : null,
      });
    });
  }
  const data: SpotKitStatus = {
    provider_code: 'spot',
    type: panel,
    order_id: `SPOT-${kit.kit_id}`,
    status: kitEvents[0].status,
    events: kitEvents,
    samples,
    registered_to: registered && kit.registered_to ? kit.registered_to : {},
  };
  const status = samples[0]?.events[0]?.status ?? kitEvents[0].status;
  if (exception) {
    // Past every step's version: the exception is read once more and then never changes.
    return { version: LAST_STEP + 1, status, data, resultsReady: false, final: true, unregisterable: false };
  }
  return {
    version: step,
    status,
    data,
    resultsReady: step === LAST_STEP,
    final: step === LAST_STEP,
    unregisterable: step < COLLECTED_STEP,
  };
}

export function createSpotSandbox(book: SandboxBook): KitVendor {
  return {
    providerCode: 'spot',
    sandbox: true,
    products: spotProducts,
    issueKit: (testCode) => sandboxIssue(book, 'spot', isPanel(testCode) ? testCode : 'general-health', 'SPT'),
    async lookup(kitId) {
      const kit = await sandboxKit(book, 'spot', kitId);
      return kit ? { testCode: kit.test_code } : null;
    },
    register: (kitId, person) => sandboxRegister(book, kitId, person),
    unregister: (kitId) => sandboxUnregister(book, kitId),
    forgetMember: (person, kitIds) => sandboxForgetMember(book, 'spot', person, kitIds),
    async report(kitId) {
      const found = await spotKitWithException(book, kitId);
      return found ? spotReport(found.kit, book.now(), found.exception) : null;
    },
    async resultsPdf(kitId) {
      const found = await spotKitWithException(book, kitId);
      if (!found) return null;
      const report = spotReport(found.kit, book.now(), found.exception);
      if (!report.resultsReady || report.data.provider_code !== 'spot') return null;
      return renderSpotReport({
        kitId,
        panelName: SPOT_PANELS[report.data.type],
        collectedAt: report.data.samples[0]?.events.at(-1)?.created ?? null,
        results: report.data.samples.flatMap((s) => s.report?.results ?? []),
      });
    },
    async advance(kitId) {
      // A kit in an exception status stays there.
      if (!(await spotExceptionOf(book, kitId))) await sandboxAdvance(book, kitId);
    },
    raiseException: (kitId, status) => raiseSpotException(book, kitId, status, LAST_STEP),
  };
}
