import { z } from 'zod';
import { DeletionCancelled, SessionTokens } from './auth.js';

/** A code from an authenticator app (6 digits) or a recovery code (spaces and dashes allowed). */
export const SecondFactorCode = z
  .string()
  .trim()
  .min(6, 'Enter the code from your authenticator app or a recovery code')
  .max(32, 'Enter the code from your authenticator app or a recovery code')
  .regex(/^[0-9A-Za-z -]+$/, 'Enter the code from your authenticator app or a recovery code');

/** The signed-in account's second factor, and whether this session was signed in with one. */
export const SecondFactorStatus = z.object({
  totpEnrolled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  passkeys: z.number().int().min(0),
  /** This session's sign-in proved a second factor (a code or a passkey). */
  sessionHasSecondFactor: z.boolean(),
  /** The account has an admin role: a second factor is required before the staff tools open. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

/** A new (not yet confirmed) TOTP seed: base32 text to type in, and the otpauth:// URI for the QR code. */
export const TotpEnrolment = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const SecondFactorCodeRequest = z.object({ code: SecondFactorCode });
export type SecondFactorCodeRequest = z.infer<typeof SecondFactorCodeRequest>;

/** Enrolment confirmed: the recovery codes, shown once, and a session that counts the second factor. */
export const TotpConfirmed = z.object({ recoveryCodes: z.array(z.string()), session: SessionTokens });
export type TotpConfirmed = z.infer<typeof TotpConfirmed>;

/** The step after the password: the challenge login answered, and a code. */
export const SecondFactorSignInRequest = z.object({ challenge: z.string().min(1).max(128), code: SecondFactorCode });
export type SecondFactorSignInRequest = z.infer<typeof SecondFactorSignInRequest>;
export const SecondFactorSignInResponse = z.object({ data: SessionTokens, deletionCancelled: DeletionCancelled });
export type SecondFactorSignInResponse = z.infer<typeof SecondFactorSignInResponse>;

/** WebAuthn options and responses in their JSON form (W3C WebAuthn Level 3, as @simplewebauthn passes them). */
const WebAuthnJson = z.record(z.string(), z.unknown());

/** A PRF wrap of the member's private key: base64url ciphertext the browser made; the server never opens it. */
export const PrfWrappedKey = z.string().min(1).max(65_536);

export const PasskeyRegistrationOptions = z.object({ options: WebAuthnJson });
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptions>;
export const PasskeyRegisterRequest = z.object({ response: WebAuthnJson, name: z.string().trim().min(1, 'Name the passkey').max(100) });
export type PasskeyRegisterRequest = z.infer<typeof PasskeyRegisterRequest>;

export const Passkey = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** A PRF wrap of the private key is stored: signing in with this passkey opens sealed records. */
  unlocks: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;
export const PasskeyList = z.object({ passkeys: z.array(Passkey) });
export type PasskeyList = z.infer<typeof PasskeyList>;
export const PasskeyParams = z.object({ id: z.uuid() });

export const PasskeySignInOptions = z.object({ challengeId: z.uuid(), options: WebAuthnJson });
export type PasskeySignInOptions = z.infer<typeof PasskeySignInOptions>;
export const PasskeySignInRequest = z.object({ challengeId: z.uuid(), response: WebAuthnJson });
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequest>;
export const PasskeySignInResponse = z.object({ data: SessionTokens, passkeyId: z.uuid(), prfWrappedKey: PrfWrappedKey.nullable(), deletionCancelled: DeletionCancelled });
export type PasskeySignInResponse = z.infer<typeof PasskeySignInResponse>;

export const PasskeyWrapRequest = z.object({ prfWrappedKey: PrfWrappedKey });
export type PasskeyWrapRequest = z.infer<typeof PasskeyWrapRequest>;
