import type { AuthContext } from './context.js';

export async function verifyEmail(ctx: AuthContext, key: string) {
  return ctx.call('verifyEmail', { query: { key } });
}

/** spec 001 §4 Email card: after sending, the session remembers it so the button stays disabled. */
export async function sendVerificationEmail(ctx: AuthContext): Promise<void> {
  await ctx.call('sendVerificationEmail');
  ctx.session.update({ verificationEmailSent: true });
}
