import { useMemo } from 'react';
import { createLinksApi, createRolesApi, rolesQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';

/** The sdk's roles and permissions calls (spec 000 §6, §7.2) and the role–permission links (§3.3). */
export function useRoles() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const api = createRolesApi(sdk);
    return { api, queries: rolesQueries(api), links: createLinksApi(sdk) };
  }, [sdk]);
}
