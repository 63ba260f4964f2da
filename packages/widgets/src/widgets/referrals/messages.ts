import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ReferralsMessages {
  title: string;
  loading: string;
  empty: string;
  failed: string;
  retry: string;
  /** The heading of the referrals without a category. */
  otherCategory: string;
  /** When a referral has no button text of its own. */
  learnMore: string;
  newTab: string;
  signedOut: string;
}

// The spec gives the referral's fields only (001 §3 Referral); these strings are ours.
const translations = () => import('./translations');

export const referralsMessages: Catalogue<ReferralsMessages> = {
  en: {
    title: 'Referrals',
    loading: 'Loading referrals',
    empty: 'There are no referrals for you yet. Check back soon.',
    failed: 'We could not load your referrals.',
    retry: 'Try again',
    otherCategory: 'Other services',
    learnMore: 'Learn more',
    newTab: 'opens in a new tab',
    signedOut: 'Sign in to see your referrals.',
  },
  translations: lazyTranslations(translations),
};
