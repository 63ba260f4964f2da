import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface ContentCardMessages {
  /** The arrow's name when the card has neither call-to-action text nor title. */
  open: string;
  /** Read after a link that opens in a new tab (spec 001 §2: external links open in a new tab). */
  newTab: string;
  /** A button call to action without text of its own. */
  learnMore: string;
}

// The spec gives no strings for these cards (001 §2 Widget types): the texts come from the widget
// config; these are ours, for the arrow's name and the new-tab hint.
const translations = () => import('./translations');

export const contentCardMessages: Catalogue<ContentCardMessages> = {
  en: { open: 'Open', newTab: 'opens in a new tab', learnMore: 'Learn more' },
  translations: lazyTranslations(translations),
};
