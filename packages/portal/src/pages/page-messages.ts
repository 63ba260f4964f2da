import type { PageType } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface PageMessages {
  loading: string;
  notFoundTitle: string;
  loadFailedTitle: string;
  notFound: string;
  retry: string;
  goHome: string;
  empty: string;
  /** The busy status while a widget screen's code loads. */
  loadingWidget: string;
  /** The busy status while a typed page's widgets load (page-type-content.tsx). */
  loadingType: Record<PageType, string>;
}

const translations = () => import('./page-translations.js');

// The configured pages (spec 000 §2, §3.4; 001 §2): loading, not found, nothing placed yet, and each
// typed page's loading status. Quoted from the spec: 'Loading Test Results' (001 §2); the rest is ours.
export const pageMessages: Catalogue<PageMessages> = {
  en: {
    loading: 'Loading your page…',
    notFoundTitle: 'Page not found',
    loadFailedTitle: 'This page could not be loaded',
    notFound: 'This page does not exist, or it is not part of your programmes.',
    retry: 'Try again',
    goHome: 'Go to your home page',
    empty: 'Nothing has been added to this page yet.',
    loadingWidget: 'Loading',
    loadingType: {
      CALENDLY: 'Loading the scheduling page',
      REFERRALS: 'Loading referrals',
      RANDOMREFERRAL: 'Loading a referral',
      HEALTHTIP: 'Loading a health tip',
      CONTACTUS: 'Loading our contact page',
      TESTINGCENTER: 'Loading Test Results',
      TESTINGINSTRUCTION: 'Loading your testing instructions',
      INSIGHTS: 'Loading your insights',
      MYTESTPAGE: 'Loading your test',
      VITALS: 'Loading your vitals',
    },
  },
  translations: lazyTranslations(translations),
};
