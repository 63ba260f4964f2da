import type { RandomReferralMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: RandomReferralMessages = {
  title: 'Recomendado para ti',
  loading: 'Cargando una recomendación',
  empty: 'Ahora mismo no hay recomendaciones para ti.',
  failed: 'No pudimos cargar una recomendación.',
  retry: 'Intentar de nuevo',
  learnMore: 'Más información',
  newTab: 'se abre en una pestaña nueva',
  signedOut: 'Inicia sesión para ver recomendaciones para ti.',
};

export const fr: RandomReferralMessages = {
  title: 'Recommandé pour vous',
  loading: "Chargement d'une recommandation",
  empty: 'Aucune recommandation pour vous pour le moment.',
  failed: "Nous n'avons pas pu charger de recommandation.",
  retry: 'Réessayer',
  learnMore: 'En savoir plus',
  newTab: "s'ouvre dans un nouvel onglet",
  signedOut: 'Connectez-vous pour voir vos recommandations.',
};

export const de: RandomReferralMessages = {
  title: 'Für Sie empfohlen',
  loading: 'Empfehlung wird geladen',
  empty: 'Im Moment gibt es keine Empfehlung für Sie.',
  failed: 'Die Empfehlung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  learnMore: 'Mehr erfahren',
  newTab: 'öffnet in einem neuen Tab',
  signedOut: 'Melden Sie sich an, um Empfehlungen für Sie zu sehen.',
};

export const pt: RandomReferralMessages = {
  title: 'Recomendado para si',
  loading: 'A carregar uma recomendação',
  empty: 'De momento não há recomendações para si.',
  failed: 'Não foi possível carregar uma recomendação.',
  retry: 'Tentar novamente',
  learnMore: 'Saber mais',
  newTab: 'abre num novo separador',
  signedOut: 'Inicie sessão para ver recomendações para si.',
};

export const mh: RandomReferralMessages = {
  title: 'Kōnono ñan kwe',
  loading: 'Ej load juon kōnono',
  empty: 'Ejjeļọk kōnono ñan kwe kiiō.',
  failed: 'Ear jab maron load juon kōnono.',
  retry: 'Bar kajjeoñ',
  learnMore: 'Katakin bar',
  newTab: 'ej kōpellok ilo juon tab kāāl',
  signedOut: 'Sign in bwe kwōn lale kōnono ko ñan kwe.',
};
