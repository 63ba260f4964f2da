import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import { issueEmailKey, VERIFICATION_KEY_TTL_MS } from '../../auth/email-keys.js';
import { verificationEmail } from '../../email/templates.js';

/** Emails a verification link (on register, and when the member asks again). */
export async function sendVerification(ctx: AppContext, user: { id: string; email: string }): Promise<void> {
  const key = await issueEmailKey(ctx, 'email_verification_keys', user.id, VERIFICATION_KEY_TTL_MS);
  await ctx.mailer.send(verificationEmail(user.email, ctx.config.publicUrl, key));
}

/**
 * The session's verificationEmailSent flag (spec 000 §3.2; spec 001 §4 Email card: 'Verify my email'
 * becomes a disabled 'Resend verification email' after sending). It belongs to one signed-in
 * session: the member's own request sets it and the next sign-in clears it, so the email sent at
 * registration never leaves a new member unable to ask for another.
 */
export async function setVerificationEmailSent(ctx: AppContext, userId: string, sent: boolean): Promise<void> {
  await ctx.db
    .insertInto('user_sessions')
    .values({ user_id: userId, verification_email_sent: sent, kit_id: null, updated_at: ctx.config.now() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ verification_email_sent: sent, updated_at: ctx.config.now() }))
    .execute();
}

/**
 * setVerificationEmailSent(false), and the partner sign-on frame's flag cleared (spec 001 §3 Account
 * renderedMoreActiveIframe: the new session loads the frame again), for a caller that runs it with other writes in one statement
 * (sign-in), as two data-modifying CTEs: the session row is created if missing, and changed only
 * when the flag is set. An upsert would lock the member's row on every sign-in, so concurrent
 * sign-ins of one member would wait for each other's commit (the load benchmark's sign-in run).
 */
export function verificationEmailSentResets(db: Kysely<Database>, ctx: AppContext, userId: string) {
  return {
    create: db
      .insertInto('user_sessions')
      .values({ user_id: userId, verification_email_sent: false, kit_id: null, updated_at: ctx.config.now() })
      .onConflict((oc) => oc.column('user_id').doNothing()),
    clear: db
      .updateTable('user_sessions')
      .set({ verification_email_sent: false, rendered_more_active_iframe: false, updated_at: ctx.config.now() })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('verification_email_sent', '=', true), eb('rendered_more_active_iframe', '=', true)])),
  };
}
