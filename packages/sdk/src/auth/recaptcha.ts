import type { AuthContext } from './context.js';

/**
 * spec 000 §7.3 "POST recaptcha verify (recaptchaKey)": asks the server whether a human-verification
 * token is good (docs/decisions/0039-account-emails-and-captcha.md: the sandbox adapter accepts `sandbox-…` tokens). True when it is.
 */
export async function verifyRecaptcha(ctx: AuthContext, recaptchaKey: string): Promise<boolean> {
  const answer = await ctx.call('recaptchaVerify', { body: { recaptchaKey } });
  return answer.data.success;
}
