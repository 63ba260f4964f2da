// Query options for the HRA and nutrition forms (spec 000 §7.6; spec 001 §4). HRA keys start with
// ['hra'] (save and submit invalidate them), the nutrition form's with ['nutrition-form'].
import { HRA_FORM_KEY, HRA_SECTIONS_KEY, NUTRITION_FORM_KEY, adminEpdsFormKey, adminRiskScoresKey, type HraApi } from '../domains/hra.js';

type Signal = { signal?: AbortSignal };

export function hraQueries(api: HraApi) {
  return {
    form: () => ({ queryKey: HRA_FORM_KEY, queryFn: ({ signal }: Signal) => api.form(signal) }),
    sections: () => ({ queryKey: HRA_SECTIONS_KEY, queryFn: ({ signal }: Signal) => api.sections(signal) }),
    nutritionForm: () => ({ queryKey: NUTRITION_FORM_KEY, queryFn: ({ signal }: Signal) => api.nutrition.form(signal) }),
    admin: {
      riskScores: (userId: string) => ({ queryKey: adminRiskScoresKey(userId), queryFn: ({ signal }: Signal) => api.admin.riskScores(userId, signal) }),
      epdsForm: (userId: string) => ({ queryKey: adminEpdsFormKey(userId), queryFn: ({ signal }: Signal) => api.admin.epdsForm(userId, signal) }),
    },
  };
}
export type HraQueries = ReturnType<typeof hraQueries>;
