import { describe, expect, it } from 'vitest';
import { bodyScanStartStep, showSkipBodyScan } from '../../src/rules/body-scan.js';
import { skipBodyScanReason, SKIP_BODY_SCAN_OPTIONS, SKIP_SAVE_FAILED, validateSkipBodyScan } from '../../src/rules/skip-body-scan.js';

describe('skip body scan form (spec 001 §5)', () => {
  it('offers the four options as the spec spells them', () => {
    expect(SKIP_BODY_SCAN_OPTIONS).toEqual(['Measurements', 'I don\u2019t have the time', "I don't have the right clothing", 'None of the above']);
  });

  it.each([
    ['no option', {}, { option: 'Option is required' }],
    ['an empty option', { option: '' }, { option: 'Option is required' }],
    ['an option not offered', { option: 'Something else' }, { option: 'Option is required' }],
    ['an option, no reason', { option: 'Measurements' }, {}],
    ['the curly apostrophe option', { option: 'I don\u2019t have the time' }, {}],
    ['None of the above without a reason', { option: 'None of the above' }, { reason: 'Reason is required' }],
    ['None of the above with a blank reason', { option: 'None of the above', reason: '   ' }, { reason: 'Reason is required' }],
    ['None of the above with a reason', { option: 'None of the above', reason: 'Travelling' }, {}],
    ['a reason of exactly 256 characters', { option: 'Measurements', reason: 'x'.repeat(256) }, {}],
    ['a reason of 257 characters', { option: 'Measurements', reason: 'x'.repeat(257) }, { reason: 'Reason must be at most 256 characters' }],
    ['no option and a long reason', { reason: 'x'.repeat(300) }, { option: 'Option is required', reason: 'Reason must be at most 256 characters' }],
  ])('%s', (_name, values, errors) => {
    const result = validateSkipBodyScan(values);
    expect(result.errors).toEqual(errors);
    expect(result.valid).toBe(Object.keys(errors).length === 0); // Confirm disabled until valid
  });

  it('counts characters, not UTF-16 units (256 emoji are allowed)', () => {
    expect(validateSkipBodyScan({ option: 'Measurements', reason: '\u{1F600}'.repeat(256) }).valid).toBe(true);
  });

  it.each([
    [{ option: 'Measurements', reason: '  Busy week  ' }, 'Busy week'],
    [{ option: 'Measurements', reason: '' }, 'Measurements'],
    [{ option: "I don't have the right clothing" }, "I don't have the right clothing"],
    [{}, ''],
  ])('saves %j as %j (reason if given, else the option)', (values, saved) => {
    expect(skipBodyScanReason(values)).toBe(saved);
  });

  it("says 'An error occurred. Please try again later.' when saving fails (spec 001 §8)", () => {
    expect(SKIP_SAVE_FAILED).toBe('An error occurred. Please try again later.');
  });
});

describe("'Skip it for now' visibility (spec 001 §5) and start step (spec 001 §4)", () => {
  it.each([
    ['no reason, no measurement', null, null, true, 'empty'],
    ['no reason, empty measurement', '', { chest: null, waist: null, low_hips: null }, true, 'empty'],
    ['zero values are not measurements', undefined, { chest: 0, waist: 0 }, true, 'empty'],
    ['a skip reason', 'Measurements', null, false, 'empty'],
    ['a chest value', null, { chest: 38 }, false, 'bodyScan'],
    ['a waist value', null, { waist: 31 }, false, 'bodyScan'],
    ['a hips value', null, { low_hips: 40 }, false, 'bodyScan'],
  ])('%s', (_name, reason, params, visible, step) => {
    expect(showSkipBodyScan(reason, params)).toBe(visible);
    expect(bodyScanStartStep(params)).toBe(step);
  });
});
