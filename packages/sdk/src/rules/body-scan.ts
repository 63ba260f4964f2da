// spec 001 §3 (Body measurement, User measurement_skip_reason), §4 (Body scan widget) and §5 (when
// 'Skip it for now' shows): the widget's steps. The BMI scale (§9) is body-scan-bmi.ts and the skip
// form (§5, §8, §9) skip-body-scan.ts: modules of their own, as the widget shows them on demand.

/** spec 001 §3: circumference_params (chest, waist, low_hips). */
export interface CircumferenceParams {
  chest?: number | null;
  waist?: number | null;
  low_hips?: number | null;
}

const measured = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Whether any of chest, waist or hips has a (positive) value. */
export function hasCircumference(params: CircumferenceParams | null | undefined): boolean {
  return !!params && (measured(params.chest) || measured(params.waist) || measured(params.low_hips));
}

/** spec 001 §4: the widget opens on bodyScan when a previous measurement has circumference values, else on the empty prompt. */
export function bodyScanStartStep(params: CircumferenceParams | null | undefined): 'bodyScan' | 'empty' {
  return hasCircumference(params) ? 'bodyScan' : 'empty';
}

/** spec 001 §5: 'Skip it for now' shows only without a skip reason and without chest, waist or hips values. */
export function showSkipBodyScan(skipReason: string | null | undefined, params: CircumferenceParams | null | undefined): boolean {
  return !(skipReason ?? '').trim() && !hasCircumference(params);
}
