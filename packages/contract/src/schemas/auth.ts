import { z } from 'zod';
import { LOGIN_ERROR_CODES } from '../errors.js';
import { Email } from './common.js';
import { UserName } from './account.js';

/**
 * The login credential the client derives from password + keySalt (one Argon2id derivation, split by
 * HKDF from the private key's passphrase): base64url of 32 bytes. The server never sees the password itself.
 */
export const Credential = z.string().min(1, 'Password is required').max(512);

/** Argon2id parameters the client uses to derive the master secret. */
export const KdfParams = z.object({
  algorithm: z.literal('argon2id'),
  memoryKiB: z.number().int().min(8192),
  iterations: z.number().int().min(1),
  parallelism: z.number().int().min(1),
  hashLength: z.literal(32),
});
export type KdfParams = z.infer<typeof KdfParams>;

/** base64 of 16 random bytes, made by the client at sign-up. */
export const KeySalt = z.string().regex(/^[A-Za-z0-9+/_-]{16,64}={0,2}$/, 'Invalid key salt');

export const PreLoginRequest = z.object({ email: Email });
export const PreLoginResponse = z.object({ keySalt: KeySalt, kdf: KdfParams });
export type PreLoginResponse = z.infer<typeof PreLoginResponse>;

export const RegisterRequest = z
  .object({
    email: Email,
    name: UserName,
    password: Credential,
    passwordConfirm: Credential,
    keySalt: KeySalt,
    recaptchaKey: z.string().optional(),
  })
  .refine((b) => b.password === b.passwordConfirm, { message: 'Passwords do not match', path: ['passwordConfirm'] });
export const RegisterResponse = z.object({ data: z.object({ id: z.string(), email: z.string() }) });

