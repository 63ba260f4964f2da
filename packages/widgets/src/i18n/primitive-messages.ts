import type { Catalogue } from './language';

export interface PrimitiveMessages {
  close: string;
  dismiss: string;
  loading: string;
  notifications: string;
}

// Labels of the shared pieces. Marshallese (mh) strings need review by a native speaker.
export const primitiveMessages: Catalogue<PrimitiveMessages> = {
  en: { close: 'Close', dismiss: 'Dismiss', loading: 'Loading', notifications: 'Notifications' },
  es: { close: 'Cerrar', dismiss: 'Descartar', loading: 'Cargando', notifications: 'Notificaciones' },
  fr: { close: 'Fermer', dismiss: 'Ignorer', loading: 'Chargement', notifications: 'Notifications' },
  de: { close: 'Schließen', dismiss: 'Ausblenden', loading: 'Wird geladen', notifications: 'Benachrichtigungen' },
  pt: { close: 'Fechar', dismiss: 'Dispensar', loading: 'Carregando', notifications: 'Notificações' },
  // mh: needs review by a Marshallese speaker.
  mh: { close: 'Kilōk', dismiss: 'Kōjparok', loading: 'Ej kōmman', notifications: 'Kōjjeḷā' },
};
