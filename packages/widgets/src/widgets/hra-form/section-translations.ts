import type { HraSectionMessages } from './section-messages';

// Loaded on first use of a language other than English (see Catalogue).

export const es: HraSectionMessages = {
  title: 'Evaluación de salud',
  loading: 'Cargando tu evaluación de salud',
  signedOut: 'Inicia sesión para hacer tu evaluación de salud.',
  retry: 'Reintentar',
  loadFailed: 'No se pudo cargar tu evaluación de salud. Inténtalo de nuevo más tarde.',
  progress: '{done} de {total} secciones hechas',
  sections: {
    'social-history': 'Historia social',
    'depression-screening': 'Detección de depresión',
    'anxiety-screening': 'Detección de ansiedad',
    'family-history': 'Antecedentes familiares',
    epds: 'Escala de Depresión Posnatal de Edimburgo',
  },
  statuses: { new: 'Sin empezar', incomplete: 'En curso', complete: 'Completa', review: 'Enviada', skipped: 'Omitida' },
};

export const fr: HraSectionMessages = {
  title: 'Bilan de santé',
  loading: 'Chargement de votre bilan de santé',
  signedOut: 'Connectez-vous pour faire votre bilan de santé.',
  retry: 'Réessayer',
  loadFailed: "Votre bilan de santé n'a pas pu être chargé. Veuillez réessayer plus tard.",
  progress: '{done} sections sur {total} faites',
  sections: {
    'social-history': 'Habitudes de vie',
    'depression-screening': 'Dépistage de la dépression',
    'anxiety-screening': "Dépistage de l'anxiété",
    'family-history': 'Antécédents familiaux',
    epds: "Échelle de dépression postnatale d'Édimbourg",
  },
  statuses: { new: 'Pas commencée', incomplete: 'En cours', complete: 'Terminée', review: 'Envoyée', skipped: 'Passée' },
};

export const de: HraSectionMessages = {
  title: 'Gesundheitsfragebogen',
  loading: 'Ihr Gesundheitsfragebogen wird geladen',
  signedOut: 'Melden Sie sich an, um Ihren Gesundheitsfragebogen auszufüllen.',
  retry: 'Erneut versuchen',
  loadFailed: 'Ihr Gesundheitsfragebogen konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  progress: '{done} von {total} Abschnitten erledigt',
  sections: {
    'social-history': 'Lebensgewohnheiten',
    'depression-screening': 'Depressions-Screening',
    'anxiety-screening': 'Angst-Screening',
    'family-history': 'Familienanamnese',
    epds: 'Edinburgh-Postnatale-Depressions-Skala',
  },
  statuses: { new: 'Nicht begonnen', incomplete: 'In Bearbeitung', complete: 'Abgeschlossen', review: 'Abgesendet', skipped: 'Übersprungen' },
};

export const pt: HraSectionMessages = {
  title: 'Avaliação de saúde',
  loading: 'Carregando sua avaliação de saúde',
  signedOut: 'Entre para fazer sua avaliação de saúde.',
  retry: 'Tentar novamente',
  loadFailed: 'Não foi possível carregar sua avaliação de saúde. Tente novamente mais tarde.',
  progress: '{done} de {total} seções feitas',
  sections: {
    'social-history': 'Histórico social',
    'depression-screening': 'Rastreio de depressão',
    'anxiety-screening': 'Rastreio de ansiedade',
    'family-history': 'Histórico familiar',
    epds: 'Escala de Depressão Pós-natal de Edimburgo',
  },
  statuses: { new: 'Não iniciada', incomplete: 'Em andamento', complete: 'Completa', review: 'Enviada', skipped: 'Pulada' },
};

export const mh: HraSectionMessages = {
  title: 'Health Assessment',
  loading: 'Ej load am health assessment',
  signedOut: 'Sign in bwe kwon kōmmane am health assessment.',
  retry: 'Bar kajeoñ',
  loadFailed: 'Ear jab maron load am health assessment. Jouj im bar kajeoñ tokālik.',
  progress: '{done} iaan {total} section ko rej dedo',
  sections: {
    'social-history': 'Mour eo am',
    'depression-screening': 'Etale būroñmōj',
    'anxiety-screening': 'Etale inepata',
    'family-history': 'Nañinmej ilo baamle eo am',
    epds: 'Edinburgh Postnatal Depression Scale',
  },
  statuses: { new: 'Jañin jino', incomplete: 'Ej wōnmaanļok', complete: 'Ededo', review: 'Ejilkinļok', skipped: 'Kwaar bōbrae' },
};
