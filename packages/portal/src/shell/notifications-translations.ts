import type { NotificationsMessages } from './notifications-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: NotificationsMessages = {
  title: 'Notificaciones',
  button: (unread) => (unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`),
  loading: 'Cargando notificaciones',
  empty: 'No tienes notificaciones sin leer.',
  markRead: 'Marcar como leída',
  markAllRead: 'Marcar todas como leídas',
  open: 'Abrir',
  loadFailed: 'No se pudieron cargar tus notificaciones.',
  markFailed: 'No se pudo marcar como leída. Inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
};
export const fr: NotificationsMessages = {
  title: 'Notifications',
  button: (unread) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} non lues`),
  loading: 'Chargement des notifications',
  empty: "Vous n'avez aucune notification non lue.",
  markRead: 'Marquer comme lue',
  markAllRead: 'Tout marquer comme lu',
  open: 'Ouvrir',
  loadFailed: 'Impossible de charger vos notifications.',
  markFailed: 'Impossible de marquer comme lue. Réessayez.',
  retry: 'Réessayer',
};
export const de: NotificationsMessages = {
  title: 'Benachrichtigungen',
  button: (unread) => (unread === 0 ? 'Benachrichtigungen' : `Benachrichtigungen, ${unread} ungelesen`),
  loading: 'Benachrichtigungen werden geladen',
  empty: 'Sie haben keine ungelesenen Benachrichtigungen.',
  markRead: 'Als gelesen markieren',
  markAllRead: 'Alle als gelesen markieren',
  open: 'Öffnen',
  loadFailed: 'Ihre Benachrichtigungen konnten nicht geladen werden.',
  markFailed: 'Konnte nicht als gelesen markiert werden. Bitte erneut versuchen.',
  retry: 'Erneut versuchen',
};
export const pt: NotificationsMessages = {
  title: 'Notificações',
  button: (unread) => (unread === 0 ? 'Notificações' : `Notificações, ${unread} não lidas`),
  loading: 'Carregando notificações',
  empty: 'Você não tem notificações não lidas.',
  markRead: 'Marcar como lida',
  markAllRead: 'Marcar todas como lidas',
  open: 'Abrir',
  loadFailed: 'Não foi possível carregar suas notificações.',
  markFailed: 'Não foi possível marcar como lida. Tente novamente.',
  retry: 'Tentar novamente',
};
// mh: needs review by a Marshallese speaker.
export const mh: NotificationsMessages = {
  title: 'Kōjjeḷā',
  button: (unread) => (unread === 0 ? 'Kōjjeḷā' : `Kōjjeḷā, ${unread} eaar jab riiti`),
  loading: 'Ej kōmman kōjjeḷā',
  empty: 'Ejjeļọk am kōjjeḷā eaar jab riiti.',
  markRead: 'Kakōļļe bwe kwaar riiti',
  markAllRead: 'Kakōļļe aolep bwe kwaar riiti',
  open: 'Kōpeļļọke',
  loadFailed: 'Ejjab maron̄ kōmman am kōjjeḷā.',
  markFailed: 'Ejjab maron̄ kakōļļe. Bar kajjeoñ.',
  retry: 'Bar kajjeoñ',
};
