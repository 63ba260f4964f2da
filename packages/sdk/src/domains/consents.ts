// spec 000 §3.3, §4, §7.6 legal agreements GET and consent POST. spec 000 §8: consent save raises
// BadRequest with the server message, falling back to 'Failed to save user consent'.
import type { ConsentRequest, LegalAgreementsResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { consentsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const LEGAL_AGREEMENTS_KEY = ['legal-agreements'] as const;
/** The enrollment info carries whether required agreements are pending (spec 000 §7.6 enrollment info). */
export const ENROLLMENT_INFO_KEY = ['enrollment-info'] as const;

export function createConsentsApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, consentsRoutes);
  return {
    /** The agreements of the member's programmes, required true or false, with the member's answers. */
    legalAgreements: (signal?: AbortSignal): Promise<LegalAgreementsResponse> => call('legalAgreements', { signal }),
    /** Accepts or declines one agreement; the cached agreements become the server's answer. */
    async save(consent: ConsentRequest): Promise<LegalAgreementsResponse> {
      const result = await call('consentSave', { body: consent });
      queryClient.setQueryData(LEGAL_AGREEMENTS_KEY, result);
      await queryClient.invalidateQueries({ queryKey: ENROLLMENT_INFO_KEY });
      return result;
    },
  };
}
export type ConsentsApi = ReturnType<typeof createConsentsApi>;
