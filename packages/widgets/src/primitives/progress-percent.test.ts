import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress-percent';

describe('progressPercent', () => {
  it.each([
    [0, 2000, 0],
    [500, 2000, 25],
    [2000, 2000, 100],
    [3500, 2000, 100],
    [-10, 90, 0],
    [45, 90, 50],
    [10, 0, 0],
    [Number.NaN, 100, 0],
  ])('%d of %d is %d%%', (value, max, expected) => {
    expect(progressPercent(value, max)).toBe(expected);
  });
});
