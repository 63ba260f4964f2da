// Query options for the nutrition form (spec 000 §7.6); a module of its own, like its domain.
import { NUTRITION_FORM_KEY, type NutritionFormApi } from '../domains/nutrition-form.js';

type Signal = { signal?: AbortSignal };

export function nutritionFormQueries(api: Pick<NutritionFormApi, 'form'>) {
  return {
    form: () => ({ queryKey: NUTRITION_FORM_KEY, queryFn: ({ signal }: Signal) => api.form(signal) }),
  };
}
