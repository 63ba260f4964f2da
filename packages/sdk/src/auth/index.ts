import type { AccountResponse, SessionTokens } from '@healthdeck/contract/light';
import type { AuthContext } from './context.js';
import { sendVerificationEmail, verifyEmail } from './email.js';
import { requestPasswordReset, setPassword, type SetPasswordInput } from './password-reset.js';
import { preLogin, signIn, useTokens, type SignInInput } from './sign-in.js';
import { signOut } from './sign-out.js';
import { signUp, type SignUpInput } from './sign-up.js';

export type { SignInInput, SignUpInput, SetPasswordInput };
export type { OnProgress } from './context.js';

export function createAuthApi(ctx: AuthContext) {
  return {
    preLogin: (email: string) => preLogin(ctx, email),
    signUp: (input: SignUpInput): Promise<AccountResponse> => signUp(ctx, input),
    signIn: (input: SignInInput): Promise<AccountResponse> => signIn(ctx, input),
    signOut: (): Promise<void> => signOut(ctx),
    useTokens: (tokens: SessionTokens): Promise<AccountResponse> => useTokens(ctx, tokens),
    requestPasswordReset: (email: string): Promise<void> => requestPasswordReset(ctx, email),
    setPassword: (input: SetPasswordInput): Promise<void> => setPassword(ctx, input),
    verifyEmail: (key: string) => verifyEmail(ctx, key),
    sendVerificationEmail: (): Promise<void> => sendVerificationEmail(ctx),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
