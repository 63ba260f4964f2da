import type { ScreenTitlesMessages } from './screen-titles-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ScreenTitlesMessages = {
  appointments: 'Citas',
  loadingAppointments: 'Cargando tus citas',
  testingCenter: 'Centro de pruebas',
  vitals: 'Signos vitales virtuales',
};
export const fr: ScreenTitlesMessages = {
  appointments: 'Rendez-vous',
  loadingAppointments: 'Chargement de vos rendez-vous',
  testingCenter: 'Centre de tests',
  vitals: 'Signes vitaux virtuels',
};
export const de: ScreenTitlesMessages = {
  appointments: 'Termine',
  loadingAppointments: 'Ihre Termine werden geladen',
  testingCenter: 'Testcenter',
  vitals: 'Virtuelle Vitalwerte',
};
export const pt: ScreenTitlesMessages = {
  appointments: 'Consultas',
  loadingAppointments: 'Carregando suas consultas',
  testingCenter: 'Centro de testes',
  vitals: 'Sinais vitais virtuais',
};
// mh: needs review by a Marshallese speaker.
export const mh: ScreenTitlesMessages = {
  appointments: 'Appointment ko',
  loadingAppointments: 'Ej kōmman appointment ko am',
  testingCenter: 'Jikin test',
  vitals: 'Virtual Vitals',
};
