// The whole HRA domain in one object (admin, hosts and the sdk's users that want every call): the
// member's form (hra-form.ts), the sections' statuses (hra-sections.ts), the nutrition form
// (nutrition-form.ts) and staff's reads (hra-admin.ts). Widgets create only the part they call, so
// an element carries only those calls and their route rows.
import type { ClinicalHost } from './clinical-record.js';
import { createHraAdminApi } from './hra-admin.js';
import { createHraFormApi } from './hra-form.js';
import { createHraSectionsApi } from './hra-sections.js';
import { createNutritionFormApi } from './nutrition-form.js';

export function createHraApi(hd: ClinicalHost) {
  return {
    ...createHraFormApi(hd),
    ...createHraSectionsApi(hd),
    nutrition: createNutritionFormApi(hd),
    admin: createHraAdminApi(hd),
  };
}
export type HraApi = ReturnType<typeof createHraApi>;
