import type { HraFormKind } from '@healthdeck/contract/light';
import type { FormStatus } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The assessment's names, shared by the assessment page and the Health Assessment dashboard card. */
export interface HraSectionMessages {
  title: string;
  loading: string;
  signedOut: string;
  retry: string;
  loadFailed: string;
  /** '{done} of {total} sections done'. */
  progress: string;
  /** spec 000 §3.4 HRA form kinds. */
  sections: Record<HraFormKind, string>;
  /** A section's state as a badge (spec 000 §3.4 form status). */
  statuses: Record<FormStatus, string>;
}

const translations = () => import('./section-translations');

export const hraSectionMessages: Catalogue<HraSectionMessages> = {
  en: {
    title: 'Health Assessment',
    loading: 'Loading your health assessment',
    signedOut: 'Sign in to take your health assessment.',
    retry: 'Try again',
    loadFailed: 'Your health assessment could not be loaded. Please try again later.',
    progress: '{done} of {total} sections done',
    sections: {
      'social-history': 'Social history',
      'depression-screening': 'Depression screening',
      'anxiety-screening': 'Anxiety screening',
      'family-history': 'Family history',
      epds: 'Edinburgh Postnatal Depression Scale',
    },
    statuses: { new: 'Not started', incomplete: 'In progress', complete: 'Complete', review: 'Submitted', skipped: 'Skipped' },
  },
  translations: lazyTranslations(translations),
};

/** '{name}' placeholders filled in. */
export const fillText = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));
