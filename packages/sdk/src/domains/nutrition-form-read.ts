// spec 000 §7.6 nutrition form GET, and opening its sealed answers in the browser: what the nutrition
// form widget reads first, with its route row. The save and submit are a module of their own
// (nutrition-form-save.ts), loaded by the widget on the member's first action; createNutritionFormApi
// (nutrition-form.ts) composes both.
import type { NutritionForm } from '@healthdeck/contract/light';
import { nutritionFormReadRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { openClinicalRecord, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export { NUTRITION_FORM_KEY } from './nutrition-form-keys.js';

export function createNutritionFormReadApi(hd: ClinicalHost) {
  const call = routed(hd.call, nutritionFormReadRoutes);
  return {
    form: async (signal?: AbortSignal): Promise<NutritionForm> => (await call('nutritionForm', { signal })).form,
    open: <T>(form: Pick<NutritionForm, 'encrypted_data'>, keys: OpenKeys = {}) => openClinicalRecord<T>(hd, form.encrypted_data, keys),
  };
}
export type NutritionFormReadApi = ReturnType<typeof createNutritionFormReadApi>;
