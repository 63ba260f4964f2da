// spec 000 §7.6 nutrition form: GET, POST (the answers sealed here), submit. A module of its own with
// its route rows: the nutrition form does not bring the HRA's calls. Its read and its writes are
// parts of their own (nutrition-form-read.ts, nutrition-form-save.ts), as the widget makes them.
import type { ClinicalHost } from './clinical-record.js';
import { createNutritionFormReadApi } from './nutrition-form-read.js';
import { createNutritionFormSaveApi } from './nutrition-form-save.js';

export { NUTRITION_FORM_KEY } from './nutrition-form-keys.js';

export function createNutritionFormApi(hd: ClinicalHost) {
  return { ...createNutritionFormReadApi(hd), ...createNutritionFormSaveApi(hd) };
}
export type NutritionFormApi = ReturnType<typeof createNutritionFormApi>;
