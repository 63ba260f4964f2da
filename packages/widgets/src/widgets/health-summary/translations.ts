import type { HealthSummaryMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: HealthSummaryMessages = {
  title: 'Resumen de salud',
  loading: 'Cargando tu resumen de salud',
  signedOut: 'Inicia sesión para ver tu resumen de salud.',
  retry: 'Reintentar',
  loadFailed: 'No se pudo cargar tu resumen de salud. Inténtalo de nuevo más tarde.',
  empty: 'Aún no hay puntuaciones de salud.',
  ofMax: '{progress} de {max}',
  noDevice: 'Ningún dispositivo conectado. Conecta un monitor de actividad para ver aquí tus pasos, tu sueño y tus calorías activas.',
  connectDevice: 'Conectar un dispositivo',
  scores: { Steps: 'Pasos', Sleep: 'Sueño', 'Active calories': 'Calorías activas', Water: 'Agua' },
};

export const fr: HealthSummaryMessages = {
  title: 'Résumé santé',
  loading: 'Chargement de votre résumé santé',
  signedOut: 'Connectez-vous pour voir votre résumé santé.',
  retry: 'Réessayer',
  loadFailed: "Votre résumé santé n'a pas pu être chargé. Veuillez réessayer plus tard.",
  empty: 'Pas encore de scores de santé.',
  ofMax: '{progress} sur {max}',
  noDevice: 'Aucun appareil n’est connecté. Connectez un suivi d’activité pour voir ici vos pas, votre sommeil et vos calories actives.',
  connectDevice: 'Connecter un appareil',
  scores: { Steps: 'Pas', Sleep: 'Sommeil', 'Active calories': 'Calories actives', Water: 'Eau' },
};

export const de: HealthSummaryMessages = {
  title: 'Gesundheitsübersicht',
  loading: 'Ihre Gesundheitsübersicht wird geladen',
  signedOut: 'Melden Sie sich an, um Ihre Gesundheitsübersicht zu sehen.',
  retry: 'Erneut versuchen',
  loadFailed: 'Ihre Gesundheitsübersicht konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  empty: 'Noch keine Gesundheitswerte.',
  ofMax: '{progress} von {max}',
  noDevice: 'Kein Gerät verbunden. Verbinden Sie einen Fitness-Tracker, um hier Ihre Schritte, Ihren Schlaf und Ihre aktiven Kalorien zu sehen.',
  connectDevice: 'Gerät verbinden',
  scores: { Steps: 'Schritte', Sleep: 'Schlaf', 'Active calories': 'Aktive Kalorien', Water: 'Wasser' },
};

export const pt: HealthSummaryMessages = {
  title: 'Resumo de saúde',
  loading: 'Carregando seu resumo de saúde',
  signedOut: 'Entre para ver seu resumo de saúde.',
  retry: 'Tentar novamente',
  loadFailed: 'Não foi possível carregar seu resumo de saúde. Tente novamente mais tarde.',
  empty: 'Ainda não há pontuações de saúde.',
  ofMax: '{progress} de {max}',
  noDevice: 'Nenhum dispositivo conectado. Conecte um monitor de atividade para ver aqui seus passos, seu sono e suas calorias ativas.',
  connectDevice: 'Conectar um dispositivo',
  scores: { Steps: 'Passos', Sleep: 'Sono', 'Active calories': 'Calorias ativas', Water: 'Água' },
};

export const mh: HealthSummaryMessages = {
  title: 'Health Summary',
  loading: 'Ej load am health summary',
  signedOut: 'Sign in bwe kwon lo am health summary.',
  retry: 'Bar kajeoñ',
  loadFailed: 'Ear jab maron load am health summary. Jouj im bar kajeoñ tokālik.',
  empty: 'Ejjeļọk health score ko kiiō.',
  ofMax: '{progress} iaan {max}',
  noDevice: 'Ejjeļo̧k juon kein eo ej kōkkar. Kōkkar juon tracker bwe kwōn lo am ne, am kiki im calories ijin.',
  connectDevice: 'Kōkkar juon kein',
  scores: { Steps: 'Ne', Sleep: 'Kiki', 'Active calories': 'Kalori', Water: 'Dān' },
};
