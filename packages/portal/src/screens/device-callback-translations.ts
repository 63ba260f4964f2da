import type { DeviceCallbackMessages } from './device-callback-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: DeviceCallbackMessages = {
  title: 'Conectar Fitbit',
  connecting: 'Conectando tu Fitbit…',
  connected: 'Tu Fitbit está conectado. Tu sueño y tu actividad aparecerán en tu panel.',
  denied: 'No permitiste que HealthDeck lea tus datos de Fitbit, así que no se conectó nada.',
  incomplete: 'Este enlace está incompleto. Vuelve a conectar tu Fitbit desde tus dispositivos.',
  failed: 'No se pudo conectar tu Fitbit.',
  toDevices: 'Ir a tus dispositivos',
};
export const fr: DeviceCallbackMessages = {
  title: 'Connecter Fitbit',
  connecting: 'Connexion de votre Fitbit…',
  connected: 'Votre Fitbit est connecté. Votre sommeil et votre activité apparaîtront sur votre tableau de bord.',
  denied: 'Vous n’avez pas autorisé HealthDeck à lire vos données Fitbit : rien n’a été connecté.',
  incomplete: 'Ce lien est incomplet. Recommencez la connexion de votre Fitbit depuis vos appareils.',
  failed: 'Votre Fitbit n’a pas pu être connecté.',
  toDevices: 'Aller à vos appareils',
};
export const de: DeviceCallbackMessages = {
  title: 'Fitbit verbinden',
  connecting: 'Ihr Fitbit wird verbunden …',
  connected: 'Ihr Fitbit ist verbunden. Ihr Schlaf und Ihre Aktivität erscheinen auf Ihrem Dashboard.',
  denied: 'Sie haben HealthDeck nicht erlaubt, Ihre Fitbit-Daten zu lesen, daher wurde nichts verbunden.',
  incomplete: 'Dieser Link ist unvollständig. Verbinden Sie Ihr Fitbit erneut über Ihre Geräte.',
  failed: 'Ihr Fitbit konnte nicht verbunden werden.',
  toDevices: 'Zu Ihren Geräten',
};
export const pt: DeviceCallbackMessages = {
  title: 'Conectar Fitbit',
  connecting: 'Conectando seu Fitbit…',
  connected: 'Seu Fitbit está conectado. Seu sono e sua atividade aparecerão no seu painel.',
  denied: 'Você não permitiu que o HealthDeck lesse seus dados do Fitbit, então nada foi conectado.',
  incomplete: 'Este link está incompleto. Conecte seu Fitbit novamente a partir dos seus dispositivos.',
  failed: 'Não foi possível conectar seu Fitbit.',
  toDevices: 'Ir para seus dispositivos',
};
// mh: needs review by a Marshallese speaker.
export const mh: DeviceCallbackMessages = {
  title: 'Kōkkōnono Fitbit',
  connecting: 'Ej kōkkōnono Fitbit eo am…',
  connected: 'Fitbit eo am ekōkkōnono. Kiki im jerbal ko am renaaj waļọk ilo dashboard eo am.',
  denied: 'Kwaar jab kōtļọk bwe HealthDeck en riiti data in Fitbit eo am, innem ejjeļọk men ekōkkōnono.',
  incomplete: 'Lin in ejjab dedeļọk. Jino bar kōkkōnono Fitbit eo am jān device ko am.',
  failed: 'Ear jab maron̄ kōkkōnono Fitbit eo am.',
  toDevices: 'Etal ñan device ko am',
};
