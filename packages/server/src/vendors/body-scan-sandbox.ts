// spec 001 §1, §3: a sandbox 3D Look body scan service (provider code 3d-look). A confirmed scan
// goes pending → in_progress → completed with the body measurement (circumferences in inches, BMI,
// BMR, fat and lean mass), derived from the kit id.
import { PROVIDER_NAMES, type BodyMeasurement, type BodyScanStatus, type KitProduct } from '@healthdeck/contract';
import {
  sandboxAdvance,
  sandboxIssue,
  sandboxKit,
  sandboxRegister,
  sandboxStep,
  sandboxUnregister,
  sandboxForgetMember,
  unitHash,
  type KitVendor,
  type SandboxBook,
  type SandboxKit,
  type VendorKitReport,
} from './vendor-adapters.js';

const STEPS = ['pending', 'in_progress', 'completed'] as const;
const LAST_STEP = STEPS.length - 1;

export const BODY_SCAN_PRODUCT: KitProduct = {
  provider_code: '3d-look',
  provider_name: PROVIDER_NAMES['3d-look'],
  test_code: 'body-scan',
  name: '3D Body Scan',
  biomarkers: ['Chest', 'Waist', 'Low hips', 'BMI', 'BMR', 'Body fat'].map((name) => ({ name, description: `${name} from a phone body scan.`, providerCode: '3d-look' as const })),
};

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A plausible adult measurement from the scan id. */
export function bodyMeasurement(kitId: string): BodyMeasurement {
  const u = (k: string) => unitHash(`${kitId}:${k}`);
  const heightM = 1.55 + u('height') * 0.35;
  const bmi = r1(19 + u('bmi') * 12);
  const weightKg = bmi * heightM * heightM;
  const fatPercentage = r1(15 + u('fat') * 20);
  const fatMass = r1((weightKg * fatPercentage) / 100);
  return {
    circumference_params: { chest: r1(34 + u('chest') * 10), waist: r1(28 + u('waist') * 12), low_hips: r1(35 + u('hips') * 9) },
    bmi,
    bmr: Math.round(10 * weightKg + 625 * heightM - 5 * 40 + (u('sex') < 0.5 ? 5 : -161)),
    fat_body_mass: fatMass,
    fat_percentage: fatPercentage,
    lean_body_mass: r1(weightKg - fatMass),
  };
}

export function bodyScanReport(kit: SandboxKit, now: Date): VendorKitReport {
  const step = sandboxStep(kit, now, LAST_STEP);
  const status = STEPS[Math.max(0, step)];
  const data: BodyScanStatus = { provider_code: '3d-look', status, measurement: step === LAST_STEP ? bodyMeasurement(kit.kit_id) : null };
  return { version: step, status, data, resultsReady: step === LAST_STEP, final: step === LAST_STEP, unregisterable: step < LAST_STEP };
}

export function createBodyScanSandbox(book: SandboxBook): KitVendor {
  return {
    providerCode: '3d-look',
    sandbox: true,
    products: () => [BODY_SCAN_PRODUCT],
    issueKit: () => sandboxIssue(book, '3d-look', 'body-scan', 'SCN'),
    async lookup(kitId) {
      const kit = await sandboxKit(book, '3d-look', kitId);
      return kit ? { testCode: kit.test_code } : null;
    },
    register: (kitId, person) => sandboxRegister(book, kitId, person),
    unregister: (kitId) => sandboxUnregister(book, kitId),
    forgetMember: (person, kitIds) => sandboxForgetMember(book, '3d-look', person, kitIds),
    async report(kitId) {
      const kit = await sandboxKit(book, '3d-look', kitId);
      return kit ? bodyScanReport(kit, book.now()) : null;
    },
    // 3D Look delivers measurements, not a report file.
    resultsPdf: async () => null,
    advance: (kitId) => sandboxAdvance(book, kitId),
  };
}
