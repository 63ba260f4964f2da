// spec 000 §1, §3.2, §6, §7.2 admin login-as-user and the member's access log; §7.3 login-saml;
// spec 001 §7 single sign-on login (sso_login). spec 000 §8: impersonation and single sign-on
// handle only INVALID_CREDENTIALS (InvalidCredentials; other codes are Unexpected).
import type { AccessLogResponse, AccountResponse, AdminEmergencyKeyResponse, ImpersonatedSession, RouteQuery, SsoLoginResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { impersonationRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { Unexpected } from '../transport/errors.js';

export type AccessLogQuery = NonNullable<RouteQuery<'accessLog'>>;
export const ACCESS_LOG_KEY = ['access-log'] as const;
export const accessLogKey = (query: AccessLogQuery = {}) => [...ACCESS_LOG_KEY, query] as const;
export const SSO_LOGIN_KEY = ['sso-login'] as const;

/** spec 000 §1: the banner shown while staff act as a member. */
export function impersonationBanner(name: string): string {
  return `Logged in as: ${name}`;
}

export function createImpersonationApi(hd: Pick<HealthDeck, 'call' | 'queryClient' | 'auth'>) {
  const call = routed(hd.call, impersonationRoutes);
  return {
    /**
     * Admin: tokens acting as the member, plus impersonation data (decrypt_method, secret = the
     * escrow key fingerprint, encrypted_emergency_key = the member's data key wrapped to escrow).
     * The caller decides where to use the tokens (a separate client, so the admin stays signed in).
     */
    async loginAsUser(userId: string): Promise<ImpersonatedSession> {
      // A row of the client's own (CLIENT_ROUTES: the auth code's impersonation sign-in calls it too).
      const answer = await hd.call('adminLoginAsUser', { body: { user_id: userId } });
      if (!answer.data) throw new Unexpected();
      return answer.data;
    },
    /**
     * Admin: the member's data key wrapped to the organisation escrow key (impersonation data
     * without a session), for staff holding the escrow private key to open the clinical reads
     * (openImpersonationDataKey). Audited; the member sees it in their access log.
     */
    emergencyKey: (userId: string, signal?: AbortSignal): Promise<AdminEmergencyKeyResponse> => call('adminUserEmergencyKey', { params: { id: userId }, signal }),
    /** Staff access to the signed-in member's account, newest first. */
    accessLog: (query: AccessLogQuery = {}, signal?: AbortSignal): Promise<AccessLogResponse> => call('accessLog', { query, signal }),
    /** spec 000 §7.3: signs in with the identity provider's SAMLResponse and starts the session. */
    async loginSaml(samlResponse: string, relayState?: string): Promise<AccountResponse> {
      const answer = await call('loginSaml', { body: relayState ? { SAMLResponse: samlResponse, RelayState: relayState } : { SAMLResponse: samlResponse } });
      if (!answer.data) throw new Unexpected();
      return hd.auth.useTokens(answer.data);
    },
    /** spec 001 §7 "Get single sign-on login": a short-lived link to the partner site. */
    ssoLogin: (signal?: AbortSignal): Promise<SsoLoginResponse> => call('moreActiveSso', { signal }),
  };
}
export type ImpersonationApi = ReturnType<typeof createImpersonationApi>;
