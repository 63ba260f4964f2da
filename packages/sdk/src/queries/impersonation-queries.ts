// Query options (@tanstack/query-core) for the member's access log and the single sign-on link.
import { SSO_LOGIN_KEY, accessLogKey, type AccessLogQuery, type ImpersonationApi } from '../domains/impersonation.js';

type Signal = { signal?: AbortSignal };

export function impersonationQueries(api: ImpersonationApi) {
  return {
    accessLog: (query: AccessLogQuery = {}) => ({ queryKey: accessLogKey(query), queryFn: ({ signal }: Signal) => api.accessLog(query, signal) }),
    /** The link expires within minutes: never served from cache. */
    ssoLogin: () => ({ queryKey: SSO_LOGIN_KEY, queryFn: ({ signal }: Signal) => api.ssoLogin(signal), staleTime: 0, gcTime: 0 }),
  };
}
export type ImpersonationQueries = ReturnType<typeof impersonationQueries>;
