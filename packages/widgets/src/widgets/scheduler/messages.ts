import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface SchedulerMessages {
  bookCall: string;
  bookVisit: string;
  reschedule: string;
  signedOut: string;
  physician: string;
  choosePhysician: string;
  loadingPhysicians: string;
  physiciansFailed: string;
  physicianHint: string;
  pharmacy: string;
  pharmacySearch: string;
  pharmacyNone: string;
  reason: string;
  reasonHint: string;
  date: string;
  /** '{date}' is the chosen day. */
  times: string;
  pickDay: string;
  noSlots: string;
  /** '{zone}' is the member's time zone. */
  timeZone: string;
  loadingSlots: string;
  slotsFailed: string;
  retry: string;
  agreement: string;
  /** spec 001 §5. */
  review: string;
  reviewTitle: string;
  when: string;
  with: string;
  confirm: string;
  back: string;
  /** spec 001 §8: the scheduler's confirm failure. */
  failed: string;
  /** '{date}' is the appointment's date. */
  booked: string;
  rescheduled: string;
  done: string;
  viewAppointments: string;
  careAdvocate: string;
}

// 'Review And Confirm' and the failure are the spec's (001 §5, §8); the rest is ours.
const translations = () => import('./translations');

export const schedulerMessages: Catalogue<SchedulerMessages> = {
  en: {
    bookCall: 'Book your welcome call',
    bookVisit: 'Book a virtual visit',
    reschedule: 'Reschedule your appointment',
    signedOut: 'Sign in to book an appointment.',
    physician: 'Physician',
    choosePhysician: 'Choose a physician',
    loadingPhysicians: 'Loading physicians',
    physiciansFailed: 'The physicians could not be loaded.',
    physicianHint: 'Choose a physician to see their available times.',
    pharmacy: 'Pharmacy',
    pharmacySearch: 'Search pharmacies by name, city or ZIP',
    pharmacyNone: 'No pharmacy',
    reason: 'Reason for your visit (optional)',
    reasonHint: 'Only you and your physician can read it.',
    date: 'Choose a date',
    times: 'Available times on {date}',
    pickDay: 'Choose a date to see its times.',
    noSlots: 'There are no available times in the next two weeks. Please check back later.',
    timeZone: 'Times are shown in your time zone, {zone}.',
    loadingSlots: 'Loading available times',
    slotsFailed: 'The available times could not be loaded.',
    retry: 'Try again',
    agreement: 'I agree to receive care through a virtual visit and to its terms.',
    review: 'Review And Confirm',
    reviewTitle: 'Review your appointment',
    when: 'When',
    with: 'With',
    confirm: 'Confirm',
    back: 'Back',
    failed: 'Something went wrong. Please try again later.',
    booked: 'Your appointment is booked for {date}.',
    rescheduled: 'Your appointment is moved to {date}.',
    done: 'Done',
    viewAppointments: 'View my appointments',
    careAdvocate: 'A care advocate',
  },
  translations: lazyTranslations(translations),
};
