// Sign-in and the session's other flows (spec 000 §7.3), as free functions over a client. The flows
// that derive secrets or touch keys load on first use: they bring Argon2 (hash-wasm) and, later,
// openpgp, which a page that only shows widgets for a signed-in member never needs.
import type { AccountResponse, Passkey } from '@healthdeck/contract/light';
import type { PrivateKey } from '@healthdeck/crypto';
import type { HealthDeck } from '../health-deck.js';
import type { SetPasswordInput, SetPasswordResult } from './password-reset.js';
import type { NewRecoveryPhrase } from './recovery-phrase.js';
import type { SignInInput, SignInResult } from './sign-in.js';
import type { SignUpInput } from './sign-up.js';

export type { SignInInput, SignInResult, SignUpInput, SetPasswordInput, SetPasswordResult, NewRecoveryPhrase };
export type { OnProgress } from './key-custody/password.js';
export { verifyEmail, sendVerificationEmail } from './email.js';
export { verifyRecaptcha, fetchHumanCheckConfig, humanCheckConfigQuery, humanCheckKeys } from './recaptcha.js';
export { saveSession, type SessionExtras } from './session-save.js';
export { signInWithTokens } from './session-start.js';
export { signInWithSamlTicket } from './saml-sign-in.js';
export { signOut } from './sign-out.js';
export { SecondFactorRequired } from './second-factor-required.js';
/** Staff act as a member (spec 000 §7.2 login-as-user); the session keeps the staff session aside, and stopping brings it back (null when none was on). */
export { startImpersonation, stopImpersonation, impersonationKeyGap, IMPERSONATION_NO_COPY } from './impersonation.js';
export { DEFAULT_IDLE_LOCK_MINUTES, idleLockMinutes, sealedKeysOpen, lockSealedKeys, watchIdleLock } from './key-session.js';

/**
 * While staff act as a member: their own password opens the member's data key through the
 * organisation recovery key, for every sealed screen (docs/decisions/0106-impersonation-unlock.md).
 */
export async function unlockImpersonation(hd: HealthDeck, staffPassword: string): Promise<void> {
  return (await import('./impersonation-keys.js')).unlockImpersonation(hd, staffPassword);
}

/** The key salt and KDF of an email (spec 000 §7.3 pre-login). */
export function preLogin(hd: HealthDeck, email: string) {
  return hd.call('preLogin', { body: { email } });
}

export async function signUp(hd: HealthDeck, input: SignUpInput): Promise<AccountResponse> {
  return (await import('./sign-up.js')).deriveAndSignUp(hd, input);
}

/**
 * Signs in with the password. `deletionCancelled`: this sign-in cancelled the account's pending
 * deletion (docs/decisions/0104-account-deletion.md), which the sign-in screen says.
 */
export async function signIn(hd: HealthDeck, input: SignInInput): Promise<SignInResult> {
  return (await import('./sign-in.js')).deriveAndSignIn(hd, input);
}

export async function requestPasswordReset(hd: HealthDeck, email: string): Promise<void> {
  return (await import('./password-reset.js')).requestPasswordReset(hd, email);
}

/** Sets the new password; with `recoveryPhrase` the keys stay (keysKept), without it the old ones are archived. */
export async function setPassword(hd: HealthDeck, input: SetPasswordInput): Promise<SetPasswordResult> {
  return (await import('./password-reset.js')).deriveAndSetPassword(hd, input);
}

/** A new recovery phrase (12 words) and the positions to confirm; saved by saveRecoveryPhraseMutation. */
export async function startRecoveryPhrase(): Promise<NewRecoveryPhrase> {
  return (await import('./recovery-phrase.js')).startRecoveryPhrase();
}

/** Whether a typed recovery phrase is a whole, valid phrase (the reset page checks before deriving). */
export async function isRecoveryPhrase(typed: string): Promise<boolean> {
  return (await import('./key-custody/phrase.js')).isRecoveryPhrase(typed);
}

/**
 * Signs in with a passkey (a discoverable credential: no email typed). Where the authenticator
 * answers the PRF extension and the passkey holds a wrap of the private key, sealed records open
 * without the password (`unlocked: true`); otherwise they ask for it once.
 */
export async function signInWithPasskey(hd: HealthDeck): Promise<{ account: AccountResponse; unlocked: boolean; deletionCancelled: boolean }> {
  return (await import('./passkeys.js')).passkeySignIn(hd);
}

/** Registers a passkey for the signed-in member; with PRF and the private key open, it also unlocks sealed records from then on. */
export async function addPasskey(hd: HealthDeck, name: string): Promise<Passkey> {
  return (await import('./passkeys.js')).registerPasskey(hd, name);
}

/** Whether this browser can make and use passkeys at all (WebAuthn present). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Unlocks the member's private key with their password (after a reload); see HealthDeck.$privateKey. */
export async function unlockPrivateKeyWithPassword(hd: HealthDeck, password: string): Promise<PrivateKey> {
  return (await import('./unlock-private-key.js')).deriveAndUnlockPrivateKey(hd, password);
}
