import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { PrivateKeyUnlockStrings } from '../shared/private-key-unlock';

/** The strings of a sealed meal picture shown back to its member. */
export interface MealPictureMessages extends PrivateKeyUnlockStrings {
  /** The picture's text alternative when the host gives none. */
  alt: string;
  loading: string;
  /** The picture could not be loaded or opened: said instead of a broken image. */
  failed: string;
}

// English is ours (the spec says nothing of how a picture is shown); the other languages are our
// translations, loaded on first use. A catalogue of its own, so the tracker's chunk does not carry it.
const translations = () => import('./meal-picture-translations');

export const mealPictureMessages: Catalogue<MealPictureMessages> = {
  en: {
    alt: 'Picture of the meal',
    loading: 'Opening the meal picture',
    failed: 'The meal picture could not be shown.',
    lockedTitle: 'Your meal picture is locked',
    lockedText: 'Your meal pictures are encrypted. Enter your password to open them in this browser.',
    password: 'Password',
    unlock: 'Unlock',
    wrongPassword: 'That password did not unlock your data.',
  },
  translations: lazyTranslations(translations),
};
