// spec 000 §1, §3.2, §6, §7.2 admin login-as-user and the member's access log; spec 001 §7 single
// sign-on login (sso_login). spec 000 §8: impersonation handles only INVALID_CREDENTIALS (InvalidCredentials; other codes are Unexpected).
import type { AccessLogResponse, AccountResponse, ImpersonatedSession, ImpersonationUnlockResponse, RouteQuery, SsoLoginResponse } from '@healthdeck/contract/light';
import { impersonationRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { Unexpected } from '../transport/errors.js';
import { saveSession } from '../auth/session-save.js';
import { accountKeys } from './account.js';
import { partnerSignOnRefreshIn } from '../rules/partner-sign-on.js';

export type AccessLogQuery = NonNullable<RouteQuery<'accessLog'>>;
export const impersonationKeys = {
  accessLogAll: ['access-log'] as const,
  accessLog: (query: AccessLogQuery = {}) => ['access-log', query] as const,
  ssoLogin: ['sso-login'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, impersonationRoutes);

/**
 * spec 000 §1: the banner shown while staff act as a member. A member without a name (an account
 * made before names were asked) is named by their whole email: staff must know whose account it is.
 */
export function impersonationBanner(user: { name: string | null; email: string }): string {
  return `Logged in as: ${user.name ?? user.email}`;
}

/**
 * Admin: tokens acting as the member, plus impersonation data (decrypt_method, secret = the
 * fingerprint of a recovery key the caller holds, encrypted_emergency_key = the member's data key
 * wrapped to it; null when there is none).
 * The caller decides where to use the tokens (a separate client, so the admin stays signed in).
 */
export async function loginAsUser(hd: HealthDeck, userId: string): Promise<ImpersonatedSession> {
  // A row of the client's own (CLIENT_ROUTES: startImpersonation calls it too).
  const answer = await hd.call('adminLoginAsUser', { body: { user_id: userId } });
  if (!answer.data) throw new Unexpected();
  return answer.data;
}

/**
 * While acting as the member: the staff member's locked private key and the recovery copy that
 * opens the member's data key (auth's unlockImpersonation opens them). Audited under the member.
 */
export function fetchImpersonationUnlock(hd: HealthDeck, signal?: AbortSignal): Promise<ImpersonationUnlockResponse> {
  return call(hd)('impersonationUnlock', { signal });
}

/** Staff access to the signed-in member's account, newest first. */
export function fetchAccessLog(hd: HealthDeck, query: AccessLogQuery = {}, signal?: AbortSignal): Promise<AccessLogResponse> {
  return call(hd)('accessLog', { query, signal });
}

/** spec 001 §7 "Get single sign-on login": a short-lived link to the partner site. */
export function fetchSsoLogin(hd: HealthDeck, signal?: AbortSignal): Promise<SsoLoginResponse> {
  return call(hd)('moreActiveSso', { signal });
}

export const accessLogQuery = (hd: HealthDeck, query: AccessLogQuery = {}) => ({
  queryKey: impersonationKeys.accessLog(query),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAccessLog(hd, query, signal),
});

/**
 * The link expires within minutes: never served from cache, and (spec 001 §4 "If expires_at is
 * past, a new login is fetched and refreshed") fetched again when its expires_at passes.
 */
export const ssoLoginQuery = (hd: HealthDeck) => ({
  queryKey: impersonationKeys.ssoLogin,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSsoLogin(hd, signal),
  staleTime: 0,
  gcTime: 0,
  refetchInterval: (query: { state: { data?: SsoLoginResponse } }) => partnerSignOnRefreshIn(query.state.data?.sso_login, new Date()),
});

/**
 * spec 001 §3 Account flag renderedMoreActiveIframe: the hidden frame has loaded the sign-on url, so
 * this session does not load it again (the server keeps it; the cached account takes it at once).
 */
export async function markMoreActiveFrameRendered(hd: HealthDeck): Promise<void> {
  await saveSession(hd, { renderedMoreActiveIframe: true });
  hd.queryClient.setQueryData<AccountResponse>(accountKeys.all, (account) => (account ? { ...account, renderedMoreActiveIframe: true } : account));
}

export const moreActiveFrameRenderedMutation = (hd: HealthDeck) => ({
  mutationFn: () => markMoreActiveFrameRendered(hd),
});
