import { describe, expect, it } from 'vitest';
import { auriaAdvice, auriaBand, auriaBarPosition, AURIA_DISCLAIMER, AURIA_SCALE } from '../../src/rules/auria-score.js';
import { biomarkerBarColour, biomarkerBarPosition, spotLevelLabel } from '../../src/rules/biomarker-scale.js';
import { bmiBarPosition, bmiCategory, BMI_BAR_MAX } from '../../src/rules/body-scan-bmi.js';

describe('auriaBand (spec 001 §9: low below 0.1, medium 0.1 to 1.0, high above 1.0)', () => {
  it.each([
    [-6, 'low'],
    [-0.1, 'low'],
    [0, 'low'],
    [0.0999, 'low'],
    [0.1, 'medium'],
    [0.5, 'medium'],
    [1.0, 'medium'],
    [1.0001, 'high'],
    [4, 'high'],
  ])('%d -> %s', (score, band) => {
    expect(auriaBand(score)).toBe(band);
  });

  it.each([
    [-2, 'Continue standard care.'],
    [0.5, 'Consider an exam such as a mammogram within six months.'],
    [2, 'Consider an exam such as a mammogram within 3 months.'],
  ])('advice for %d: %j', (score, advice) => {
    expect(auriaAdvice(score)).toBe(advice);
  });

  it('carries the disclaimer', () => {
    expect(AURIA_DISCLAIMER).toBe('Not a replacement for a screening mammogram.');
  });
});

describe('auriaBarPosition (spec 001 §9: bar scale -6 to 4)', () => {
  it.each([
    [-6, 0],
    [-1, 50],
    [0.1, 61],
    [4, 100],
    [-9, 0],
    [7, 100],
  ])('%d -> %d %%', (score, percent) => {
    expect(auriaBarPosition(score)).toBeCloseTo(percent, 10);
  });
  it('spans -6..4', () => {
    expect(AURIA_SCALE).toEqual({ min: -6, max: 4 });
  });
});

describe('bmiCategory (spec 001 §9: under up to 18.5, healthy 18.6 to 24.9, over above 25)', () => {
  it.each([
    [15, 'under'],
    [18.5, 'under'],
    [18.55, 'healthy'],
    [18.6, 'healthy'],
    [24.9, 'healthy'],
    [24.95, 'healthy'],
    [25, 'over'],
    [25.1, 'over'],
    [40, 'over'],
  ])('%d -> %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
  it.each([
    [0, 0],
    [17.5, 50],
    [35, 100],
    [42, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('bar (max 35): %d -> %d %%', (bmi, percent) => {
    expect(BMI_BAR_MAX).toBe(35);
    expect(bmiBarPosition(bmi)).toBeCloseTo(percent, 10);
  });
});

describe('biomarkerBarColour (spec 001 §9: up to 0.4 red; above 0.4 and below 0.7 yellow; else green)', () => {
  it.each([
    [0, 'red'],
    [0.39, 'red'],
    [0.4, 'red'],
    [0.41, 'yellow'],
    [0.69, 'yellow'],
    [0.7, 'green'],
    [1, 'green'],
  ])('%d -> %s', (score, colour) => {
    expect(biomarkerBarColour(score)).toBe(colour);
  });
  it.each([
    [0.5, 50],
    [-1, 0],
    [2, 100],
    [Number.NaN, 0],
  ])('position on the 0..1 axis: %d -> %d %%', (score, percent) => {
    expect(biomarkerBarPosition(score)).toBe(percent);
  });
});

describe('spotLevelLabel (spec 001 §9: H high, N normal, L low)', () => {
  it.each([
    ['H', 'High'],
    ['N', 'Normal'],
    ['L', 'Low'],
    ['h', 'High'],
    [' L ', 'Low'],
    ['X', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (level, label) => {
    expect(spotLevelLabel(level)).toBe(label);
  });
});
