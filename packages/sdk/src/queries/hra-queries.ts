// Query options for the whole HRA domain (createHraApi): HRA keys start with ['hra'] (save and submit
// invalidate them), the nutrition form's with ['nutrition-form']. Each part's options are in its own
// module (hra-form-, hra-sections-, nutrition-form-queries.ts), which widgets use alone.
import { adminEpdsFormKey, adminRiskScoresKey } from '../domains/hra-admin.js';
import type { HraApi } from '../domains/hra.js';
import { hraFormQueries } from './hra-form-queries.js';
import { hraSectionsQueries } from './hra-sections-queries.js';
import { nutritionFormQueries } from './nutrition-form-queries.js';

type Signal = { signal?: AbortSignal };

export function hraQueries(api: HraApi) {
  return {
    ...hraFormQueries(api),
    ...hraSectionsQueries(api),
    nutritionForm: nutritionFormQueries(api.nutrition).form,
    admin: {
      riskScores: (userId: string) => ({ queryKey: adminRiskScoresKey(userId), queryFn: ({ signal }: Signal) => api.admin.riskScores(userId, signal) }),
      epdsForm: (userId: string) => ({ queryKey: adminEpdsFormKey(userId), queryFn: ({ signal }: Signal) => api.admin.epdsForm(userId, signal) }),
    },
  };
}
export type HraQueries = ReturnType<typeof hraQueries>;
