// Booking and rescheduling from the list, loaded when the member first reaches for a Book or
// Reschedule button (appointments.tsx): the scheduler with its own rules, adopted as it shows.
import { adoptPartStyles } from '../../styles/part-styles';
import { Scheduler, type SchedulerProps } from '../scheduler/scheduler';
import { schedulerRules } from '../scheduler/styles';

const adoptSheet = adoptPartStyles(schedulerRules);

export function Booking(props: SchedulerProps) {
  return (
    <div ref={adoptSheet}>
      <Scheduler {...props} />
    </div>
  );
}
