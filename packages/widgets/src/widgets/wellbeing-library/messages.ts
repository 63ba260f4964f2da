import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { ResourceLink } from './resource-link';

export interface WellbeingLibraryMessages {
  title: string;
  signedOut: string;
  topicsLabel: string;
  loading: string;
  /** spec 000 §8: the generic failures naming the operation. */
  topicsFailed: string;
  topicFailed: string;
  retry: string;
  noTopics: string;
  resourcesLoading: string;
  noResources: string;
  /** The content type a resource's link type stands for (spec 000 §3.4 Link: INTERNAL, EXTERNAL). */
  contentTypes: Record<ResourceLink, string>;
  read: string;
  hide: string;
  open: string;
  newTab: string;
  source: string;
  interestsHeading: string;
  interestsIntro: string;
  interestsLoading: string;
  interestsFailed: string;
  noInterests: string;
  save: string;
  saved: string;
  saveFailed: string;
}

// The calls are the spec's (000 §7.6 wellbeing topics, topic, resources; onboarding topic
// interests, §3.3 topicInterestIds); these strings are ours.
const translations = () => import('./translations');

export const wellbeingLibraryMessages: Catalogue<WellbeingLibraryMessages> = {
  en: {
    title: 'Wellbeing library',
    signedOut: 'Sign in to read the wellbeing library.',
    topicsLabel: 'Topics',
    loading: 'Loading topics',
    topicsFailed: 'Failed to load wellbeing topics',
    topicFailed: 'Failed to load wellbeing topic',
    retry: 'Try again',
    noTopics: 'There are no wellbeing topics yet. Check back soon.',
    resourcesLoading: 'Loading resources',
    noResources: 'No resources for this topic yet.',
    contentTypes: { INTERNAL: 'Article', EXTERNAL: 'External link' },
    read: 'Read',
    hide: 'Hide',
    open: 'Open',
    newTab: 'opens in a new tab',
    source: 'Source',
    interestsHeading: 'Your interests',
    interestsIntro: 'Choose what you care about, as at onboarding. You can change it at any time.',
    interestsLoading: 'Loading your interests',
    interestsFailed: 'Failed to load topics',
    noInterests: 'There are no interests to choose from yet.',
    save: 'Save interests',
    saved: 'Your interests are saved.',
    saveFailed: 'Failed to save topic interests',
  },
  translations: lazyTranslations(translations),
};
