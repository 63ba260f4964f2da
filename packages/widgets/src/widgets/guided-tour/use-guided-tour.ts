import { useCallback, useEffect, useReducer, useRef } from 'react';
import { TOUR_IDLE, tourReducer, type TourState, type TourStep } from './tour-machine';

export interface GuidedTourControls {
  state: TourState;
  start: () => void;
  /** A journal widget logged (or, for symptoms, attempted) its item. */
  logged: (step: TourStep) => void;
}

/** The tour's state in a component; `onFinish` runs once each time the tour reaches its end. */
export function useGuidedTour(onFinish?: () => void): GuidedTourControls {
  const [state, dispatch] = useReducer(tourReducer, TOUR_IDLE);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;
  useEffect(() => {
    if (state.status === 'finished') onFinishRef.current?.();
  }, [state]);
  const start = useCallback(() => dispatch({ type: 'start' }), []);
  const logged = useCallback((step: TourStep) => dispatch({ type: 'logged', step }), []);
  return { state, start, logged };
}
