import { useMemo } from 'react';
import { createPartnerKeysApi, partnerKeysQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The sdk's partner API key calls and their query options, one per client. */
export function usePartnerKeys() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const api = createPartnerKeysApi(sdk);
    return { api, queries: partnerKeysQueries(api) };
  }, [sdk]);
}
