import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { SchedulerProps } from './scheduler';

export const schedulerWidget = describeWidget<SchedulerProps>({
  folder: 'scheduler',
  tag: 'hd-scheduler',
  description:
    "The scheduler (spec 001 §5, §9): book or reschedule a Smartlink care advocate call or a telehealth (MediOrbis) visit with its physician and pharmacy. A calendar whose days without slots are disabled, the week starting on Sunday, the browser's time zone (America/Chicago as fallback), the day's times, the agreement checkbox when required, 'Review And Confirm', then the confirmation; 'Something went wrong. Please try again later.' on failure.",
  attributes: [
    { prop: 'provider', type: 'string', description: "'smartlink' (default) or 'mediorbis'." },
    { prop: 'consultType', type: 'string', description: "The telehealth consult type, '1' to '4' (default '3', Virtual care)." },
    { prop: 'appointmentId', type: 'string', description: 'Reschedules this appointment instead of booking a new one.' },
    { prop: 'physicianId', type: 'string', description: 'The physician of the telehealth appointment being rescheduled.' },
    { prop: 'agreementRequired', type: 'boolean', description: 'Requires the agreement checkbox (default: for a telehealth visit).' },
  ],
  events: [
    { prop: 'onBooked', name: 'hd-booked', description: 'Booked or rescheduled; detail {appointmentId}.' },
    { prop: 'onDone', name: 'hd-done', description: 'The member is done (Back or Done).' },
    { prop: 'onError', name: 'hd-error', description: 'Confirming failed; detail {message}.' },
  ],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton', 'button'),
    { name: 'form', description: 'The telehealth form: physician, pharmacy, reason.' },
    { name: 'calendar', description: 'The calendar.' },
    { name: 'times', description: "The chosen day's times." },
    { name: 'slot', description: 'One time.' },
    { name: 'agreement', description: 'The agreement checkbox.' },
    { name: 'review', description: 'The review step.' },
    { name: 'done', description: 'The booked message.' },
  ],
  load: () => import('./element'),
});
