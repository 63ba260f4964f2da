// spec 001 §3 (Account flag renderedMoreActiveIframe; User more_active_sso_login: url, expires_at,
// completed_profile) and §4 "Single sign-on session": "If expires_at is past, a new login is fetched
// and refreshed; hidden frames load the sign-on url."

/** spec 001 §3 more_active_sso_login: the fields the session rule reads. */
export interface PartnerSignOn {
  url: string;
  /** ISO time. */
  expires_at: string;
}

/** spec 001 §4: the login may no longer be used once expires_at is past (or unreadable). */
export function partnerSignOnExpired(login: PartnerSignOn, now: Date): boolean {
  const expires = Date.parse(login.expires_at);
  return !Number.isFinite(expires) || expires <= now.getTime();
}

/**
 * How long until a new login must be fetched (ms, at least 1): the refetch interval of the login's
 * query, so an expired login is replaced by a new one rather than used.
 */
export function partnerSignOnRefreshIn(login: PartnerSignOn | undefined, now: Date): number | false {
  if (!login) return false;
  const expires = Date.parse(login.expires_at);
  if (!Number.isFinite(expires)) return 1;
  return Math.max(1, expires - now.getTime());
}

/**
 * spec 001 §3, §4: the url the hidden frame loads, or null when no frame is shown: the frame has
 * already loaded once in this session (renderedMoreActiveIframe), staff are acting as the member
 * (the partner must not take them for the member), or the login is past expires_at (a new one is
 * being fetched).
 */
export function partnerSignOnFrameUrl(input: { rendered: boolean; impersonating: boolean; login: PartnerSignOn | undefined; now: Date }): string | null {
  if (input.rendered || input.impersonating || !input.login) return null;
  return partnerSignOnExpired(input.login, input.now) ? null : input.login.url;
}
