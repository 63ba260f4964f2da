import type { ProfileMessages } from './profile-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ProfileMessages = {
  title: 'Tu perfil',
  loadFailed: 'Hubo un error al obtener tu perfil de miembro.',
  retry: 'Intentar de nuevo',
  loading: 'Cargando tu perfil…',
  preferences: 'Tus preferencias',
  email: 'Correo electrónico',
  sleepGoal: 'Meta de sueño (horas)',
  sleepGoalHint: (hours) => `Déjalo vacío para usar ${hours} horas`,
  waterGoal: 'Meta diaria de agua (onzas)',
  waterGoalHint: (ounces) => `Déjalo vacío para usar ${ounces} onzas`,
  save: 'Guardar',
  saved: 'Tu perfil se ha guardado.',
};
export const fr: ProfileMessages = {
  title: 'Votre profil',
  loadFailed: 'Une erreur est survenue lors de la récupération de votre profil de membre.',
  retry: 'Réessayer',
  loading: 'Chargement de votre profil…',
  preferences: 'Vos préférences',
  email: 'E-mail',
  sleepGoal: 'Objectif de sommeil (heures)',
  sleepGoalHint: (hours) => `Laissez vide pour utiliser ${hours} heures`,
  waterGoal: "Objectif d'eau quotidien (onces)",
  waterGoalHint: (ounces) => `Laissez vide pour utiliser ${ounces} onces`,
  save: 'Enregistrer',
  saved: 'Votre profil a été enregistré.',
};
export const de: ProfileMessages = {
  title: 'Ihr Profil',
  loadFailed: 'Beim Abrufen Ihres Mitgliedsprofils ist ein Fehler aufgetreten.',
  retry: 'Erneut versuchen',
  loading: 'Ihr Profil wird geladen …',
  preferences: 'Ihre Einstellungen',
  email: 'E-Mail',
  sleepGoal: 'Schlafziel (Stunden)',
  sleepGoalHint: (hours) => `Leer lassen, um ${hours} Stunden zu verwenden`,
  waterGoal: 'Tägliches Wasserziel (Unzen)',
  waterGoalHint: (ounces) => `Leer lassen, um ${ounces} Unzen zu verwenden`,
  save: 'Speichern',
  saved: 'Ihr Profil wurde gespeichert.',
};
export const pt: ProfileMessages = {
  title: 'Seu perfil',
  loadFailed: 'Houve um erro ao buscar seu perfil de membro.',
  retry: 'Tentar novamente',
  loading: 'Carregando seu perfil…',
  preferences: 'Suas preferências',
  email: 'E-mail',
  sleepGoal: 'Meta de sono (horas)',
  sleepGoalHint: (hours) => `Deixe vazio para usar ${hours} horas`,
  waterGoal: 'Meta diária de água (onças)',
  waterGoalHint: (ounces) => `Deixe vazio para usar ${ounces} onças`,
  save: 'Salvar',
  saved: 'Seu perfil foi salvo.',
};
// mh: needs review by a Marshallese speaker.
export const mh: ProfileMessages = {
  title: 'Profile eo am',
  loadFailed: 'Ear wōr bōd ke ej bōk profile eo am.',
  retry: 'Bar kajjeoñ',
  loading: 'Ej kōmman profile eo am…',
  preferences: 'Men ko kwōj kōņaan',
  email: 'Email',
  sleepGoal: 'Mejānkajjik in kiki (awa)',
  sleepGoalHint: (hours) => `Kōjparok ejjeļọk ñan kōjerbal ${hours} awa`,
  waterGoal: 'Mejānkajjik in dān ilo juon raan (ounce)',
  waterGoalHint: (ounces) => `Kōjparok ejjeļọk ñan kōjerbal ${ounces} ounce`,
  save: 'Kōjparok',
  saved: 'Emōj kōjparok profile eo am.',
};
