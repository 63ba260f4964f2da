import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ProgramProgressMessages {
  title: string;
  /** spec 001 §2 Program card: the overall progress circle's label, spelt so. */
  overall: string;
  /** spec 001 §2 Program card: the list of actions with progress bars. */
  summary: string;
  loading: string;
  /** spec 001 §8. */
  failed: string;
  retry: string;
  empty: string;
  signedOut: string;
  showDetails: string;
  hideDetails: string;
  /** A call to action without text of its own. */
  start: string;
  newTab: string;
  completed: string;
  /** A grouped action's steps: "{done} of {total} steps done". */
  steps: string;
}

// 'Overrall progress', 'Program Summary' and the failure message are the spec's (001 §2 Program card,
// §8); the rest is ours.
const translations = () => import('./translations');

export const programProgressMessages: Catalogue<ProgramProgressMessages> = {
  en: {
    title: 'Program Progress',
    overall: 'Overrall progress',
    summary: 'Program Summary',
    loading: 'Loading your programs',
    failed: 'Something went wrong. Please try again later.',
    retry: 'Try again',
    empty: 'You are not enrolled in a program yet.',
    signedOut: 'Sign in to see your programs.',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
    start: 'Start',
    newTab: 'opens in a new tab',
    completed: 'Completed',
    steps: '{done} of {total} steps done',
  },
  translations: lazyTranslations(translations),
};

/** "{done} of {total} steps done" filled. */
export function stepsText(template: string, done: number, total: number): string {
  return template.replace('{done}', String(done)).replace('{total}', String(total));
}
