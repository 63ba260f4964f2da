// Results that act (docs/decisions/0102-results-that-act.md): whether an administrator's result rule
// fires for a result the member's browser opened. The value never leaves the browser; only the
// member's answer to a rule that fired does. The lab catalogue has no unit conversions, so a result
// is compared only in the rule's own unit (the biomarker's unit in the catalogue): a result in
// another unit never fires a rule, rather than being compared wrongly.
import type { MemberResultRule } from '@healthdeck/contract/light';

/** One opened result: the biomarker's name as the lab reports it, the value as text, its unit. */
export interface ResultReading {
  name: string;
  result: string;
  unit: string;
}

export type RuleMatch = 'fires' | 'outside' | 'other-biomarker' | 'other-unit' | 'not-a-number';

export type MatchableRule = Pick<MemberResultRule, 'biomarker_name' | 'biomarker_code' | 'comparator' | 'value' | 'value_to' | 'unit'>;

const words = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
/** Units as labs write them: spacing aside, and the micro sign written as u (µg/dL = ug/dL). */
export const sameUnit = (a: string, b: string) => {
  const norm = (u: string) => u.trim().replace(/\s+/g, '').replace(/[µμ]/g, 'u');
  return norm(a) === norm(b);
};

/** A plain decimal number; anything else ("<0.5", "Reactive", "") is no value to compare. */
export function readingValue(result: string): number | null {
  const text = result.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Whether `value` lies in the rule's range (at least and at most include the bound; between includes both). */
export function inRuleRange(rule: Pick<MemberResultRule, 'comparator' | 'value' | 'value_to'>, value: number): boolean {
  switch (rule.comparator) {
    case 'at_least':
      return value >= rule.value;
    case 'above':
      return value > rule.value;
    case 'at_most':
      return value <= rule.value;
    case 'below':
      return value < rule.value;
    case 'between':
      return rule.value_to !== null && value >= rule.value && value <= rule.value_to;
  }
}

/** Whether the rule fires for this reading, or why not. */
export function matchResultRule(rule: MatchableRule, reading: ResultReading): RuleMatch {
  const name = words(reading.name);
  if (name !== words(rule.biomarker_name) && name !== words(rule.biomarker_code)) return 'other-biomarker';
  const value = readingValue(reading.result);
  if (value === null) return 'not-a-number';
  if (!sameUnit(reading.unit, rule.unit)) return 'other-unit';
  return inRuleRange(rule, value) ? 'fires' : 'outside';
}

/** The rules that fire for any of the readings, each once, in the rules' order, with the reading that fired it. */
export function firedResultRules<R extends MatchableRule>(rules: readonly R[], readings: readonly ResultReading[]): { rule: R; reading: ResultReading }[] {
  return rules.flatMap((rule) => {
    const reading = readings.find((r) => matchResultRule(rule, r) === 'fires');
    return reading ? [{ rule, reading }] : [];
  });
}
