// spec 001 §4 Guided tour: three steps in order, no close button, no buttons; it advances by
// itself after each logged item. Pure state so the journal, its tests and any host share one rule.

/** The steps in the spec's order: hydration, then mood, then symptoms. */
export const TOUR_STEPS = ['hydration', 'mood', 'symptoms'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/**
 * What the journal widgets report: hydration's and mood's onChange (a logged item), and symptoms'
 * onChange or onError — spec 001 §4 Symptoms: "after every attempt (success or failure) the tour advances".
 */
export type TourEvent = { type: 'start' } | { type: 'logged'; step: TourStep };

export type TourState = { status: 'idle' } | { status: 'running'; step: TourStep } | { status: 'finished' };

export const TOUR_IDLE: TourState = { status: 'idle' };

/** The next state; an item logged for a step other than the current one leaves the tour where it is. */
export function tourReducer(state: TourState, event: TourEvent): TourState {
  if (event.type === 'start') return { status: 'running', step: TOUR_STEPS[0] };
  if (state.status !== 'running' || event.step !== state.step) return state;
  const next = TOUR_STEPS[TOUR_STEPS.indexOf(state.step) + 1];
  return next ? { status: 'running', step: next } : { status: 'finished' };
}

/** 1-based position of a step, for the 'Step 1 of 3' progress. */
export function tourPosition(step: TourStep): number {
  return TOUR_STEPS.indexOf(step) + 1;
}
