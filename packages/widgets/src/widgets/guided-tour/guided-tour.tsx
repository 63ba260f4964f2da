import { useId } from 'react';
import { useMessages } from '../../i18n/language';
import { guidedTourMessages } from './messages';
import { TOUR_STEPS, tourPosition, type TourStep } from './tour-machine';

export interface GuidedTourProps {
  /** The current step; the journal renders the callout only while the tour runs. */
  step: TourStep;
}

// spec 001 §4 Guided tour: the step's title and text with a progress display; no close button and
// no buttons — it advances by itself. A non-modal dialog so the highlighted widget stays usable,
// and aria-live so the next step is announced when it replaces the previous one.
export function GuidedTour({ step }: GuidedTourProps) {
  const t = useMessages(guidedTourMessages);
  const titleId = useId();
  const bodyId = useId();
  const position = tourPosition(step);
  return (
    <div role="dialog" aria-modal="false" aria-live="polite" aria-labelledby={titleId} aria-describedby={bodyId} className="hd-tour" part="tour" data-step={step}>
      <p className="hd-tour__progress" part="tour-progress">
        {t.progress(position, TOUR_STEPS.length)}
      </p>
      <div className="hd-tour__dots" aria-hidden="true">
        {TOUR_STEPS.map((s, i) => (
          <span key={s} className={i < position ? 'hd-tour__dot hd-tour__dot--done' : 'hd-tour__dot'} />
        ))}
      </div>
      <h3 id={titleId} className="hd-tour__title" part="tour-title">
        {t.steps[step].title}
      </h3>
      <p id={bodyId} className="hd-tour__body" part="tour-body">
        {t.steps[step].body}
      </p>
    </div>
  );
}
