// spec 000 §3.4 (form status, HRA form kinds), §7.6 (HRA: POST save with a save query parameter,
// POST submit, GET form (204 gives null); nutrition form GET, POST, submit), §7.2 (user risk scores
// and EPDS form by user id); spec 001 §4 Health assessment section status. Answers are sealed here.
import type {
  AdminEpdsFormResponse,
  AdminRiskScoresResponse,
  HraForm,
  HraFormKind,
  HraFormResponse,
  HraSection,
  HraSectionsResponse,
  NutritionForm,
  RiskScoreInput,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { hraRoutes } from '@healthdeck/contract/light';
import { openClinicalRecord, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';

export const HRA_KEY = ['hra'] as const;
export const HRA_FORM_KEY = ['hra', 'form'] as const;
export const HRA_SECTIONS_KEY = ['hra', 'sections'] as const;
export const NUTRITION_FORM_KEY = ['nutrition-form'] as const;
export const adminRiskScoresKey = (userId: string) => ['admin', 'clinical', 'risk-scores', userId] as const;
export const adminEpdsFormKey = (userId: string) => ['admin', 'clinical', 'epds-form', userId] as const;

export type HraSaveStatus = 'incomplete' | 'complete' | 'skipped';

export function createHraApi(hd: ClinicalHost) {
  const { queryClient } = hd;
  const call = routed(hd.call, hraRoutes);
  const hraChanged = () => queryClient.invalidateQueries({ queryKey: HRA_KEY });
  const nutritionChanged = () => queryClient.invalidateQueries({ queryKey: NUTRITION_FORM_KEY });
  return {
    /** The member's assessment; null before any section is saved (the server's 204). */
    async form(signal?: AbortSignal): Promise<HraForm | null> {
      const result = (await call('hraForm', { signal })) as HraFormResponse | null;
      return result?.form ?? null;
    },
    /** spec 001 §4: every section's status (new when never saved) and the form's. */
    sections: (signal?: AbortSignal): Promise<HraSectionsResponse> => call('hraSections', { signal }),
    /** Seals a section's answers and saves them (`save` = the section kind); a skipped section may have none. */
    async save(kind: HraFormKind, answers: unknown, status: HraSaveStatus): Promise<HraForm> {
      const encrypted_data = answers === null || answers === undefined ? null : await sealForServer(hd, answers);
      const result = await call('hraSave', { query: { save: kind }, body: { encrypted_data, status } });
      await hraChanged();
      return result.form;
    },
    /** Submits the assessment with the screening scores computed from the answers (the only values staff read). */
    async submit(riskScores: RiskScoreInput[] = []): Promise<HraForm> {
      const result = await call('hraSubmit', { body: { risk_scores: riskScores } });
      await hraChanged();
      return result.form;
    },
    openSection: <T>(section: Pick<HraSection, 'encrypted_data'>, keys: OpenKeys = {}) => openClinicalRecord<T>(hd, section.encrypted_data, keys),
    nutrition: {
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
    },
    admin: {
      riskScores: (userId: string, signal?: AbortSignal): Promise<AdminRiskScoresResponse> => call('adminUserRiskScores', { params: { id: userId }, signal }),
      epdsForm: (userId: string, signal?: AbortSignal): Promise<AdminEpdsFormResponse> => call('adminUserEpdsForm', { params: { id: userId }, signal }),
    },
  };
}
export type HraApi = ReturnType<typeof createHraApi>;
