import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ProgramResultsMessages {
  title: string;
  signedOut: string;
  /** What the summary holds (docs/decisions/0051-rewards-orders-and-stars.md). */
  intro: string;
  email: string;
  emailSent: string;
  download: string;
  downloaded: (fileName: string) => string;
}

// English (ours, except the file name result.pdf of spec 000 §7.6; the sdk's 'Failed to …' messages are shown as returned).
const translations = () => import('./translations');

export const programResultsMessages: Catalogue<ProgramResultsMessages> = {
  en: {
    title: 'Program results',
    signedOut: 'Sign in to get your program results.',
    intro:
      'A summary of your programs, your tests and their status, the daily tasks of the last 30 days and your stars. Your test results themselves stay private to you and are not included.',
    email: 'Email me my results',
    emailSent: 'We emailed your results to you.',
    download: 'Download results (PDF)',
    downloaded: (fileName) => `${fileName} downloaded.`,
  },
  translations: lazyTranslations(translations),
};
