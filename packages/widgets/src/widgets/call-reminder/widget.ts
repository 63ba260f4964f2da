import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { CallReminderProps } from './call-reminder';

export const callReminderWidget = describeWidget<CallReminderProps>({
  folder: 'call-reminder',
  names: ['Call Reminder'],
  tag: 'hd-call-reminder',
  description:
    "'Care Advocate - Welcome Call': the member's last appointment with status created, dated 'EEEE, MMMM d at h:mmaa' with the zone, linking to /client/appointments (spec 001 §4 Reminder). 'Something went wrong' toast when loading fails.",
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'date', description: 'The call date and time.' },
    { name: 'cta', description: 'The link to /client/appointments.' },
  ],
  load: () => import('./element'),
});
