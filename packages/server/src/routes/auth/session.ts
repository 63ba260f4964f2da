import type { RouteHandler } from '../types.js';

/** spec 000 §7.3 POST /api/auth/session (204): keeps the session extras (kit_id, verificationEmailSent, renderedMoreActiveIframe). */
export const sessionSave: RouteHandler<'sessionSave'> = async ({ body, user, ctx }) => {
  const now = ctx.config.now();
  const changes = {
    ...(body.kit_id !== undefined ? { kit_id: body.kit_id } : {}),
    ...(body.verificationEmailSent !== undefined ? { verification_email_sent: body.verificationEmailSent } : {}),
    ...(body.renderedMoreActiveIframe !== undefined ? { rendered_more_active_iframe: body.renderedMoreActiveIframe } : {}),
    updated_at: now,
  };
  await ctx.db
    .insertInto('user_sessions')
    .values({
      user_id: user.id,
      kit_id: body.kit_id ?? null,
      verification_email_sent: body.verificationEmailSent ?? false,
      rendered_more_active_iframe: body.renderedMoreActiveIframe ?? false,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
  return null;
};
