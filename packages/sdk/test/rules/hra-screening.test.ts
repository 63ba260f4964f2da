import { describe, expect, it } from 'vitest';
import { SCREENING_BANDS, screeningRiskLevel } from '../../src/rules/health-assessment.js';

// docs/decisions/0049-health-assessment-and-nutrition.md: PHQ-2 and GAD-2 (0–6, cut-off 3), EPDS-3A (0–9, cut-off 5).
describe('screening risk level (the risk_scores sent on HRA submit)', () => {
  it.each([
    ['depression-screening', 0, 'low'],
    ['depression-screening', 2, 'low'],
    ['depression-screening', 3, 'moderate'],
    ['depression-screening', 4, 'moderate'],
    ['depression-screening', 5, 'high'],
    ['depression-screening', 6, 'high'],
    ['anxiety-screening', 2, 'low'],
    ['anxiety-screening', 3, 'moderate'],
    ['anxiety-screening', 5, 'high'],
    ['epds', 4, 'low'],
    ['epds', 5, 'moderate'],
    ['epds', 6, 'moderate'],
    ['epds', 7, 'high'],
    ['epds', 9, 'high'],
  ] as const)('%s score %i is %s', (kind, score, level) => {
    expect(screeningRiskLevel(kind, score)).toBe(level);
  });

  it('keeps every maximum within the contract’s 0–100 score', () => {
    for (const band of Object.values(SCREENING_BANDS)) expect(band.max).toBeLessThanOrEqual(100);
  });
});
