// spec 001 §5 (Skip body scan form), §8 (its save message) and §9 (skip reason max 256).

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
