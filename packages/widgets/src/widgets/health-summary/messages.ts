import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface HealthSummaryMessages {
  title: string;
  loading: string;
  signedOut: string;
  retry: string;
  loadFailed: string;
  empty: string;
  /** '{progress} of {max}'. */
  ofMax: string;
  /** Under the scores when no device is connected (steps, sleep and calories come only from one). */
  noDevice: string;
  connectDevice: string;
  /**
   * The scores' names: the server names each score with one of these fixed English titles
   * (devices route: Steps, Sleep, Active calories, Water); a title not listed shows as sent.
   */
  scores: Record<HealthScoreTitle, string>;
}

export const HEALTH_SCORE_TITLES = ['Steps', 'Sleep', 'Active calories', 'Water'] as const;
export type HealthScoreTitle = (typeof HEALTH_SCORE_TITLES)[number];

/** The score's name in the member's language (the server's title when it is not one we know). */
export function scoreName(title: string, t: HealthSummaryMessages): string {
  return Object.hasOwn(t.scores, title) ? t.scores[title as HealthScoreTitle] : title;
}

const translations = () => import('./translations');

export const healthSummaryMessages: Catalogue<HealthSummaryMessages> = {
  en: {
    title: 'Health Summary',
    loading: 'Loading your health summary',
    signedOut: 'Sign in to see your health summary.',
    retry: 'Try again',
    loadFailed: 'Your health summary could not be loaded. Please try again later.',
    empty: 'No health scores yet.',
    ofMax: '{progress} of {max}',
    noDevice: 'No device is connected. Connect a fitness tracker to see your steps, sleep and active calories here.',
    connectDevice: 'Connect a device',
    scores: { Steps: 'Steps', Sleep: 'Sleep', 'Active calories': 'Active calories', Water: 'Water' },
  },
  translations: lazyTranslations(translations),
};
