// The parts of the panel shown only after the member acts (daily-journal.tsx loads them then):
// the tour's callout (Take the tour, or the first-time card's Start the tour) and the milestones
// modal (the tour's end on a first time), each adopting its rules as it first shows.
import modal from '../../primitives/modal/modal.css?inline';
import { adoptPartStyles } from '../../styles/part-styles';
import tour from '../guided-tour/guided-tour.css?inline';
import { GuidedTour, type GuidedTourProps } from '../guided-tour/guided-tour';
import { MilestonesModal, type MilestonesModalProps } from '../streak-card/milestones-modal';

const adopt = adoptPartStyles([modal, tour].join('\n'));

export function TourCallout(props: GuidedTourProps) {
  return (
    <>
      <span ref={adopt} hidden />
      <GuidedTour {...props} />
    </>
  );
}

export function JournalMilestones(props: MilestonesModalProps) {
  return (
    <>
      <span ref={adopt} hidden />
      <MilestonesModal {...props} />
    </>
  );
}
