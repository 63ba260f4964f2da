import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The lab-site lookup's answer strings (loaded with it, lab-site-results.tsx); the finder's are messages.ts. */
export interface LabSiteMessages {
  /** Sites found within the radius of the place the address was matched to. */
  found: (count: number, place: string) => string;
  noSites: (miles: number, place: string) => string;
  miles: (miles: number) => string;
  phone: string;
  hours: string;
}

// Ours. Translations: the orders' one module.
export const labSiteMessages: Catalogue<LabSiteMessages> = {
  en: {
    found: (count, place) => `${count} ${count === 1 ? 'site' : 'sites'} near ${place}, nearest first.`,
    noSites: (miles, place) => `No lab site within ${miles} miles of ${place}.`,
    miles: (miles) => `${miles} mi`,
    phone: 'Phone',
    hours: 'Hours',
  },
  translations: lazyTranslations(() => import('./translations')),
};
