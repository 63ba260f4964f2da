import { useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/language';
import { HydrationTracker } from '../hydration-tracker/hydration-tracker';
import { MoodTracker } from '../mood-tracker/mood-tracker';
import { Symptoms } from '../symptoms/symptoms';
import { GuidedTour } from '../guided-tour/guided-tour';
import { useGuidedTour } from '../guided-tour/use-guided-tour';
import type { TourStep } from '../guided-tour/tour-machine';
import { dailyJournalMessages } from './messages';

/** What the `top` slot receives: a first-time streak card's 'Start the tour' calls `startTour`. */
export interface DailyJournalTopControls {
  startTour: () => void;
}

export interface DailyJournalProps {
  /**
   * The milestones/streaks widget on top (spec 001 §2). A function gets `startTour`, so the host can
   * pass `({ startTour }) => <StreakCard onStartTour={startTour} />`.
   */
  top?: ReactNode | ((controls: DailyJournalTopControls) => ReactNode);
  /** The tour started (from the header's 'Take the tour' or the top slot); the element dispatches `hd-tour-start`. */
  onStartTour?: () => void;
  /**
   * The tour ended after the symptoms step (spec 001 §4 Symptoms: the host opens the milestones
   * modal when the streak data says is_first_time); the element dispatches `hd-tour-end`.
   */
  onTourEnd?: () => void;
}

// spec 001 §2 Daily Journal panel: heading, streaks on top, hydration and mood side by side,
// symptoms below, max width 600px; spec 001 §4 Guided tour runs inside it.
export function DailyJournal({ top, onStartTour, onTourEnd }: DailyJournalProps) {
  const t = useMessages(dailyJournalMessages);
  const titleId = useId();
  const tour = useGuidedTour(onTourEnd);
  const startTour = () => {
    tour.start();
    onStartTour?.();
  };
  const current: TourStep | null = tour.state.status === 'running' ? tour.state.step : null;

  /** One journal widget with the tour's callout above it while it is the tour's step. */
  const slot = (step: TourStep, widget: ReactNode) => (
    <div className={current === step ? 'hd-journal__slot hd-journal__slot--touring' : 'hd-journal__slot'} part={`slot-${step}`} data-tour-step={step}>
      {current === step ? <GuidedTour step={step} /> : null}
      {widget}
    </div>
  );

  return (
    <section className="hd-journal" part="widget" aria-labelledby={titleId}>
      <header className="hd-journal__header" part="header">
        <h2 id={titleId} className="hd-journal__title" part="title">
          {t.title}
        </h2>
        {/* A text link look, but a button: it acts, it goes nowhere. */}
        <button type="button" className="hd-journal__tour-link" part="tour-link" onClick={startTour}>
          {t.takeTour}
        </button>
      </header>
      {top !== undefined ? (
        <div className="hd-journal__top" part="top">
          {typeof top === 'function' ? top({ startTour }) : top}
        </div>
      ) : null}
      <div className="hd-journal__pair" part="pair">
        {slot('hydration', <HydrationTracker onChange={() => tour.logged('hydration')} />)}
        {slot('mood', <MoodTracker onChange={() => tour.logged('mood')} />)}
      </div>
      {/* spec 001 §4 Symptoms: the tour advances after every attempt, success or failure. */}
      {slot('symptoms', <Symptoms onChange={() => tour.logged('symptoms')} onError={() => tour.logged('symptoms')} />)}
    </section>
  );
}
