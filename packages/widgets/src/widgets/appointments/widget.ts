import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { AppointmentsProps } from './appointments';

export const appointmentsWidget = describeWidget<AppointmentsProps>({
  folder: 'appointments',
  tag: 'hd-appointments',
  description:
    "The member's appointments (spec 001 §2 /client/appointments, opened by the reminder card): upcoming and past, with both providers, each with its status created, attended or cancelled; reschedule and cancel an upcoming one, book a welcome call or a virtual visit (hd-scheduler). A Smartlink call's details (the advocate's phone, the call link while upcoming) are opened in the browser with the member's private key, locked until it is unlocked.",
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton', 'button', 'list'),
    { name: 'item', description: 'One appointment.' },
    { name: 'status', description: "An appointment's status." },
    { name: 'details', description: "A Smartlink call's opened details (phone, call link)." },
  ],
  load: () => import('./element'),
});
