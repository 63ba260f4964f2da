import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The toast-message locations screen's strings (spec 000 §2, §3.1, §4), in the six languages:
// English here, the others in ./translations.ts.

export interface ToastLocationsMessages {
  title: string;
  explanation: string;
  loading: string;
  none: string;
  path: string;
  pathOf: (n: number) => string;
  show: string;
  showOf: (path: string) => string;
  saving: string;
  saved: string;
  add: string;
  newPath: string;
  showNew: string;
  added: (path: string) => string;
  deleted: (path: string) => string;
  what: (path: string) => string;
  pathHint: string;
}

export const toastLocationsMessages: Catalogue<ToastLocationsMessages> = {
  en: {
    title: 'Toast message locations',
    explanation:
      'On an admin or client page a toast shows only if an entry below matches the page’s path and shows toasts. A * matches exactly one part of the path. On every other page toasts always show.',
    loading: 'Loading toast message locations',
    none: 'No entries yet: no toast shows on admin and client pages.',
    path: 'Path',
    pathOf: (n) => `Path of entry ${n}`,
    show: 'Show toasts',
    showOf: (path) => `Show toasts on ${path}`,
    saving: 'Saving…',
    saved: 'Saved',
    add: 'Add entry',
    newPath: 'New path',
    showNew: 'Show toasts on the new path',
    added: (path) => `Added ${path}.`,
    deleted: (path) => `Deleted ${path}.`,
    what: (path) => `toast message location “${path}”`,
    pathHint: 'For example /client/home or /admin/*',
  },
  translations: lazyTranslations(() => import('./translations.js')),
};
