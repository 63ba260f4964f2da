// spec 000 §7.6 nutrition form: GET, POST (the answers sealed here), submit. A module of its own with
// its route rows: the nutrition form does not bring the HRA's calls.
import type { NutritionForm } from '@healthdeck/contract/light';
import { nutritionFormRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { openClinicalRecord, sealForServer, type ClinicalHost } from './clinical-record.js';

export const NUTRITION_FORM_KEY = ['nutrition-form'] as const;

export function createNutritionFormApi(hd: ClinicalHost) {
  const call = routed(hd.call, nutritionFormRoutes);
  const nutritionChanged = () => hd.queryClient.invalidateQueries({ queryKey: NUTRITION_FORM_KEY });
  return {
    form: async (signal?: AbortSignal): Promise<NutritionForm> => (await call('nutritionForm', { signal })).form,
    async save(answers: unknown): Promise<NutritionForm> {
      const result = await call('nutritionFormSave', { body: { encrypted_data: await sealForServer(hd, answers) } });
      await nutritionChanged();
      return result.form;
    },
    async submit(): Promise<NutritionForm> {
      const result = await call('nutritionFormSubmit');
      await nutritionChanged();
      return result.form;
    },
    open: <T>(form: Pick<NutritionForm, 'encrypted_data'>) => openClinicalRecord<T>(hd, form.encrypted_data),
  };
}
export type NutritionFormApi = ReturnType<typeof createNutritionFormApi>;
