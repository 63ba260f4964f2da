import type { AccountResponse, SessionTokens } from '@healthdeck/contract/light';
import type { PrivateKey } from '@healthdeck/crypto';
import type { AuthContext } from './context.js';
import { sendVerificationEmail, verifyEmail } from './email.js';
import { verifyRecaptcha } from './recaptcha.js';
import { saveSession, type SessionExtras } from './session-save.js';
import type { SetPasswordInput } from './password-reset.js';
import { useTokens } from './session-start.js';
import type { SignInInput } from './sign-in.js';
import { signOut } from './sign-out.js';
import { startImpersonation, stopImpersonation } from './impersonation.js';
import type { SignUpInput } from './sign-up.js';

export type { SignInInput, SignUpInput, SetPasswordInput, SessionExtras };
export type { OnProgress } from './context.js';

// The flows that derive secrets or touch keys load on first use: they bring Argon2 (hash-wasm) and,
// later, openpgp, which a page that only shows widgets for a signed-in member never needs.
const signInFlow = () => import('./sign-in.js');
const signUpFlow = () => import('./sign-up.js');
const passwordFlow = () => import('./password-reset.js');
const unlockFlow = () => import('./unlock-private-key.js');

export function createAuthApi(ctx: AuthContext) {
  return {
    preLogin: (email: string) => ctx.call('preLogin', { body: { email } }),
    signUp: async (input: SignUpInput): Promise<AccountResponse> => (await signUpFlow()).signUp(ctx, input),
    signIn: async (input: SignInInput): Promise<AccountResponse> => (await signInFlow()).signIn(ctx, input),
    signOut: (): Promise<void> => signOut(ctx),
    /** Staff: act as the member (spec 000 §7.2 login-as-user); the session keeps the staff session aside. */
    startImpersonation: (userId: string): Promise<AccountResponse> => startImpersonation(ctx, userId),
    /** Back to the staff member's own session; null when no impersonation was on. */
    stopImpersonation: (): Promise<AccountResponse | null> => stopImpersonation(ctx),
    useTokens: (tokens: SessionTokens): Promise<AccountResponse> => useTokens(ctx, tokens),
    requestPasswordReset: async (email: string): Promise<void> => (await passwordFlow()).requestPasswordReset(ctx, email),
    setPassword: async (input: SetPasswordInput): Promise<void> => (await passwordFlow()).setPassword(ctx, input),
    verifyEmail: (key: string) => verifyEmail(ctx, key),
    sendVerificationEmail: (): Promise<void> => sendVerificationEmail(ctx),
    verifyRecaptcha: (recaptchaKey: string): Promise<boolean> => verifyRecaptcha(ctx, recaptchaKey),
    saveSession: (extras: SessionExtras): Promise<void> => saveSession(ctx, extras),
    /** Unlocks the member's private key with their password (after a reload); see $privateKey. */
    unlockPrivateKey: async (password: string): Promise<PrivateKey> => (await unlockFlow()).unlockPrivateKeyWithPassword(ctx, password),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
