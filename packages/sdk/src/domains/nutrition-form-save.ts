// spec 000 §7.6 nutrition form POST (the answers sealed here) and submit, with their route rows: the
// nutrition form widget loads them on the member's first Save draft or Submit.
import type { NutritionForm } from '@healthdeck/contract/light';
import { nutritionFormSaveRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { sealForServer, type ClinicalHost } from './clinical-record.js';
import { NUTRITION_FORM_KEY } from './nutrition-form-keys.js';

export function createNutritionFormSaveApi(hd: ClinicalHost) {
  const call = routed(hd.call, nutritionFormSaveRoutes);
  const nutritionChanged = () => hd.queryClient.invalidateQueries({ queryKey: NUTRITION_FORM_KEY });
  return {
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
  };
}
export type NutritionFormSaveApi = ReturnType<typeof createNutritionFormSaveApi>;
