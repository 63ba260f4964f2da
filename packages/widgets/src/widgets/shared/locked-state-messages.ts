import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** What every locked state says alike, beside the widget's own title and text. */
export interface LockedStateMessages {
  /** One unlock opens every sealed screen until sign-out or the idle lock (docs/decisions/0101-one-unlock-per-session.md). */
  session: (minutes: number) => string;
}

// Ours.
const en: LockedStateMessages = {
  session: (minutes) => `One unlock opens all your records until you sign out. They lock again after ${minutes} minutes without activity.`,
};

export const lockedStateMessages: Catalogue<LockedStateMessages> = { en, translations: lazyTranslations(() => import('./locked-state-translations')) };
