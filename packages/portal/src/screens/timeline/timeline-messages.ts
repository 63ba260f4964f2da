import type { MoodValue, TimelineKind } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue, type PrivateKeyUnlockStrings } from '@healthdeck/widgets';

export interface TimelineMessages {
  title: string;
  intro: string;
  /** The filter's legend and its "every kind" choice. */
  show: string;
  everything: string;
  kinds: Record<TimelineKind, string>;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  emptyFiltered: string;
  more: string;
  loadingMore: string;
  end: string;
  /** A sealed record while the session's keys are closed: the one locked state above opens it. */
  locked: string;
  /** The session's one locked state, above the list while the keys are closed (after a reload or the idle lock). */
  unlock: PrivateKeyUnlockStrings;
  /** A sealed record that could not be opened (altered, or sealed under another key). */
  unreadable: string;
  resultsPending: string;
  ounces: (n: string) => string;
  hours: (n: string) => string;
  moods: Record<MoodValue, string>;
  heartRate: string;
  bloodPressure: string;
  oxygen: string;
  respiration: string;
  bmi: string;
  bodyFat: string;
  score: string;
  withHost: (type: string, host: string) => string;
  appointmentStatus: Record<'created' | 'attended' | 'cancelled', string>;
  actionStatus: Record<'not_started' | 'in_progress' | 'completed', string>;
  since: (date: string) => string;
  /** The button on a biomarker that shows its trend across kits. */
  showTrend: (name: string) => string;
  trendTitle: (name: string) => string;
  trendLoading: string;
  trendFailed: string;
  trendTooFew: string;
  month: string;
  average: string;
  level: string;
  levels: Record<'healthy' | 'warning' | 'unhealthy', string>;
}

const translations = () => import('./timeline-translations.js');

// Ours (no spec text): the member's one timeline, docs/decisions/0105-one-timeline.md.
export const timelineMessages: Catalogue<TimelineMessages> = {
  en: {
    title: 'Timeline',
    intro: 'Your results, measurements, habits, visits and medications, newest first.',
    show: 'Show',
    everything: 'Everything',
    kinds: {
      lab: 'Lab results',
      vital: 'Vitals',
      body_scan: 'Body scans',
      hydration: 'Hydration',
      sleep: 'Sleep',
      mood: 'Mood',
      symptom: 'Symptoms',
      appointment: 'Appointments',
      medication: 'Medications',
      programme_action: 'Programme actions',
    },
    loading: 'Loading your timeline…',
    loadFailed: 'Something went wrong while loading your timeline.',
    retry: 'Try again',
    empty: 'Nothing is on your timeline yet.',
    emptyFiltered: 'Nothing of these kinds is on your timeline.',
    more: 'Show older entries',
    loadingMore: 'Loading older entries…',
    end: 'This is the beginning of your timeline.',
    locked: 'Locked: enter your password above to open it.',
    unlock: {
      lockedTitle: 'Some of your timeline is locked',
      lockedText: 'Your results, vitals, scans and medications open with your password. Enter it to show them here.',
      password: 'Password',
      unlock: 'Unlock',
      wrongPassword: 'That password is not correct.',
    },
    unreadable: 'This record could not be opened.',
    resultsPending: 'Results not ready yet',
    ounces: (n) => `${n} oz of water`,
    hours: (n) => `${n} h of sleep`,
    moods: { happy: 'Happy', neutral: 'Neutral', sad: 'Sad', anxious: 'Anxious', sick: 'Sick', angry: 'Angry' },
    heartRate: 'Heart rate',
    bloodPressure: 'Blood pressure',
    oxygen: 'Oxygen',
    respiration: 'Breathing rate',
    bmi: 'BMI',
    bodyFat: 'Body fat',
    score: 'Score',
    withHost: (type, host) => `${type} with ${host}`,
    appointmentStatus: { created: 'Booked', attended: 'Attended', cancelled: 'Cancelled' },
    actionStatus: { not_started: 'Not started', in_progress: 'In progress', completed: 'Completed' },
    since: (date) => `from ${date}`,
    showTrend: (name) => `${name}: show the trend`,
    trendTitle: (name) => `${name} across your kits`,
    trendLoading: 'Opening your lab results…',
    trendFailed: 'Your lab results could not be opened.',
    trendTooFew: 'A trend needs results from two months or more.',
    month: 'Month',
    average: 'Average',
    level: 'Last result',
    levels: { healthy: 'Healthy', warning: 'Warning', unhealthy: 'Unhealthy' },
  },
  translations: lazyTranslations(translations),
};
