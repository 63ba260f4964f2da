import type { HraFormKind } from '@healthdeck/contract/light';
import type { Language } from '@healthdeck/contract/light';
import { lazyTranslations, useLanguage, type Catalogue } from '../../i18n/language';
import type { QuestionText } from '../shared/questionnaire/questionnaire-form';

/** The strings of an open section (section-editor.tsx, loaded on demand with it): its questions and buttons. */
export interface SectionFormMessages {
  saveDraft: string;
  saveSection: string;
  skip: string;
  back: string;
  saveFailed: string;
  /** The screening intros. */
  lastTwoWeeks: string;
  lastSevenDays: string;
  /** The PHQ-2 / GAD-2 answers. */
  frequency: Record<'not-at-all' | 'several-days' | 'more-than-half' | 'nearly-every-day', string>;
  /** Each section's questions (the frequency answers are added to the screenings' questions). */
  questions: Record<HraFormKind, Record<string, QuestionText>>;
}

// The questions are the validated screenings' published English wording
// (docs/decisions/0049-health-assessment-and-nutrition.md). The translations are the page's module (translations.ts).
const translations = () => import('./translations');

export const sectionFormMessages: Catalogue<SectionFormMessages> = {
  en: {
    saveDraft: 'Save and continue later',
    saveSection: 'Save section',
    skip: 'Skip section',
    back: 'Back to sections',
    saveFailed: 'Your answers could not be saved. Please try again.',
    lastTwoWeeks: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
    lastSevenDays: 'In the past 7 days:',
    frequency: { 'not-at-all': 'Not at all', 'several-days': 'Several days', 'more-than-half': 'More than half the days', 'nearly-every-day': 'Nearly every day' },
    questions: {
      'social-history': {
        smoking: { label: 'Do you smoke tobacco?', options: { never: 'I have never smoked', former: 'I used to smoke', current: 'I smoke now' } },
        alcohol: {
          label: 'How often do you have a drink containing alcohol?',
          options: {
            never: 'Never',
            monthly: 'Monthly or less',
            'two-to-four-monthly': '2 to 4 times a month',
            'two-to-three-weekly': '2 to 3 times a week',
            'four-plus-weekly': '4 or more times a week',
          },
        },
        exerciseDays: { label: 'On how many days a week do you exercise for 30 minutes or more?' },
      },
      'depression-screening': {
        interest: { label: 'Little interest or pleasure in doing things' },
        down: { label: 'Feeling down, depressed or hopeless' },
      },
      'anxiety-screening': {
        nervous: { label: 'Feeling nervous, anxious or on edge' },
        worrying: { label: 'Not being able to stop or control worrying' },
      },
      'family-history': {
        conditions: {
          label: 'Has a parent, brother or sister had any of these?',
          options: {
            'heart-disease': 'Heart disease',
            diabetes: 'Diabetes',
            cancer: 'Cancer',
            stroke: 'Stroke',
            'high-blood-pressure': 'High blood pressure',
            'mental-health': 'A mental health condition',
            none: 'None of these',
          },
        },
        details: { label: 'Anything else we should know? (optional)' },
      },
      epds: {
        blamed: {
          label: 'I have blamed myself unnecessarily when things went wrong',
          options: { most: 'Yes, most of the time', some: 'Yes, some of the time', 'not-often': 'Not very often', never: 'No, never' },
        },
        anxious: {
          label: 'I have been anxious or worried for no good reason',
          options: { 'not-at-all': 'No, not at all', 'hardly-ever': 'Hardly ever', sometimes: 'Yes, sometimes', 'very-often': 'Yes, very often' },
        },
        panicky: {
          label: 'I have felt scared or panicky for no very good reason',
          options: { 'quite-a-lot': 'Yes, quite a lot', sometimes: 'Yes, sometimes', 'not-much': 'No, not much', 'not-at-all': 'No, not at all' },
        },
      },
    },
  },
  translations: lazyTranslations(translations),
};

const ready = new Map<Language, SectionFormMessages>();
const loading = new Map<Language, Promise<void>>();

/**
 * The section's strings in the member's language. The section loads on demand, so its strings may
 * not have loaded yet: it suspends (the page's placeholder shows) until they have, so an open
 * section never shows English first; English if they cannot load.
 */
export function useSectionFormMessages(): SectionFormMessages {
  const language = useLanguage();
  if (language === 'en') return sectionFormMessages.en;
  const known = ready.get(language);
  if (known) return known;
  let pending = loading.get(language);
  if (!pending) {
    pending = sectionFormMessages.translations[language]().then(
      (messages) => void ready.set(language, messages),
      (error: unknown) => {
        console.warn(`[healthdeck] could not load the ${language} strings; showing English`, error);
        ready.set(language, sectionFormMessages.en);
      },
    );
    loading.set(language, pending);
  }
  throw pending;
}
