// Booking and rescheduling from the list, loaded when the member first reaches for a Book or
// Reschedule button (appointments.tsx): the scheduler with its own rules, adopted as it shows.
import { usePartStyles } from '../../styles/use-part-styles';
import { Scheduler, type SchedulerProps } from '../scheduler/scheduler';
import { schedulerRules } from '../scheduler/styles';

export function Booking(props: SchedulerProps) {
  const sheet = usePartStyles(schedulerRules);
  return (
    <div ref={sheet}>
      <Scheduler {...props} />
    </div>
  );
}
