// spec 000 §3.4 (form status, HRA form kinds), §7.6 (HRA: POST save with a save query parameter, POST
// submit, GET form (204 gives null)). Answers are sealed here. The member's HRA form with its route
// rows; the sections' read (hra-sections.ts), the nutrition form and staff's reads are modules of their own.
import type { HraForm, HraFormKind, HraFormResponse, HraSection, RiskScoreInput } from '@healthdeck/contract/light';
import { hraFormRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { openClinicalRecord, resealOpened, sealForServer, type ClinicalHost, type OpenKeys } from './clinical-record.js';
import { HRA_KEY } from './hra-keys.js';

export type HraSaveStatus = 'incomplete' | 'complete' | 'skipped';

export function createHraFormApi(hd: ClinicalHost) {
  const call = routed(hd.call, hraFormRoutes);
  const hraChanged = () => hd.queryClient.invalidateQueries({ queryKey: HRA_KEY });
  return {
    /** The member's assessment; null before any section is saved (the server's 204). */
    async form(signal?: AbortSignal): Promise<HraForm | null> {
      const result = (await call('hraForm', { signal })) as HraFormResponse | null;
      return result?.form ?? null;
    },
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
    /**
     * A section's answers opened: 'hd1.' with the data key, or answers the server sealed to the member
     * (an OpenPGP message: the demo seed's) with the private key. Those, once opened, are sent back
     * re-sealed under the data key for the section's updated_at (resealOpened; the call loads on
     * demand), so after a reload they open without the password.
     */
    async openSection<T>(section: Pick<HraSection, 'kind' | 'encrypted_data' | 'updated_at'>, keys: OpenKeys = {}): Promise<T | null> {
      const { kind, encrypted_data, updated_at } = section;
      const answers = await openClinicalRecord<T>(hd, encrypted_data, keys);
      // A section with answers has been saved, so it has an updated_at.
      if (!updated_at) return answers;
      return resealOpened(hd, encrypted_data, answers, (sealed) => import('./record-reseal.js').then((m) => m.sendResealedHraSection(hd, { kind, updated_at }, sealed)));
    },
  };
}
export type HraFormApi = ReturnType<typeof createHraFormApi>;
