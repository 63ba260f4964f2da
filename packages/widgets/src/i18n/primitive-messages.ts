import { lazyTranslations, type Catalogue } from './language';

export interface PrimitiveMessages {
  close: string;
  dismiss: string;
  loading: string;
  notifications: string;
}

const translations = () => import('./primitive-translations');

// Labels of the shared pieces.
export const primitiveMessages: Catalogue<PrimitiveMessages> = {
  en: { close: 'Close', dismiss: 'Dismiss', loading: 'Loading', notifications: 'Notifications' },
  translations: lazyTranslations(translations),
};
