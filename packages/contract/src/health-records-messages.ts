// spec 000 §8: the health issue, medication and allergy saves refuse with a message the client shows.
// A value-only module (browser bundles get it through '@healthdeck/contract/light' without zod):
// which record it is is sealed, so the server cannot judge these rules and the sdk applies them,
// with the same words.
export const MEDICATION_NOT_FOUND_MESSAGE = 'Medication not found';
export const ALLERGY_NOT_FOUND_MESSAGE = 'Allergy not found';
export const HEALTH_ISSUE_NOT_FOUND_MESSAGE = 'Health issue not found';
export const DIAGNOSIS_IN_FUTURE_MESSAGE = 'The diagnosis date cannot be in the future';
export const MEDICATION_END_BEFORE_START_MESSAGE = 'The end date must be on or after the start date';
