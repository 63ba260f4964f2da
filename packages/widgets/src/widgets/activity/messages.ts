import type { MoodValue } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The user flows whose start and finish are recorded (spec 000 §3.4 user-flow activity events). */
export type ActivityFlow =
  | 'facial_scan'
  | 'body_look_3d'
  | 'fitness'
  | 'meals'
  | 'grocery'
  | 'appointment_booking'
  | 'user_onboard'
  | 'onboarding_step'
  | 'enrollment'
  | 'legal_agreements'
  | 'hra_section'
  | 'care_advocate_appointment';

export interface ActivityMessages {
  title: string;
  signedOut: string;
  retry: string;
  // Daily logs (spec 000 §7.6)
  logsHeading: string;
  loadingLogs: string;
  logsEmpty: string;
  range: (from: string, to: string) => string;
  showEarlier: string;
  hydration: (ounces: number) => string;
  sleep: (levels: number) => string;
  mood: (mood: string) => string;
  moods: Record<MoodValue, string>;
  symptoms: (list: string) => string;
  tasks: string;
  taskDone: (name: string) => string;
  taskOpen: (name: string) => string;
  stars: (count: number) => string;
  // Activity history (spec 000 §3.4, §7.6)
  historyHeading: string;
  loadingHistory: string;
  historyEmpty: string;
  showMore: string;
  flows: Record<ActivityFlow, string>;
  started: (flow: string) => string;
  finished: (flow: string) => string;
  events: { assessment_submited: string; measurement_created: string };
}

// English (ours: the spec names the calls and the events, not the screen's wording).
const translations = () => import('./translations');

export const activityMessages: Catalogue<ActivityMessages> = {
  en: {
    title: 'My activity',
    signedOut: 'Sign in to see your activity.',
    retry: 'Try again',
    logsHeading: 'Daily logs',
    loadingLogs: 'Loading daily logs',
    logsEmpty: 'Nothing logged on these days. The water, sleep, mood, symptoms and tasks you log show here.',
    range: (from, to) => `${from} – ${to}`,
    showEarlier: 'Show earlier days',
    hydration: (ounces) => `Water: ${ounces} oz`,
    sleep: (levels) => `Sleep level: ${levels}`,
    mood: (mood) => `Mood: ${mood}`,
    moods: { happy: 'Happy', neutral: 'Neutral', sad: 'Sad', anxious: 'Anxious', sick: 'Sick', angry: 'Angry' },
    symptoms: (list) => `Symptoms: ${list}`,
    tasks: 'Tasks',
    taskDone: (name) => `${name} (done)`,
    taskOpen: (name) => `${name} (not done)`,
    stars: (count) => `${count} ${count === 1 ? 'star' : 'stars'} earned`,
    historyHeading: 'Activity',
    loadingHistory: 'Loading activity',
    historyEmpty: 'No activity recorded yet.',
    showMore: 'Show more',
    flows: {
      facial_scan: 'Facial scan',
      body_look_3d: '3D body scan',
      fitness: 'Fitness',
      meals: 'Meals',
      grocery: 'Grocery',
      appointment_booking: 'Appointment booking',
      user_onboard: 'Onboarding',
      onboarding_step: 'Onboarding step',
      enrollment: 'Enrollment',
      legal_agreements: 'Legal agreements',
      hra_section: 'Health assessment section',
      care_advocate_appointment: 'Care advocate appointment',
    },
    started: (flow) => `${flow} started`,
    finished: (flow) => `${flow} finished`,
    events: { assessment_submited: 'Health assessment submitted', measurement_created: 'Measurement saved' },
  },
  translations: lazyTranslations(translations),
};
