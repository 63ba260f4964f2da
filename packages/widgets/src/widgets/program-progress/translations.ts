import type { ProgramProgressMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue). 'Overrall progress' and
// 'Program Summary' are the spec's English labels; translated like the other strings.
export const es: ProgramProgressMessages = {
  title: 'Progreso del programa',
  overall: 'Progreso general',
  summary: 'Resumen del programa',
  loading: 'Cargando tus programas',
  failed: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  retry: 'Intentar de nuevo',
  empty: 'Todavía no estás inscrito en ningún programa.',
  signedOut: 'Inicia sesión para ver tus programas.',
  showDetails: 'Ver detalles',
  hideDetails: 'Ocultar detalles',
  start: 'Empezar',
  newTab: 'se abre en una pestaña nueva',
  completed: 'Completado',
  steps: '{done} de {total} pasos hechos',
};

export const fr: ProgramProgressMessages = {
  title: 'Progression du programme',
  overall: 'Progression globale',
  summary: 'Résumé du programme',
  loading: 'Chargement de vos programmes',
  failed: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  retry: 'Réessayer',
  empty: "Vous n'êtes inscrit à aucun programme pour l'instant.",
  signedOut: 'Connectez-vous pour voir vos programmes.',
  showDetails: 'Afficher les détails',
  hideDetails: 'Masquer les détails',
  start: 'Commencer',
  newTab: "s'ouvre dans un nouvel onglet",
  completed: 'Terminé',
  steps: '{done} étapes sur {total} faites',
};

export const de: ProgramProgressMessages = {
  title: 'Programmfortschritt',
  overall: 'Gesamtfortschritt',
  summary: 'Programmübersicht',
  loading: 'Ihre Programme werden geladen',
  failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  retry: 'Erneut versuchen',
  empty: 'Sie sind noch in keinem Programm angemeldet.',
  signedOut: 'Melden Sie sich an, um Ihre Programme zu sehen.',
  showDetails: 'Details anzeigen',
  hideDetails: 'Details ausblenden',
  start: 'Starten',
  newTab: 'öffnet in einem neuen Tab',
  completed: 'Erledigt',
  steps: '{done} von {total} Schritten erledigt',
};

export const pt: ProgramProgressMessages = {
  title: 'Progresso do programa',
  overall: 'Progresso geral',
  summary: 'Resumo do programa',
  loading: 'A carregar os seus programas',
  failed: 'Algo correu mal. Tente novamente mais tarde.',
  retry: 'Tentar novamente',
  empty: 'Ainda não está inscrito em nenhum programa.',
  signedOut: 'Inicie sessão para ver os seus programas.',
  showDetails: 'Ver detalhes',
  hideDetails: 'Ocultar detalhes',
  start: 'Começar',
  newTab: 'abre num novo separador',
  completed: 'Concluído',
  steps: '{done} de {total} passos feitos',
};

export const mh: ProgramProgressMessages = {
  title: 'Progress in program',
  overall: 'Aolep progress',
  summary: 'Kwalok in program',
  loading: 'Ej load am program ko',
  failed: 'Ewor jorrāān. Jouj im bar kōjeañ tokālik.',
  retry: 'Bar kōjeañ',
  empty: 'Ejjañin am program.',
  signedOut: 'Delon bwe kwōn lo am program ko.',
  showDetails: 'Kwaļọk details',
  hideDetails: 'Kōtlo details',
  start: 'Jino',
  newTab: 'ej kōpeļļo ilo juon tab eaal',
  completed: 'Emōj',
  steps: '{done} jān {total} step emōj',
};
