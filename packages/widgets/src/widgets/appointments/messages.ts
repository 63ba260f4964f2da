import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { PrivateKeyUnlockStrings } from '../shared/private-key-unlock';

export interface AppointmentsMessages {
  title: string;
  signedOut: string;
  loading: string;
  failed: string;
  retry: string;
  bookCall: string;
  bookVisit: string;
  upcoming: string;
  past: string;
  noUpcoming: string;
  noPast: string;
  /** spec 001 §4 Reminder: the Smartlink call's title. */
  callTitle: string;
  /** '{type}' is the consult type. */
  visitTitle: string;
  /** Each telehealth consult type (spec 000 §3.3, sent as text), in a visit's title. */
  consultTypes: Record<'1' | '2' | '3' | '4', string>;
  /** '{name}' is the physician or care advocate. */
  with: string;
  /** spec 000 §3.4 appointment status. */
  status: Record<'created' | 'attended' | 'cancelled', string>;
  reschedule: string;
  cancel: string;
  /** Accessible names of an appointment's buttons; '{title}' and '{date}'. */
  rescheduleLabel: string;
  cancelLabel: string;
  cancelTitle: string;
  cancelText: string;
  keep: string;
  confirmCancel: string;
  cancelled: string;
  back: string;
  /** A Smartlink call's details (spec 000 §7.6, opened in the browser). */
  phone: string;
  meeting: string;
  join: string;
  newTab: string;
  detailsLoading: string;
  detailsLocked: string;
  detailsUnreadable: string;
  /** The shared locked state while the member's private key is not open in this browser. */
  locked: PrivateKeyUnlockStrings;
}

// The call's title is the spec's (001 §4 Reminder); the rest is ours.
const translations = () => import('./translations');

export const appointmentsMessages: Catalogue<AppointmentsMessages> = {
  en: {
    title: 'My appointments',
    signedOut: 'Sign in to see your appointments.',
    loading: 'Loading your appointments',
    failed: 'Your appointments could not be loaded.',
    retry: 'Try again',
    bookCall: 'Book a welcome call',
    bookVisit: 'Book a virtual visit',
    upcoming: 'Upcoming',
    past: 'Past',
    noUpcoming: 'You have no upcoming appointments.',
    noPast: 'You have no past appointments.',
    callTitle: 'Care Advocate - Welcome Call',
    visitTitle: '{type} visit',
    consultTypes: { '1': 'Everyday care', '2': 'Urgent care', '3': 'Virtual care', '4': 'Specialty care' },
    with: 'With {name}',
    status: { created: 'Created', attended: 'Attended', cancelled: 'Cancelled' },
    reschedule: 'Reschedule',
    cancel: 'Cancel',
    rescheduleLabel: 'Reschedule {title} on {date}',
    cancelLabel: 'Cancel {title} on {date}',
    cancelTitle: 'Cancel this appointment?',
    cancelText: '{title} on {date} will be cancelled.',
    keep: 'Keep it',
    confirmCancel: 'Cancel appointment',
    cancelled: 'Your appointment is cancelled.',
    back: 'Back to my appointments',
    phone: 'Phone',
    meeting: 'Call link',
    join: 'Join the call',
    newTab: 'opens in a new tab',
    detailsLoading: 'Opening the call details…',
    detailsLocked: 'The call details are locked.',
    detailsUnreadable: 'The call details could not be opened.',
    locked: {
      lockedTitle: 'Your call details are locked',
      lockedText: 'Your call details are encrypted. Enter your password to open them in this browser.',
      password: 'Password',
      unlock: 'Unlock',
      wrongPassword: 'That password did not unlock your data.',
    },
  },
  translations: lazyTranslations(translations),
};
