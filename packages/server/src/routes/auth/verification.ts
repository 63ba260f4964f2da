import type { AppContext } from '../../context.js';
import { issueEmailKey, VERIFICATION_KEY_TTL_MS } from '../../auth/email-keys.js';
import { verificationEmail } from '../../email/templates.js';

/** Emails a verification link and remembers that it was sent (session extras, spec 000 §3.2). */
export async function sendVerification(ctx: AppContext, user: { id: string; email: string }): Promise<void> {
  const key = await issueEmailKey(ctx, 'email_verification_keys', user.id, VERIFICATION_KEY_TTL_MS);
  await ctx.mailer.send(verificationEmail(user.email, ctx.config.publicUrl, key));
  await ctx.db
    .insertInto('user_sessions')
    .values({ user_id: user.id, verification_email_sent: true, kit_id: null, updated_at: ctx.config.now() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ verification_email_sent: true, updated_at: ctx.config.now() }))
    .execute();
}
