import type { ErrorScreenMessages } from './error-screen-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ErrorScreenMessages = {
  notFoundTitle: 'Página no encontrada',
  notFound: 'No pudimos encontrar esa página.',
  failedTitle: 'Algo salió mal',
  unexpected: '¡Algo salió mal! Inténtalo más tarde',
  goToHealthDeck: 'Ir a HealthDeck',
  sessionEndedTitle: 'Tu sesión ha terminado',
  sessionEnded: 'Por tu seguridad, cerramos tu sesión. Vuelve a iniciar sesión para continuar.',
  signIn: 'Iniciar sesión',
};
export const fr: ErrorScreenMessages = {
  notFoundTitle: 'Page introuvable',
  notFound: "Nous n'avons pas trouvé cette page.",
  failedTitle: "Une erreur s'est produite",
  unexpected: "Une erreur s'est produite ! Réessayez plus tard",
  goToHealthDeck: 'Aller sur HealthDeck',
  sessionEndedTitle: 'Votre session a pris fin',
  sessionEnded: 'Pour votre sécurité, vous avez été déconnecté. Veuillez vous reconnecter pour continuer.',
  signIn: 'Se connecter',
};
export const de: ErrorScreenMessages = {
  notFoundTitle: 'Seite nicht gefunden',
  notFound: 'Wir konnten diese Seite nicht finden.',
  failedTitle: 'Etwas ist schiefgelaufen',
  unexpected: 'Etwas ist schiefgelaufen! Versuchen Sie es später erneut',
  goToHealthDeck: 'Zu HealthDeck',
  sessionEndedTitle: 'Ihre Sitzung ist beendet',
  sessionEnded: 'Zu Ihrer Sicherheit wurden Sie abgemeldet. Bitte melden Sie sich erneut an, um fortzufahren.',
  signIn: 'Anmelden',
};
export const pt: ErrorScreenMessages = {
  notFoundTitle: 'Página não encontrada',
  notFound: 'Não encontramos essa página.',
  failedTitle: 'Algo deu errado',
  unexpected: 'Algo deu errado! Tente novamente mais tarde',
  goToHealthDeck: 'Ir para o HealthDeck',
  sessionEndedTitle: 'Sua sessão terminou',
  sessionEnded: 'Para sua segurança, você foi desconectado. Entre novamente para continuar.',
  signIn: 'Entrar',
};
// mh: needs review by a Marshallese speaker.
export const mh: ErrorScreenMessages = {
  notFoundTitle: 'Ejjab lo peij eo',
  notFound: 'Kōm ear jab lo peij eo.',
  failedTitle: 'Ewōr men ejjab jejjet',
  unexpected: 'Ewōr men ejjab jejjet! Bar kajjeoñ tokālik',
  goToHealthDeck: 'Etal ñan HealthDeck',
  sessionEndedTitle: 'Iien eo am emōj',
  sessionEnded: 'Ñan kōjparok eok, kwaar diwōj. Jouj im bar deļọñ bwe kwōn etal wōt.',
  signIn: 'Deļọñ',
};
