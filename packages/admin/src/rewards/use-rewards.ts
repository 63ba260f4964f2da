import { useMemo } from 'react';
import { createRewardsApi, rewardsQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The sdk's admin rewards calls (spec 000 §7.4) and their query options, one per client. */
export function useRewards() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const api = createRewardsApi(sdk);
    return { api, queries: rewardsQueries(api) };
  }, [sdk]);
}
