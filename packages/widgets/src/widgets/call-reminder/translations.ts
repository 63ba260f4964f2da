import type { CallReminderMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: CallReminderMessages = {
  title: 'Asesor de atención - Llamada de bienvenida',
  failed: 'Algo salió mal',
  retry: 'Intentar de nuevo',
  loading: 'Cargando tu llamada',
  empty: 'Aún no tienes una llamada de bienvenida programada.',
  with: 'Con {name}',
  view: 'Ver mis citas',
  book: 'Programar una llamada',
  signedOut: 'Inicia sesión para ver tu llamada de bienvenida.',
};

export const fr: CallReminderMessages = {
  title: "Conseiller de soins - Appel d'accueil",
  failed: "Une erreur s'est produite",
  retry: 'Réessayer',
  loading: 'Chargement de votre appel',
  empty: "Vous n'avez pas encore d'appel d'accueil prévu.",
  with: 'Avec {name}',
  view: 'Voir mes rendez-vous',
  book: 'Réserver un appel',
  signedOut: "Connectez-vous pour voir votre appel d'accueil.",
};

export const de: CallReminderMessages = {
  title: 'Care Advocate - Begrüßungsanruf',
  failed: 'Etwas ist schiefgelaufen',
  retry: 'Erneut versuchen',
  loading: 'Ihr Anruf wird geladen',
  empty: 'Sie haben noch keinen Begrüßungsanruf gebucht.',
  with: 'Mit {name}',
  view: 'Meine Termine ansehen',
  book: 'Anruf buchen',
  signedOut: 'Melden Sie sich an, um Ihren Begrüßungsanruf zu sehen.',
};

export const pt: CallReminderMessages = {
  title: 'Assistente de cuidados - Chamada de boas-vindas',
  failed: 'Algo correu mal',
  retry: 'Tentar novamente',
  loading: 'A carregar a sua chamada',
  empty: 'Ainda não tem uma chamada de boas-vindas marcada.',
  with: 'Com {name}',
  view: 'Ver as minhas consultas',
  book: 'Marcar uma chamada',
  signedOut: 'Inicie sessão para ver a sua chamada de boas-vindas.',
};

export const mh: CallReminderMessages = {
  title: 'Care Advocate - Kūr in Kamōnōnō',
  failed: 'Ewōr jet ear bōd',
  retry: 'Bar kajjeoñ',
  loading: 'Ej load kūr eo am',
  empty: 'Ejjañin wōr kūr in kamōnōnō eo am.',
  with: 'Ippān {name}',
  view: 'Lale appointment ko aō',
  book: 'Kōpooj juon kūr',
  signedOut: 'Sign in bwe kwōn lale kūr in kamōnōnō eo am.',
};
