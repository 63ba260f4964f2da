import type { SleepMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: SleepMessages = {
  title: 'Registro de sueño',
  addSleep: 'Añadir sueño',
  removeSleep: 'Quitar sueño',
  level: 'Nivel de sueño',
  outOf: (max) => `de ${max}`,
  levelText: (level, max) => `${level} de ${max}`,
  goal: (hours) => `Meta de sueño: ${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  loading: 'Cargando sueño',
  signedOut: 'Inicia sesión para registrar tu sueño.',
  retry: 'Reintentar',
  loadFailed: 'No se pudo obtener el último registro de sueño. Inténtalo de nuevo más tarde.',
  incrementFailed: 'No se pudo aumentar el registro de sueño. Inténtalo de nuevo más tarde.',
  decrementFailed: 'No se pudo disminuir el registro de sueño. Inténtalo de nuevo más tarde.',
};

export const fr: SleepMessages = {
  title: 'Suivi du sommeil',
  addSleep: 'Ajouter du sommeil',
  removeSleep: 'Retirer du sommeil',
  level: 'Niveau de sommeil',
  outOf: (max) => `sur ${max}`,
  levelText: (level, max) => `${level} sur ${max}`,
  goal: (hours) => `Objectif de sommeil : ${hours} ${hours === 1 ? 'heure' : 'heures'}`,
  loading: 'Chargement du sommeil',
  signedOut: 'Connectez-vous pour suivre votre sommeil.',
  retry: 'Réessayer',
  loadFailed: 'Impossible de récupérer le dernier suivi du sommeil, veuillez réessayer plus tard.',
  incrementFailed: 'Impossible d’augmenter le suivi du sommeil, veuillez réessayer plus tard.',
  decrementFailed: 'Impossible de diminuer le suivi du sommeil, veuillez réessayer plus tard.',
};

export const de: SleepMessages = {
  title: 'Schlafprotokoll',
  addSleep: 'Schlaf hinzufügen',
  removeSleep: 'Schlaf entfernen',
  level: 'Schlafstufe',
  outOf: (max) => `von ${max}`,
  levelText: (level, max) => `${level} von ${max}`,
  goal: (hours) => `Schlafziel: ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}`,
  loading: 'Schlaf wird geladen',
  signedOut: 'Melden Sie sich an, um Ihren Schlaf zu erfassen.',
  retry: 'Erneut versuchen',
  loadFailed: 'Das letzte Schlafprotokoll konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  incrementFailed: 'Das Schlafprotokoll konnte nicht erhöht werden. Bitte versuchen Sie es später erneut.',
  decrementFailed: 'Das Schlafprotokoll konnte nicht verringert werden. Bitte versuchen Sie es später erneut.',
};

export const pt: SleepMessages = {
  title: 'Registro de sono',
  addSleep: 'Adicionar sono',
  removeSleep: 'Remover sono',
  level: 'Nível de sono',
  outOf: (max) => `de ${max}`,
  levelText: (level, max) => `${level} de ${max}`,
  goal: (hours) => `Meta de sono: ${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  loading: 'Carregando sono',
  signedOut: 'Entre para registrar seu sono.',
  retry: 'Tentar novamente',
  loadFailed: 'Não foi possível obter o último registro de sono. Tente novamente mais tarde.',
  incrementFailed: 'Não foi possível aumentar o registro de sono. Tente novamente mais tarde.',
  decrementFailed: 'Não foi possível diminuir o registro de sono. Tente novamente mais tarde.',
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: SleepMessages = {
  title: 'Jerbal in Kiki',
  addSleep: 'Kobaik kiki',
  removeSleep: 'Jolok kiki',
  level: 'Joñan kiki',
  outOf: (max) => `jān ${max}`,
  levelText: (level, max) => `${level} jān ${max}`,
  goal: (hours) => `Mejānkwe in kiki: ${hours} awa`,
  loading: 'Ej kōmman',
  signedOut: 'Deļọñ̄ bwe kwōn kanne am kiki.',
  retry: 'Bar kajjeoñ',
  loadFailed: 'Ear jab emman ad bōk jerbal in kiki eo āliktata, jouj im bar kajjeoñ tokālik.',
  incrementFailed: 'Ear jab emman ad kōlaplok jerbal in kiki, jouj im bar kajjeoñ tokālik.',
  decrementFailed: 'Ear jab emman ad kōdiklok jerbal in kiki, jouj im bar kajjeoñ tokālik.',
};
