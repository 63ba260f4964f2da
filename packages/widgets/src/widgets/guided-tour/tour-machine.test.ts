import { describe, expect, it } from 'vitest';
import { TOUR_IDLE, tourPosition, tourReducer, type TourState } from './tour-machine';

describe('guided tour state (spec 001 §4)', () => {
  it('starts at hydration and walks hydration → mood → symptoms → finished', () => {
    let state: TourState = tourReducer(TOUR_IDLE, { type: 'start' });
    expect(state).toEqual({ status: 'running', step: 'hydration' });
    state = tourReducer(state, { type: 'logged', step: 'hydration' });
    expect(state).toEqual({ status: 'running', step: 'mood' });
    state = tourReducer(state, { type: 'logged', step: 'mood' });
    expect(state).toEqual({ status: 'running', step: 'symptoms' });
    state = tourReducer(state, { type: 'logged', step: 'symptoms' });
    expect(state).toEqual({ status: 'finished' });
  });

  it('ignores items logged out of order and anything while idle or finished', () => {
    const running = tourReducer(TOUR_IDLE, { type: 'start' });
    expect(tourReducer(running, { type: 'logged', step: 'mood' })).toBe(running);
    expect(tourReducer(running, { type: 'logged', step: 'symptoms' })).toBe(running);
    expect(tourReducer(TOUR_IDLE, { type: 'logged', step: 'hydration' })).toBe(TOUR_IDLE);
    const finished: TourState = { status: 'finished' };
    expect(tourReducer(finished, { type: 'logged', step: 'hydration' })).toBe(finished);
  });

  it('can be started again after it finished', () => {
    expect(tourReducer({ status: 'finished' }, { type: 'start' })).toEqual({ status: 'running', step: 'hydration' });
  });

  it('numbers the steps from 1', () => {
    expect([tourPosition('hydration'), tourPosition('mood'), tourPosition('symptoms')]).toEqual([1, 2, 3]);
  });
});
