import type { LanguageMessages } from './language-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: LanguageMessages = {
  button: (language) => `Idioma: ${language}`,
  title: 'Elige tu idioma',
  legend: 'Idioma',
  save: 'Guardar',
  cancel: 'Cancelar',
  switching: 'Cambiando de idioma…',
  saveFailed: 'No se pudo guardar tu idioma. Inténtalo de nuevo.',
};
export const fr: LanguageMessages = {
  button: (language) => `Langue : ${language}`,
  title: 'Choisissez votre langue',
  legend: 'Langue',
  save: 'Enregistrer',
  cancel: 'Annuler',
  switching: 'Changement de langue…',
  saveFailed: "Impossible d'enregistrer votre langue. Réessayez.",
};
export const de: LanguageMessages = {
  button: (language) => `Sprache: ${language}`,
  title: 'Wählen Sie Ihre Sprache',
  legend: 'Sprache',
  save: 'Speichern',
  cancel: 'Abbrechen',
  switching: 'Sprache wird gewechselt …',
  saveFailed: 'Ihre Sprache konnte nicht gespeichert werden. Bitte erneut versuchen.',
};
export const pt: LanguageMessages = {
  button: (language) => `Idioma: ${language}`,
  title: 'Escolha o seu idioma',
  legend: 'Idioma',
  save: 'Salvar',
  cancel: 'Cancelar',
  switching: 'Mudando o idioma…',
  saveFailed: 'Não foi possível salvar o seu idioma. Tente novamente.',
};
// mh: needs review by a Marshallese speaker.
export const mh: LanguageMessages = {
  button: (language) => `Kajin: ${language}`,
  title: 'Kālet am kajin',
  legend: 'Kajin',
  save: 'Kōjparok',
  cancel: 'Kōjeorļọk',
  switching: 'Ej oktak kajin…',
  saveFailed: 'Ejjab maron̄ kōjparok am kajin. Bar kajjeoñ.',
};
