import { describe, expect, it } from 'vitest';
import { compareWithPreviousDay, fitnessReady, fitnessTotals, metersToMiles, ringProgress, todayAndPreviousDay, METERS_PER_MILE, RING_RADIUS } from '../../src/rules/fitness.js';
import { localDay } from '../../src/rules/local-day.js';

describe('metersToMiles (spec 001 §9: one mile is 1609.34 metres)', () => {
  it.each([
    [0, 0],
    [1609.34, 1],
    [8046.7, 5],
    [804.67, 0.5],
  ])('%d m -> %d mi', (meters, miles) => {
    expect(metersToMiles(meters)).toBeCloseTo(miles, 10);
  });
  it('uses 1609.34', () => {
    expect(METERS_PER_MILE).toBe(1609.34);
  });
});

describe('fitnessTotals (spec 001 §3 physical_summary)', () => {
  it('reads steps, miles and calories', () => {
    const totals = fitnessTotals({ distance: { steps_int: 8000, walked_distance_meters_float: 3218.68 }, calories: { calories_expenditure_kcal_float: 410.5 } });
    expect(totals.steps).toBe(8000);
    expect(totals.miles).toBeCloseTo(2, 10);
    expect(totals.calories).toBe(410.5);
  });
  it('counts missing values as 0', () => {
    expect(fitnessTotals({})).toEqual({ steps: 0, miles: 0, calories: 0 });
  });
});

describe('fitnessReady (spec 001 §4: renders only when all three goals and the data exist)', () => {
  const goals = { GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: 500 };
  const data = { distance: { steps_int: 10 } };
  it.each([
    ['all goals and data', goals, data, true],
    ['a goal of 0 still exists', { ...goals, GoalDistanceCount: 0 }, data, true],
    ['no step goal', { ...goals, GoalStepCount: null }, data, false],
    ['no distance goal', { GoalStepCount: 1, GoalActivityCaloriesBurned: 1 }, data, false],
    ['no calories goal', { ...goals, GoalActivityCaloriesBurned: Number.NaN }, data, false],
    ['no goals', null, data, false],
    ['no data', goals, null, false],
    ['undefined data', goals, undefined, false],
  ])('%s -> %s', (_name, g, d, ready) => {
    expect(fitnessReady(g, d)).toBe(ready);
  });
});

describe('compareWithPreviousDay (spec 001 §9)', () => {
  it.each([
    [9000, 8000, { direction: 'up', difference: 1000, amount: 1000 }],
    [7000, 8000, { direction: 'down', difference: -1000, amount: 1000 }],
    [8000, 8000, { direction: 'same', difference: 0, amount: 0 }],
    [8000, null, null],
    [8000, undefined, null],
  ])('%d vs %j', (today, previous, comparison) => {
    expect(compareWithPreviousDay(today, previous)).toEqual(comparison);
  });
});

describe('ringProgress (spec 001 §9: radius 40; spec 000 §2: capped at 100 percent)', () => {
  const circumference = 2 * Math.PI * 40;
  it('has a radius of 40 and circumference 2π·40 ≈ 251.33', () => {
    expect(RING_RADIUS).toBe(40);
    expect(ringProgress(0, 100).circumference).toBeCloseTo(251.327, 3);
  });
  it.each([
    [0, 10000, 0, circumference],
    [2500, 10000, 25, circumference * 0.75],
    [5000, 10000, 50, circumference / 2],
    [10000, 10000, 100, 0],
    [15000, 10000, 100, 0],
    [500, 0, 0, circumference],
    [-5, 100, 0, circumference],
  ])('%d of %d -> %d %%', (value, goal, percent, dashOffset) => {
    const ring = ringProgress(value, goal);
    expect(ring.percent).toBeCloseTo(percent, 10);
    expect(ring.dashOffset).toBeCloseTo(dashOffset, 10);
  });
});

describe("todayAndPreviousDay (spec 001 §7 'Body metrics': today's and yesterday's records, newest first)", () => {
  const today = { date: '2026-11-21', n: 1 };
  const yesterday = { date: '2026-11-20', n: 2 };
  it('tells the two days apart by date', () => {
    expect(todayAndPreviousDay([today, yesterday], '2026-11-21')).toEqual({ today, previous: yesterday });
    expect(todayAndPreviousDay([today], '2026-11-21')).toEqual({ today, previous: undefined });
    expect(todayAndPreviousDay([], '2026-11-21')).toEqual({ today: undefined, previous: undefined });
  });
  it("reads a lone record of yesterday as yesterday's, not as today's", () => {
    expect(todayAndPreviousDay([yesterday], '2026-11-21')).toEqual({ today: undefined, previous: yesterday });
  });
  it("takes nothing from a later day than the member's (a clock behind the server's)", () => {
    expect(todayAndPreviousDay([{ date: '2026-11-22', n: 3 }], '2026-11-21')).toEqual({ today: undefined, previous: undefined });
  });
});

describe("localDay (the browser's calendar day)", () => {
  it('is the local date, not the UTC one', () => {
    expect(localDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(localDay(new Date(2026, 1, 1, 0, 0))).toBe('2026-02-01');
  });
});
