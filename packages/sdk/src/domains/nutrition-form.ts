// spec 000 §7.6 nutrition form: GET (its answers opened in the browser), POST (the answers sealed
// here), submit. The read and the writes each register only their own route rows, so the widget's
// first screen does not register the save's.
import { nutritionFormReadRoutes, nutritionFormSaveRoutes, type NutritionForm } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { openClinicalRecord, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export const nutritionFormKeys = { all: ['nutrition-form'] as const };

const saveCall = (hd: Pick<ClinicalHost, 'call'>) => routed(hd.call, nutritionFormSaveRoutes);
const nutritionChanged = (hd: ClinicalHost) => hd.queryClient.invalidateQueries({ queryKey: nutritionFormKeys.all });

export async function fetchNutritionForm(hd: Pick<ClinicalHost, 'call'>, signal?: AbortSignal): Promise<NutritionForm> {
  return (await routed(hd.call, nutritionFormReadRoutes)('nutritionForm', { signal })).form;
}

export function openNutritionForm<T>(hd: ClinicalHost, form: Pick<NutritionForm, 'encrypted_data'>, keys: OpenKeys = {}): Promise<T | null> {
  return openClinicalRecord<T>(hd, form.encrypted_data, keys);
}

export async function saveNutritionForm(hd: ClinicalHost, answers: unknown): Promise<NutritionForm> {
  const result = await saveCall(hd)('nutritionFormSave', { body: { encrypted_data: await sealForServer(hd, answers) } });
  await nutritionChanged(hd);
  return result.form;
}

export async function submitNutritionForm(hd: ClinicalHost): Promise<NutritionForm> {
  const result = await saveCall(hd)('nutritionFormSubmit');
  await nutritionChanged(hd);
  return result.form;
}

export const nutritionFormQuery = (hd: Pick<ClinicalHost, 'call'>) => ({
  queryKey: nutritionFormKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchNutritionForm(hd, signal),
});
