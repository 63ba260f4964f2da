import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

export interface ScreenTitlesMessages {
  appointments: string;
  loadingAppointments: string;
  testingCenter: string;
  vitals: string;
}

const translations = () => import('./screen-titles-translations.js');

// The headings of the portal's static widget screens (spec 001 §2 routes: testing center, Virtual
// Vitals, /client/appointments); their loading statuses are the pages' (page-messages.ts).
export const screenTitlesMessages: Catalogue<ScreenTitlesMessages> = {
  en: {
    appointments: 'Appointments',
    loadingAppointments: 'Loading your appointments',
    testingCenter: 'Testing center',
    vitals: 'Virtual Vitals',
  },
  translations: lazyTranslations(translations),
};
