import type { FieldMessages } from './field-messages';

export const es: FieldMessages = {
  required: (label) => `${label}: este campo es obligatorio`,
  tooShort: (label, limit) => `${label}: usa al menos ${limit} caracteres`,
  tooLong: (label, limit) => `${label}: usa como máximo ${limit} caracteres`,
  tooLow: (label, limit) => `${label}: indica ${limit} o más`,
  tooHigh: (label, limit) => `${label}: indica ${limit} o menos`,
  format: (label) => `${label}: el formato no es el esperado`,
  invalid: (label) => `${label}: revisa este valor`,
  checkFields: 'Revisa los campos marcados abajo.',
};

export const fr: FieldMessages = {
  required: (label) => `${label} : ce champ est obligatoire`,
  tooShort: (label, limit) => `${label} : utilisez au moins ${limit} caractères`,
  tooLong: (label, limit) => `${label} : utilisez au plus ${limit} caractères`,
  tooLow: (label, limit) => `${label} : saisissez ${limit} ou plus`,
  tooHigh: (label, limit) => `${label} : saisissez ${limit} ou moins`,
  format: (label) => `${label} : le format n'est pas celui attendu`,
  invalid: (label) => `${label} : vérifiez cette valeur`,
  checkFields: 'Vérifiez les champs signalés ci-dessous.',
};

export const de: FieldMessages = {
  required: (label) => `${label}: Dieses Feld ist erforderlich`,
  tooShort: (label, limit) => `${label}: mindestens ${limit} Zeichen`,
  tooLong: (label, limit) => `${label}: höchstens ${limit} Zeichen`,
  tooLow: (label, limit) => `${label}: geben Sie ${limit} oder mehr ein`,
  tooHigh: (label, limit) => `${label}: geben Sie ${limit} oder weniger ein`,
  format: (label) => `${label}: Das Format stimmt nicht`,
  invalid: (label) => `${label}: Bitte prüfen Sie diesen Wert`,
  checkFields: 'Bitte prüfen Sie die unten markierten Felder.',
};

export const pt: FieldMessages = {
  required: (label) => `${label}: este campo é obrigatório`,
  tooShort: (label, limit) => `${label}: use pelo menos ${limit} caracteres`,
  tooLong: (label, limit) => `${label}: use no máximo ${limit} caracteres`,
  tooLow: (label, limit) => `${label}: informe ${limit} ou mais`,
  tooHigh: (label, limit) => `${label}: informe ${limit} ou menos`,
  format: (label) => `${label}: o formato não é o esperado`,
  invalid: (label) => `${label}: verifique este valor`,
  checkFields: 'Verifique os campos marcados abaixo.',
};

export const mh: FieldMessages = {
  required: (label) => `${label}: aikuj bwe kwon je`,
  tooShort: (label, limit) => `${label}: kōjerbal ${limit} leta ak ļōņ`,
  tooLong: (label, limit) => `${label}: kōjerbal ${limit} leta ak jidik lọk`,
  tooLow: (label, limit) => `${label}: je ${limit} ak ļōņ`,
  tooHigh: (label, limit) => `${label}: je ${limit} ak jidik lọk`,
  format: (label) => `${label}: ejjab jejjet wāween eo`,
  invalid: (label) => `${label}: etale men in`,
  checkFields: 'Etale jikin ko rej kakōļḷe ilal.',
};
