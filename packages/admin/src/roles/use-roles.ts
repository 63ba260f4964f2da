import { useMemo } from 'react';
import { createRolesApi, rolesQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The sdk's roles and permissions calls (spec 000 §6, §7.2) on the app's client (which the role–permission links take, §3.3). */
export function useRoles() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const api = createRolesApi(sdk);
    return { sdk, api, queries: rolesQueries(api) };
  }, [sdk]);
}
