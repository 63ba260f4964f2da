// Query options (@tanstack/query-core) for an organisation's partner API keys; every write
// of the partner keys api re-reads the organisation's list.
import { adminPartnerKeysKey, type PartnerKeysApi } from '../domains/partner-keys.js';

type Signal = { signal?: AbortSignal };

export function partnerKeysQueries(api: PartnerKeysApi) {
  return {
    list: (organizationId: string) => ({ queryKey: adminPartnerKeysKey(organizationId), queryFn: ({ signal }: Signal) => api.list(organizationId, signal) }),
  };
}
export type PartnerKeysQueries = ReturnType<typeof partnerKeysQueries>;
