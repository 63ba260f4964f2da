import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { createPartnerSsoSandbox, type PartnerSsoAdapter } from '../vendors/more-active-sso-sandbox.js';

// spec 001 §3 more_active_sso_login, §7 "Get single sign-on login" → sso_login. (Members' own
// single sign-on through their organisation's identity provider: routes/saml.ts.)

/** The partner adapter; the sandbox is the default, so everything works offline. */
export function partnerSso(ctx: AppContext): PartnerSsoAdapter {
  return createPartnerSsoSandbox(ctx.config.secret, ctx.config.publicUrl);
}

export const ssoHandlers: SomeHandlers<'moreActiveSso'> = {
  /** completed_profile: the member has set both preferences of /client/profile (sleep and water goals). */
  async moreActiveSso({ user, ctx }) {
    const member = await ctx.db.selectFrom('users').select(['id', 'email', 'profile']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const link = partnerSso(ctx).loginLink(member, ctx.config.now());
    const completed = member.profile?.sleep_goal != null && member.profile?.water_intake != null;
    return { sso_login: { url: link.url, expires_at: link.expires_at.toISOString(), completed_profile: completed } };
  },
};
