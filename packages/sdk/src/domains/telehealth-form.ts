// spec 000 §3.3, §7.6 (telehealth form GET/POST): the member's telehealth form, sealed here and
// opened in the browser. A module of its own with its route rows.
import type { TelehealthFormResponse } from '@healthdeck/contract/light';
import { telehealthFormRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { openClinicalRecord, sealForServer, type ClinicalHost } from './clinical-record.js';

export const TELEHEALTH_KEY = ['telehealth'] as const;
export const TELEHEALTH_FORM_KEY = ['telehealth', 'form'] as const;

export function createTelehealthFormApi(hd: ClinicalHost) {
  const call = routed(hd.call, telehealthFormRoutes);
  return {
    form: (signal?: AbortSignal): Promise<TelehealthFormResponse> => call('telehealthForm', { signal }),
    async saveForm(answers: unknown): Promise<TelehealthFormResponse> {
      const result = await call('telehealthFormSave', { body: { encrypted_data: await sealForServer(hd, answers) } });
      await hd.queryClient.invalidateQueries({ queryKey: TELEHEALTH_FORM_KEY });
      return result;
    },
    openForm: <T>(form: { encrypted_data: string } | null) => openClinicalRecord<T>(hd, form?.encrypted_data),
  };
}
export type TelehealthFormApi = ReturnType<typeof createTelehealthFormApi>;
