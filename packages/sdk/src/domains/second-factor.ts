// A second factor for the account: TOTP (an authenticator app) with one-time recovery codes, and the
// member's passkeys. Sign-in's own steps (the code after the password, the passkey sign-in) are in
// auth/; these are the profile's and the admin gate's calls.
import { secondFactorRoutes, type Passkey, type PasskeyList, type SecondFactorStatus, type TotpEnrolment } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { routed } from '../transport/http.js';

export const secondFactorKeys = {
  all: ['second-factor'] as const,
  status: ['second-factor', 'status'] as const,
  passkeys: ['second-factor', 'passkeys'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, secondFactorRoutes);

export function fetchSecondFactorStatus(hd: HealthDeck, signal?: AbortSignal): Promise<SecondFactorStatus> {
  return call(hd)('secondFactorStatus', { signal });
}

/** Whether the account has an authenticator app and recovery codes, and whether this session was signed in with a second factor. */
export const secondFactorStatusQuery = (hd: HealthDeck) => ({
  queryKey: secondFactorKeys.status,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSecondFactorStatus(hd, signal),
});

/** A new seed to add to an authenticator app (its otpauth:// URI for the QR code, and the text); in force once confirmed. */
export function startTotpEnrolment(hd: HealthDeck): Promise<TotpEnrolment> {
  return call(hd)('totpEnrolStart', {});
}

export const totpEnrolStartMutation = (hd: HealthDeck) => ({ mutationFn: () => startTotpEnrolment(hd) });

/**
 * Confirms the seed with a code from the app; answers the 10 recovery codes, which exist in clear
 * only in this answer. The server replaces this session with one that counts the second factor.
 */
export async function confirmTotpEnrolment(hd: HealthDeck, code: string): Promise<string[]> {
  const { recoveryCodes, session } = await call(hd)('totpEnrolConfirm', { body: { code } });
  clientInternals(hd).session.setTokens(session);
  await hd.queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
  return recoveryCodes;
}

export const totpEnrolConfirmMutation = (hd: HealthDeck) => ({ mutationFn: (code: string) => confirmTotpEnrolment(hd, code) });

/** Turns the authenticator app off with a current code (accounts with staff access cannot). */
export async function disableTotp(hd: HealthDeck, code: string): Promise<void> {
  await call(hd)('totpDisable', { body: { code } });
  await hd.queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
}

export const totpDisableMutation = (hd: HealthDeck) => ({ mutationFn: (code: string) => disableTotp(hd, code) });

export function fetchPasskeys(hd: HealthDeck, signal?: AbortSignal): Promise<PasskeyList> {
  return call(hd)('passkeys', { signal });
}

/** The member's passkeys: name, when added and last used, and whether signing in with it opens sealed records. */
export const passkeysQuery = (hd: HealthDeck) => ({
  queryKey: secondFactorKeys.passkeys,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPasskeys(hd, signal),
});

export async function removePasskey(hd: HealthDeck, id: Passkey['id']): Promise<void> {
  await call(hd)('passkeyRemove', { params: { id } });
  await hd.queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
}

export const passkeyRemoveMutation = (hd: HealthDeck) => ({ mutationFn: (id: Passkey['id']) => removePasskey(hd, id) });
