// spec 001 §3 (Body measurement, User measurement_skip_reason), §4 (Body scan widget), §5 (Skip
// body scan form) and §9 (Body scan scale, skip reason max 256).

export type BmiCategory = 'under' | 'healthy' | 'over';

/** spec 001 §9: bar max 35. */
export const BMI_BAR_MAX = 35;

/**
 * spec 001 §9: under up to 18.5, healthy 18.6 to 24.9, over above 25. The spec's gaps are closed so
 * every value has a band: above 18.5 and below 25 is healthy, 25 and up is over (the usual BMI
 * convention: 25.0 is overweight).
 */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi <= 18.5) return 'under';
  if (bmi < 25) return 'healthy';
  return 'over';
}

/** spec 001 §9: BMI marker position on the 0..35 bar as a percent, clamped. */
export function bmiBarPosition(bmi: number): number {
  return Math.min(1, Math.max(0, (Number.isFinite(bmi) ? bmi : 0) / BMI_BAR_MAX)) * 100;
}

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

/** spec 001 §5: the skip options, spelt as the spec prints them (the first apostrophe is U+2019, the second ASCII). */
export const SKIP_BODY_SCAN_OPTIONS = ['Measurements', 'I don’t have the time', "I don't have the right clothing", 'None of the above'] as const;
export type SkipBodyScanOption = (typeof SKIP_BODY_SCAN_OPTIONS)[number];

/** spec 001 §9: skip reason max 256 characters. */
export const SKIP_REASON_MAX = 256;

/** spec 001 §5: the skip form's messages. */
export const SKIP_BODY_SCAN_ERRORS = {
  optionRequired: 'Option is required',
  reasonTooLong: 'Reason must be at most 256 characters',
  reasonRequired: 'Reason is required',
} as const;

export interface SkipBodyScanValues {
  option?: string | null;
  reason?: string | null;
}

export interface SkipBodyScanValidation {
  valid: boolean;
  errors: { option?: string; reason?: string };
}

/**
 * spec 001 §5: option required (one of the four); reason at most 256 characters (counted as
 * typed); reason required, ignoring surrounding spaces, when the option is None of the above.
 * Confirm stays disabled until valid.
 */
export function validateSkipBodyScan(values: SkipBodyScanValues): SkipBodyScanValidation {
  const errors: SkipBodyScanValidation['errors'] = {};
  const option = values.option ?? '';
  const reason = values.reason ?? '';
  if (!(SKIP_BODY_SCAN_OPTIONS as readonly string[]).includes(option)) errors.option = SKIP_BODY_SCAN_ERRORS.optionRequired;
  if ([...reason].length > SKIP_REASON_MAX) errors.reason = SKIP_BODY_SCAN_ERRORS.reasonTooLong;
  else if (option === 'None of the above' && reason.trim() === '') errors.reason = SKIP_BODY_SCAN_ERRORS.reasonRequired;
  return { valid: Object.keys(errors).length === 0, errors };
}

/** spec 001 §5: the saved skip reason: the free reason text if given, else the option. */
export function skipBodyScanReason(values: SkipBodyScanValues): string {
  const reason = (values.reason ?? '').trim();
  return reason !== '' ? reason : (values.option ?? '');
}

/** spec 001 §8: message when saving the skip fails. */
export const SKIP_SAVE_FAILED = 'An error occurred. Please try again later.';
