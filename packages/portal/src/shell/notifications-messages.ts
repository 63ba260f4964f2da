import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface NotificationsMessages {
  title: string;
  /** The header button's name: with the unread count when there is any. */
  button: (unread: number) => string;
  loading: string;
  empty: string;
  markRead: string;
  markAllRead: string;
  open: string;
  loadFailed: string;
  markFailed: string;
  retry: string;
}

const translations = () => import('./notifications-translations.js');

export const notificationsMessages: Catalogue<NotificationsMessages> = {
  en: {
    title: 'Notifications',
    button: (unread) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
    loading: 'Loading notifications',
    empty: 'You have no unread notifications.',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    open: 'Open',
    loadFailed: 'Could not load your notifications.',
    markFailed: 'Could not mark as read. Try again.',
    retry: 'Try again',
  },
  translations: lazyTranslations(translations),
};
