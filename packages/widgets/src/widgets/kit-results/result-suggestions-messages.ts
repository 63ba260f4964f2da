import { lazyTranslations, type Catalogue } from '../../i18n/language';

// What a kit's results suggest (results that act, docs/decisions/0102-results-that-act.md), in the
// six languages: English here, the others in ./result-suggestions-translations.ts.

export type RangeComparator = 'at_least' | 'above' | 'at_most' | 'below' | 'between';

export interface ResultSuggestionsMessages {
  title: string;
  intro: string;
  checking: string;
  loadFailed: string;
  retry: string;
  yourResult: string;
  /** A rule's range in words: "at least 6.5 %". */
  range: (comparator: RangeComparator, value: string, to: string, unit: string) => string;
  addsAction: (action: string, programme: string) => string;
  sendsNotification: string;
  suggestsVisit: string;
  /** Said before the member answers: what the server learns from an answer. */
  disclosure: (biomarker: string, range: string) => string;
  accept: string;
  dismiss: string;
  accepted: string;
  acceptedAction: (action: string, programme: string) => string;
  bookVisit: string;
}

const en: ResultSuggestionsMessages = {
  title: 'What your results suggest',
  intro: 'Your care team set these suggestions for results like yours. Each one is checked here, on your device.',
  checking: 'Checking what your results suggest',
  loadFailed: 'We could not check what your results suggest.',
  retry: 'Try again',
  yourResult: 'Your result',
  range: (comparator, value, to, unit) => {
    const u = unit ? ` ${unit}` : '';
    switch (comparator) {
      case 'at_least':
        return `${value}${u} or more`;
      case 'above':
        return `more than ${value}${u}`;
      case 'at_most':
        return `${value}${u} or less`;
      case 'below':
        return `less than ${value}${u}`;
      case 'between':
        return `between ${value} and ${to}${u}`;
    }
  },
  addsAction: (action, programme) => `Adds “${action}” to your ${programme} programme`,
  sendsNotification: 'Sends you a reminder in your notifications',
  suggestsVisit: 'Suggests a telehealth visit',
  disclosure: (biomarker, range) =>
    `Your result itself stays encrypted: we never see it. But if you accept or dismiss this suggestion, we will know that your ${biomarker} result was ${range}.`,
  accept: 'Accept',
  dismiss: 'Dismiss',
  accepted: 'Accepted',
  acceptedAction: (action, programme) => `“${action}” is now in your ${programme} programme.`,
  bookVisit: 'Book a telehealth visit',
};

const translations = () => import('./result-suggestions-translations');

export const resultSuggestionsMessages: Catalogue<ResultSuggestionsMessages> = { en, translations: lazyTranslations(translations) };
