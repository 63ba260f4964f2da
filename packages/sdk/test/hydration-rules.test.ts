import { describe, expect, it } from 'vitest';
import { canDecrementHydration, canIncrementHydration, hydrationGoal, hydrationMessage } from '../src/rules/hydration.js';

// spec 001 §4: message by percent of goal; a boundary belongs to the upper band (our decision).
describe('hydrationMessage (spec 001 §4)', () => {
  const goal = 96;
  const at = (percent: number) => (percent / 100) * goal;
  it.each([
    [0, 'Ready, steady, GO!'],
    [12.49, 'Ready, steady, GO!'],
    [12.5, 'Good start!'],
    [24.99, 'Good start!'],
    [25, 'Time to hydrate!'],
    [37.49, 'Time to hydrate!'],
    [37.5, 'Remember your goal!'],
    [50, 'Keep drinking!'],
    [62.49, 'Keep drinking!'],
    [62.5, 'Stay hydrated!'],
    [75, 'Don’t give up!'],
    [87.49, 'Don’t give up!'],
    [87.5, 'You’re almost there!'],
    [99.99, 'You’re almost there!'],
    [100, 'Amazing job!'],
    [208, 'Amazing job!'],
  ])('%s %% of the goal reads %j', (percent, message) => {
    expect(hydrationMessage(at(percent), goal)).toBe(message);
  });

  it('uses the typographic apostrophe U+2019 the spec prints', () => {
    expect(hydrationMessage(at(80), goal)).toContain('\u2019');
    expect(hydrationMessage(at(90), goal)).toContain('\u2019');
  });

  it('works on whole ounces against a custom goal (64 oz: 8 oz is exactly 12.5 %)', () => {
    expect(hydrationMessage(7, 64)).toBe('Ready, steady, GO!');
    expect(hydrationMessage(8, 64)).toBe('Good start!');
    expect(hydrationMessage(64, 64)).toBe('Amazing job!');
  });

  it('falls back to the 96 oz default goal when the goal is not positive', () => {
    expect(hydrationMessage(48, 0)).toBe('Keep drinking!');
    expect(hydrationMessage(48, Number.NaN)).toBe('Keep drinking!');
  });
});

describe('hydrationGoal (spec 001 §9: 96 when missing or not a number)', () => {
  it.each([
    [undefined, 96],
    [null, 96],
    ['', 96],
    ['   ', 96],
    ['lots', 96],
    ['64', 64],
    [' 80 ', 80],
    [72, 72],
    [0, 96],
    [-10, 96],
    [Number.NaN, 96],
    [Number.POSITIVE_INFINITY, 96],
    [{ goal: 64 }, 96],
  ])('%j -> %d', (setting, goal) => {
    expect(hydrationGoal(setting)).toBe(goal);
  });
});

describe('hydration bounds (spec 001 §5, §9: 0..200)', () => {
  it.each([
    [0, true, false],
    [1, true, true],
    [199, true, true],
    [200, false, true],
  ])('at %d oz: plus %s, minus %s', (total, plus, minus) => {
    expect(canIncrementHydration(total)).toBe(plus);
    expect(canDecrementHydration(total)).toBe(minus);
  });
});
