import type { PrimitiveMessages } from './primitive-messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: PrimitiveMessages = { close: 'Cerrar', dismiss: 'Descartar', loading: 'Cargando', notifications: 'Notificaciones' };
export const fr: PrimitiveMessages = { close: 'Fermer', dismiss: 'Ignorer', loading: 'Chargement', notifications: 'Notifications' };
export const de: PrimitiveMessages = { close: 'Schließen', dismiss: 'Ausblenden', loading: 'Wird geladen', notifications: 'Benachrichtigungen' };
export const pt: PrimitiveMessages = { close: 'Fechar', dismiss: 'Dispensar', loading: 'Carregando', notifications: 'Notificações' };
// mh: needs review by a Marshallese speaker.
export const mh: PrimitiveMessages = { close: 'Kilōk', dismiss: 'Kōjparok', loading: 'Ej kōmman', notifications: 'Kōjjeḷā' };
