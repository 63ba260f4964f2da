// The nutrition form's query key (spec 000 §7.6): a module of its own, so the read
// (nutrition-form-read.ts) and the save (nutrition-form-save.ts) share it without bringing each other.
export const NUTRITION_FORM_KEY = ['nutrition-form'] as const;
