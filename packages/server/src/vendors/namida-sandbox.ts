// spec 001 §3, §4, §9: a sandbox Namida lab for the Auria breast cancer screening test. After the
// member confirms the kit: OrderPlaced → KitShipped → SampleReceived → Results, where Results
// carries the score (scale -6 to 4), its interpretation (low below 0.1, medium 0.1 to 1.0, high
// above 1.0) and rawResults: the report PDF embedded as base64.
import { PROVIDER_NAMES, type KitProduct, type NamidaKitStatus } from '@healthdeck/contract';
import { renderAuriaReport } from '../pdf/auria-report-pdf.js';
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

export const NAMIDA_STEPS = ['OrderPlaced', 'KitShipped', 'SampleReceived', 'Results'] as const;
const LAST_STEP = NAMIDA_STEPS.length - 1;
/** The prefix of rawResults before the base64 PDF. */
export const RAW_RESULTS_PREFIX = 'data:application/pdf;base64,';

export const AURIA_PRODUCT: KitProduct = {
  provider_code: 'namida',
  provider_name: PROVIDER_NAMES.namida,
  test_code: 'auria',
  name: 'Auria Breast Cancer Screening Test',
  biomarkers: [{ name: 'Auria score', description: 'A tear-based protein signature scored from -6 to 4.', providerCode: 'namida' }],
};

/** spec 001 §9 bands. */
export function auriaInterpretation(score: number): 'low' | 'medium' | 'high' {
  if (score < 0.1) return 'low';
  if (score <= 1.0) return 'medium';
  return 'high';
}

/** The kit's score, from its id: most scores are low, as in a screened population. */
export function auriaScore(kitId: string): number {
  const u = unitHash(`${kitId}:auria`);
  const score = u < 0.7 ? -6 + (u / 0.7) * 5.9 : u < 0.9 ? 0.1 + ((u - 0.7) / 0.2) * 0.9 : 1.01 + ((u - 0.9) / 0.1) * 2.99;
  return Number(score.toFixed(2));
}

export async function namidaReport(kit: SandboxKit, now: Date): Promise<VendorKitReport> {
  const step = sandboxStep(kit, now, LAST_STEP);
  let data: NamidaKitStatus = { provider_code: 'namida', status: '', rawResults: null, results: null };
  if (step >= 0) data = { ...data, status: NAMIDA_STEPS[step] };
  if (step === LAST_STEP) {
    const score = auriaScore(kit.kit_id);
    const interpretation = auriaInterpretation(score);
    const pdf = await renderAuriaReport({ kitId: kit.kit_id, score, interpretation, resultedAt: sandboxStepTime(kit, LAST_STEP, now) });
    data = { ...data, results: { score, interpretation }, rawResults: RAW_RESULTS_PREFIX + Buffer.from(pdf).toString('base64') };
  }
  return { version: step, status: data.status, data, resultsReady: step === LAST_STEP, final: step === LAST_STEP, unregisterable: step < NAMIDA_STEPS.indexOf('SampleReceived') };
}

export function createNamidaSandbox(book: SandboxBook): KitVendor {
  return {
    providerCode: 'namida',
    sandbox: true,
    products: () => [AURIA_PRODUCT],
    issueKit: () => sandboxIssue(book, 'namida', 'auria', 'AUR'),
    async lookup(kitId) {
      const kit = await sandboxKit(book, 'namida', kitId);
      return kit ? { testCode: kit.test_code } : null;
    },
    register: (kitId, person) => sandboxRegister(book, kitId, person),
    unregister: (kitId) => sandboxUnregister(book, kitId),
    forgetMember: (person, kitIds) => sandboxForgetMember(book, 'namida', person, kitIds),
    async report(kitId) {
      const kit = await sandboxKit(book, 'namida', kitId);
      return kit ? namidaReport(kit, book.now()) : null;
    },
    async resultsPdf(kitId) {
      const kit = await sandboxKit(book, 'namida', kitId);
      if (!kit) return null;
      const report = await namidaReport(kit, book.now());
      if (report.data.provider_code !== 'namida' || !report.data.rawResults) return null;
      return new Uint8Array(Buffer.from(report.data.rawResults.slice(RAW_RESULTS_PREFIX.length), 'base64'));
    },
    advance: (kitId) => sandboxAdvance(book, kitId),
  };
}
