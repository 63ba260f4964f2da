import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useMessages } from '../../i18n/language';
import { HydrationTracker } from '../hydration-tracker/hydration-tracker';
import { MoodTracker } from '../mood-tracker/mood-tracker';
import { Symptoms } from '../symptoms/symptoms';
import { StreakCard } from '../streak-card/streak-card';
import { useGuidedTour } from '../guided-tour/use-guided-tour';
import type { TourStep } from '../guided-tour/tour-machine';
import { dailyJournalMessages } from './messages';
import { streaksQuery } from '@healthdeck/sdk';

// The tour's callout and the milestones modal show only after the member acts (Take the tour; the
// tour's end on a first time): they load then, with their rules (journal-parts.tsx), the tour
// buttons starting the import on pointer or focus.
const loadParts = () => import('./journal-parts');
const GuidedTour = lazy(() => loadParts().then((module) => ({ default: module.TourCallout })));
const MilestonesModal = lazy(() => loadParts().then((module) => ({ default: module.JournalMilestones })));
const preloadTour = () => {
  void loadParts();
};

export interface DailyJournalProps {
  /** The tour started (the header's 'Take the tour' or the first-time streak card's 'Start the tour'); the element dispatches `hd-tour-start`. */
  onStartTour?: () => void;
  /** The tour ended after the symptoms step; the element dispatches `hd-tour-end`. */
  onTourEnd?: () => void;
}

// spec 001 §2 Daily Journal panel: heading, the streaks widget on top, hydration and mood side by
// side, symptoms below, max width 600px; spec 001 §4 Guided tour runs inside it.
export function DailyJournal({ onStartTour, onTourEnd }: DailyJournalProps) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const t = useMessages(dailyJournalMessages);
  const titleId = useId();
  // The same ['streaks'] cache the streak card reads.
  const streak = useQuery({ ...streaksQuery(client), retry: false, enabled: session !== null });
  // is_first_time as it was when the tour started: the journal logs of the tour itself make the
  // server answer false afterwards, and the sdk re-reads the streak after each log.
  const firstTimeAtStart = useRef(false);
  const [milestonesOpen, setMilestonesOpen] = useState(false);
  // Mounted from its first opening on, so closing it keeps the modal's own close.
  const [milestonesShown, setMilestonesShown] = useState(false);
  const tour = useGuidedTour(() => {
    // spec 001 §4 Symptoms: if the streak data says it is the member's first time, the milestones modal opens.
    if (firstTimeAtStart.current) {
      setMilestonesShown(true);
      setMilestonesOpen(true);
    }
    onTourEnd?.();
  });
  const startTour = () => {
    firstTimeAtStart.current = streak.data?.is_first_time ?? false;
    tour.start();
    onStartTour?.();
  };
  const current: TourStep | null = tour.state.status === 'running' ? tour.state.step : null;

  /** One journal widget with the tour's callout above it while it is the tour's step. */
  const slot = (step: TourStep, widget: ReactNode) => (
    <div className={current === step ? 'hd-journal__slot hd-journal__slot--touring' : 'hd-journal__slot'} part={`slot-${step}`} data-tour-step={step}>
      {current === step ? (
        <Suspense fallback={null}>
          <GuidedTour step={step} />
        </Suspense>
      ) : null}
      {widget}
    </div>
  );

  return (
    <section className="hd-root hd-journal" part="widget" aria-labelledby={titleId}>
      <header className="hd-journal__header" part="header">
        <h2 id={titleId} className="hd-journal__title" part="title">
          {t.title}
        </h2>
        {/* A text link look, but a button: it acts, it goes nowhere. Signed out there is nothing to
            tour: each step waits for the member to log in its widget. */}
        {session !== null ? (
          <button type="button" className="hd-journal__tour-link" part="tour-link" onClick={startTour} onPointerEnter={preloadTour} onFocus={preloadTour}>
            {t.takeTour}
          </button>
        ) : null}
      </header>
      <div className="hd-journal__top" part="top">
        <StreakCard
          onStartTour={() => {
            preloadTour();
            startTour();
          }}
        />
      </div>
      <div className="hd-journal__pair" part="pair">
        {slot('hydration', <HydrationTracker onChange={() => tour.logged('hydration')} />)}
        {slot('mood', <MoodTracker onChange={() => tour.logged('mood')} />)}
      </div>
      {/* spec 001 §4 Symptoms: the tour advances after every attempt, success or failure. */}
      {slot('symptoms', <Symptoms onChange={() => tour.logged('symptoms')} onError={() => tour.logged('symptoms')} />)}
      {milestonesShown ? (
        <Suspense fallback={null}>
          <MilestonesModal open={milestonesOpen} onClose={() => setMilestonesOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
