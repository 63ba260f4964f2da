import type { ImpersonationMessages } from './impersonation-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ImpersonationMessages = {
  loggedInAs: (name) => `Sesión iniciada como: ${name}`,
  stop: 'Volver a mi cuenta',
  stopFailed: 'No se pudo volver a tu cuenta. Inicia sesión de nuevo.',
};
export const fr: ImpersonationMessages = {
  loggedInAs: (name) => `Connecté en tant que : ${name}`,
  stop: 'Revenir à mon compte',
  stopFailed: 'Impossible de revenir à votre compte. Reconnectez-vous.',
};
export const de: ImpersonationMessages = {
  loggedInAs: (name) => `Angemeldet als: ${name}`,
  stop: 'Zurück zu meinem Konto',
  stopFailed: 'Die Rückkehr zu Ihrem Konto ist fehlgeschlagen. Bitte melden Sie sich erneut an.',
};
export const pt: ImpersonationMessages = {
  loggedInAs: (name) => `Conectado como: ${name}`,
  stop: 'Voltar à minha conta',
  stopFailed: 'Não foi possível voltar à sua conta. Entre novamente.',
};
// mh: needs review by a Marshallese speaker.
export const mh: ImpersonationMessages = {
  loggedInAs: (name) => `Kwaar deļọñ einwōt: ${name}`,
  stop: 'Jepļaak ñan aō akaun',
  stopFailed: 'Ejjab maron̄ jepļaak ñan am akaun. Bar deļọñ.',
};
