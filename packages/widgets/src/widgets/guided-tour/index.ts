// The guided tour (spec 001 §4): used by the Daily Journal; not an element of its own.
export { GuidedTour } from './guided-tour';
export type { GuidedTourProps } from './guided-tour';
export { useGuidedTour } from './use-guided-tour';
export type { GuidedTourControls } from './use-guided-tour';
export { TOUR_STEPS, TOUR_IDLE, tourReducer, tourPosition } from './tour-machine';
export type { TourStep, TourEvent, TourState } from './tour-machine';
export { guidedTourMessages } from './messages';
export type { GuidedTourMessages } from './messages';
