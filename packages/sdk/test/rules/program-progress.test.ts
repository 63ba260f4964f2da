import { describe, expect, it } from 'vitest';
import { actionProgress, programProgress } from '../../src/rules/program-progress.js';

describe('actionProgress (spec 001 §4: an action is 100 if completed; grouped = share of completed children)', () => {
  it.each([
    ['completed', { completed: true }, 100],
    ['completed wins over its children', { completed: true, grouped: [{ completed: false }] }, 100],
    ['not completed, no children', { completed: false }, 0],
    ['completed flag missing', {}, 0],
    ['1 of 4 children', { grouped: [{ completed: true }, {}, { completed: false }, { completed: false }] }, 25],
    ['2 of 3 children', { grouped: [{ completed: true }, { completed: true }, {}] }, (2 / 3) * 100],
    ['all children', { grouped: [{ completed: true }, { completed: true }] }, 100],
    ['empty group', { grouped: [] }, 0],
    ['null group', { grouped: null }, 0],
  ])('%s -> %d', (_name, action, progress) => {
    expect(actionProgress(action)).toBeCloseTo(progress, 10);
  });
});

describe('programProgress (spec 001 §4: overall progress is the average of actions)', () => {
  it('averages a completed action, a half-done group and an open action', () => {
    const program = { actions: [{ completed: true }, { grouped: [{ completed: true }, {}] }, { completed: false }] };
    expect(programProgress(program)).toBe(50);
  });
  it.each([
    [{ actions: [] }, 0],
    [{ actions: null }, 0],
    [{}, 0],
    [{ actions: [{ completed: true }, { completed: true }] }, 100],
  ])('%j -> %d', (program, progress) => {
    expect(programProgress(program)).toBe(progress);
  });
});
