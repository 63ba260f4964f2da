import type { HealthTipMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: HealthTipMessages = {
  title: 'Consejo de salud',
  loading: 'Cargando un consejo de salud',
  empty: 'Hoy no hay consejo de salud. Vuelve pronto.',
  failed: 'No pudimos cargar un consejo de salud.',
  retry: 'Intentar de nuevo',
  signedOut: 'Inicia sesión para ver tu consejo de salud.',
};

export const fr: HealthTipMessages = {
  title: 'Conseil santé',
  loading: "Chargement d'un conseil santé",
  empty: "Pas de conseil santé aujourd'hui. Revenez bientôt.",
  failed: "Nous n'avons pas pu charger de conseil santé.",
  retry: 'Réessayer',
  signedOut: 'Connectez-vous pour voir votre conseil santé.',
};

export const de: HealthTipMessages = {
  title: 'Gesundheitstipp',
  loading: 'Gesundheitstipp wird geladen',
  empty: 'Heute gibt es keinen Gesundheitstipp. Schauen Sie bald wieder vorbei.',
  failed: 'Der Gesundheitstipp konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  signedOut: 'Melden Sie sich an, um Ihren Gesundheitstipp zu sehen.',
};

export const pt: HealthTipMessages = {
  title: 'Dica de saúde',
  loading: 'A carregar uma dica de saúde',
  empty: 'Hoje não há dica de saúde. Volte em breve.',
  failed: 'Não foi possível carregar uma dica de saúde.',
  retry: 'Tentar novamente',
  signedOut: 'Inicie sessão para ver a sua dica de saúde.',
};

export const mh: HealthTipMessages = {
  title: 'Naan in kakapilōk kōn ājmour',
  loading: 'Ej load juon naan in kakapilōk',
  empty: 'Ejjeļọk naan in kakapilōk rainin. Bar itok tok.',
  failed: 'Ear jab maron load juon naan in kakapilōk.',
  retry: 'Bar kajjeoñ',
  signedOut: 'Sign in bwe kwōn lale naan in kakapilōk eo am.',
};
