import { useMemo } from 'react';
import { createAdminClassesApi, createAdminClassesQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The sdk's generic administration calls (spec 000 §7.1) and their query options, one per client. */
export function useAdminClasses() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const api = createAdminClassesApi(sdk);
    return { api, queries: createAdminClassesQueries(api) };
  }, [sdk]);
}