export const LoginRequest = z.object({ email: Email, password: Credential });
export const SessionTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Refresh token expiry in epoch seconds (spec 000 §3.2 refresh.expires). */
  refreshExpires: z.number().int(),
});
export type SessionTokens = z.infer<typeof SessionTokens>;
/** Set (true) on the answer of a sign-in that cancelled the account's pending deletion (docs/decisions/0104-account-deletion.md). */
export const DeletionCancelled = z.literal(true).optional();
/** Login answers 200 with either data or an error_code (spec 000 §8). */
export const LoginResponse = z.object({
  data: SessionTokens.nullable(),
  error_code: z.enum(LOGIN_ERROR_CODES).nullable(),
  /**
   * Ours: the password was right and the account has a second factor; data is null until the
   * challenge is answered with a code (secondFactorSignIn).
   */
  secondFactor: z.object({ challenge: z.string() }).optional(),
  /** Ours: this sign-in cancelled the account's pending deletion (docs/decisions/0104-account-deletion.md). */
  deletionCancelled: DeletionCancelled,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Refresh: access token as bearer, refresh token in REFRESH_TOKEN_HEADER; no body. */
export const RefreshResponse = z.object({ data: SessionTokens });

export const PasswordRequestNewRequest = z.object({ email: Email });
export const PasswordSetRequest = z
  .object({
    email: Email,
    key: z.string().min(1, 'Reset key is required'),
    password: Credential,
    passwordConfirm: Credential,
    /** A new key salt: the passphrase of the new password is derived with it. */
    keySalt: KeySalt,
    /**
     * The member's private key, opened in the browser with the recovery phrase and armored under the
     * passphrase of the new password: the key pair and every wrap of the data key stay as they are.
     * Without it the old wraps are archived (kept, never deleted) and the next sign-in makes new keys.
     */
    encrptedPrivateKey: z.string().includes('BEGIN PGP PRIVATE KEY BLOCK', { message: 'encrptedPrivateKey must be an armored OpenPGP private key' }).optional(),
  })
  .refine((b) => b.password === b.passwordConfirm, { message: 'Passwords do not match', path: ['passwordConfirm'] });

export const VerifyEmailQuery = z.object({ key: z.string().min(1, 'Verification key is required') });
export const VerifyEmailResponse = z.object({ data: z.object({ verified: z.literal(true), email: z.string() }) });

/** spec 000 §7.3 PGP set keys. `encrptedPrivateKey` is spelled as the spec spells it. */
export const SetKeysRequest = z.object({
  encrptedPrivateKey: z.string().includes('BEGIN PGP PRIVATE KEY BLOCK', { message: 'encrptedPrivateKey must be an armored OpenPGP private key' }),
  publicKey: z.string().includes('BEGIN PGP PUBLIC KEY BLOCK', { message: 'publicKey must be an armored OpenPGP public key' }),
  /** The member's data key wrapped (OpenPGP message) to their public key and the escrow key. */
  encryptedDataKey: z.string().includes('BEGIN PGP MESSAGE', { message: 'encryptedDataKey must be an armored OpenPGP message' }),
});

export const RecaptchaVerifyRequest = z.object({ recaptchaKey: z.string().min(1, 'recaptchaKey is required') });
export const RecaptchaVerifyResponse = z.object({ data: z.object({ success: z.boolean() }) });

/** The human-check providers: three that share the siteverify protocol, and the offline sandbox. */
export const HUMAN_CHECK_PROVIDERS = ['sandbox', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type HumanCheckProvider = (typeof HUMAN_CHECK_PROVIDERS)[number];
/** Which widget the sign-up page shows: the provider's (with its public site key) or the sandbox checkbox. */
export const HumanCheckConfigResponse = z.object({ provider: z.enum(HUMAN_CHECK_PROVIDERS), site_key: z.string().nullable() });
export type HumanCheckConfigResponse = z.infer<typeof HumanCheckConfigResponse>;

/**
 * Session save (spec 000 §7.3, 204): session extras kept server side (kit_id, verificationEmailSent,
 * and spec 001 §3 Account's renderedMoreActiveIframe).
 */
export const SessionSaveRequest = z.object({
  kit_id: z.string().max(64).nullable().optional(),
  verificationEmailSent: z.boolean().optional(),
  renderedMoreActiveIframe: z.boolean().optional(),
});

/**
 * Public keys the browser needs: the legacy escrow key a new data key is also wrapped to, or null once
 * the upgrade step has retired it (the organisation recovery keys take its place).
 */
export const KeysConfigResponse = z.object({ escrowPublicKey: z.string().nullable() });

/**
 * The kinds of extra wrap of a member's keys kept beside the password wrap (accounts): a recovery
 * phrase wraps the private key and the data key.
 */
export const KeyWrapKind = z.enum(['phrase']);
export type KeyWrapKind = z.infer<typeof KeyWrapKind>;

/** One wrap, all of it ciphertext: the server cannot open any part without the member's secret. */
export const KeyWrap = z.object({
  kind: KeyWrapKind,
  /** The private key, armored under a passphrase derived from the secret with `kdf` and `salt`. */
  wrappedPrivateKey: z.string().includes('BEGIN PGP PRIVATE KEY BLOCK', { message: 'wrappedPrivateKey must be an armored OpenPGP private key' }),
  /** The data key, an OpenPGP message encrypted with the same derived passphrase. */
  wrappedDataKey: z.string().includes('BEGIN PGP MESSAGE', { message: 'wrappedDataKey must be an armored OpenPGP message' }),
  salt: KeySalt,
  kdf: KdfParams,
});
export type KeyWrap = z.infer<typeof KeyWrap>;

/** The signed-in member's wraps in use (a replaced or archived wrap is not listed). */
export const KeyWrapsResponse = z.object({ data: z.array(KeyWrap.extend({ createdAt: z.string() })) });
export type KeyWrapsResponse = z.infer<typeof KeyWrapsResponse>;

/** What a reset page needs to open the keys with a recovery phrase; the reset key is not used up. */
export const PasswordRecoveryWrapRequest = z.object({ email: Email, key: z.string().min(1, 'Reset key is required') });
export const PasswordRecoveryWrapResponse = z.object({
  data: z.object({
    /** null when the member has no recovery phrase. */
    phrase: KeyWrap.nullable(),
    /** The account's public key; the opened private key must match it. */
    publicKey: z.string().nullable(),
  }),
});
export type PasswordRecoveryWrapResponse = z.infer<typeof PasswordRecoveryWrapResponse>;
