import type { ReferralsMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ReferralsMessages = {
  title: 'Derivaciones',
  loading: 'Cargando derivaciones',
  empty: 'Todavía no hay derivaciones para ti. Vuelve pronto.',
  failed: 'No pudimos cargar tus derivaciones.',
  retry: 'Intentar de nuevo',
  otherCategory: 'Otros servicios',
  learnMore: 'Más información',
  newTab: 'se abre en una pestaña nueva',
  signedOut: 'Inicia sesión para ver tus derivaciones.',
};

export const fr: ReferralsMessages = {
  title: 'Orientations',
  loading: 'Chargement des orientations',
  empty: "Aucune orientation pour vous pour l'instant. Revenez bientôt.",
  failed: "Nous n'avons pas pu charger vos orientations.",
  retry: 'Réessayer',
  otherCategory: 'Autres services',
  learnMore: 'En savoir plus',
  newTab: "s'ouvre dans un nouvel onglet",
  signedOut: 'Connectez-vous pour voir vos orientations.',
};

export const de: ReferralsMessages = {
  title: 'Empfehlungen',
  loading: 'Empfehlungen werden geladen',
  empty: 'Für Sie gibt es noch keine Empfehlungen. Schauen Sie bald wieder vorbei.',
  failed: 'Ihre Empfehlungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  otherCategory: 'Weitere Angebote',
  learnMore: 'Mehr erfahren',
  newTab: 'öffnet in einem neuen Tab',
  signedOut: 'Melden Sie sich an, um Ihre Empfehlungen zu sehen.',
};

export const pt: ReferralsMessages = {
  title: 'Encaminhamentos',
  loading: 'A carregar encaminhamentos',
  empty: 'Ainda não há encaminhamentos para si. Volte em breve.',
  failed: 'Não foi possível carregar os seus encaminhamentos.',
  retry: 'Tentar novamente',
  otherCategory: 'Outros serviços',
  learnMore: 'Saber mais',
  newTab: 'abre num novo separador',
  signedOut: 'Inicie sessão para ver os seus encaminhamentos.',
};

export const mh: ReferralsMessages = {
  title: 'Referral ko',
  loading: 'Ej load referral ko',
  empty: 'Ejjeļọk referral ñan kwe kiiō. Bar itok tok.',
  failed: 'Ear jab maron load referral ko am.',
  retry: 'Bar kajjeoñ',
  otherCategory: 'Jerbal ko jet',
  learnMore: 'Katak laplok',
  newTab: 'ej kōpellok ilo juon tab kāāl',
  signedOut: 'Sign in bwe kwōn lale referral ko am.',
};
