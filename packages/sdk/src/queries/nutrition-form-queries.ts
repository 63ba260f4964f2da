// Query options for the nutrition form (spec 000 §7.6); a module of its own, like its domain.
import type { NutritionFormReadApi } from '../domains/nutrition-form-read.js';
import { NUTRITION_FORM_KEY } from '../domains/nutrition-form-keys.js';

type Signal = { signal?: AbortSignal };

export function nutritionFormQueries(api: Pick<NutritionFormReadApi, 'form'>) {
  return {
    form: () => ({ queryKey: NUTRITION_FORM_KEY, queryFn: ({ signal }: Signal) => api.form(signal) }),
  };
}
