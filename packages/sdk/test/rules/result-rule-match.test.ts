// Results that act (docs/decisions/0102-results-that-act.md): which result rules fire for a result
// opened in the browser. Bounds: at least and at most include the bound, above and below do not,
// between includes both. The catalogue has no unit conversions: a result in another unit never fires.
import { describe, expect, it } from 'vitest';
import { firedResultRules, inRuleRange, matchResultRule, readingValue, type MatchableRule } from '../../src/rules/result-rule-match.js';

const hba1c = (over: Partial<MatchableRule> = {}): MatchableRule => ({
  biomarker_name: 'HbA1c',
  biomarker_code: 'HBA1C',
  comparator: 'at_least',
  value: 6.5,
  value_to: null,
  unit: '%',
  ...over,
});
const reading = (result: string, unit = '%', name = 'HbA1c') => ({ name, result, unit });

describe('inRuleRange at the bounds', () => {
  it.each([
    ['at_least', 6.5, null, 6.5, true],
    ['at_least', 6.5, null, 6.49, false],
    ['above', 6.5, null, 6.5, false],
    ['above', 6.5, null, 6.51, true],
    ['at_most', 40, null, 40, true],
    ['at_most', 40, null, 40.01, false],
    ['below', 40, null, 40, false],
    ['below', 40, null, 39.99, true],
    ['between', 5.7, 6.4, 5.7, true],
    ['between', 5.7, 6.4, 6.4, true],
    ['between', 5.7, 6.4, 5.69, false],
    ['between', 5.7, 6.4, 6.41, false],
  ] as const)('%s %s..%s with %s → %s', (comparator, value, value_to, result, expected) => {
    expect(inRuleRange({ comparator, value, value_to }, result)).toBe(expected);
  });
});

describe('matchResultRule', () => {
  it('fires on the boundary value written as the lab writes it', () => {
    expect(matchResultRule(hba1c(), reading('6.5'))).toBe('fires');
    expect(matchResultRule(hba1c(), reading('6.50'))).toBe('fires');
    expect(matchResultRule(hba1c(), reading('6.4'))).toBe('outside');
  });

  it("finds the biomarker by the catalogue's name or provider code, in any case and spacing", () => {
    expect(matchResultRule(hba1c(), reading('7.1', '%', ' hba1c '))).toBe('fires');
    expect(matchResultRule(hba1c(), reading('7.1', '%', 'HBA1C'))).toBe('fires');
    expect(matchResultRule(hba1c(), reading('7.1', '%', 'Glucose'))).toBe('other-biomarker');
  });

  it('refuses a result in another unit (the catalogue has no conversions): 48 mmol/mol is HbA1c 6.5 % but is not compared', () => {
    expect(matchResultRule(hba1c(), reading('48', 'mmol/mol'))).toBe('other-unit');
    expect(matchResultRule(hba1c({ biomarker_name: 'Zinc', biomarker_code: 'ZN', value: 130, unit: 'ug/dL' }), reading('140', 'µg/dL', 'Zinc'))).toBe('fires');
    expect(matchResultRule(hba1c({ biomarker_name: 'LDL', unit: 'mg/dL', value: 160 }), reading('160', 'mg / dL', 'LDL'))).toBe('fires');
  });

  it('compares no value that is not a plain number', () => {
    for (const text of ['', 'Reactive', '<0.5', '>300', '6,5', 'NaN', 'Infinity']) expect(matchResultRule(hba1c({ comparator: 'at_most', value: 1000 }), reading(text))).toBe('not-a-number');
    expect(readingValue(' 428 ')).toBe(428);
    expect(readingValue('-1.5')).toBe(-1.5);
  });
});

describe('firedResultRules', () => {
  it('gives each rule that fires once, in the rules order, with the reading that fired it', () => {
    const trig = { biomarker_name: 'Triglycerides', biomarker_code: 'TRIG', comparator: 'at_least', value: 200, value_to: null, unit: 'mg/dL' } as const;
    const tsh = { biomarker_name: 'TSH', biomarker_code: 'TSH', comparator: 'above', value: 4.5, value_to: null, unit: 'mIU/L' } as const;
    const readings = [reading('428', 'mg/dL', 'Triglycerides'), reading('5.26', 'mIU/L', 'TSH'), reading('4.0')];
    expect(firedResultRules([tsh, hba1c(), trig], readings)).toEqual([
      { rule: tsh, reading: readings[1] },
      { rule: trig, reading: readings[0] },
    ]);
  });
});
