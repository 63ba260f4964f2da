import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { createPartnerSsoSandbox, partnerSsoSandboxPage, type PartnerSsoAdapter } from '../vendors/more-active-sso-sandbox.js';

// spec 001 §3 more_active_sso_login, §7 "Get single sign-on login" → sso_login. (Members' own
// single sign-on through their organisation's identity provider: routes/saml.ts.)

/**
 * The partner adapter; the sandbox is the default, so everything works offline. Its page is served
 * by this server, so its links name the address the member reached it by (`origin`): the portal
 * frames it as 'self' whether that is PUBLIC_URL or another name of the same host.
 */
export function partnerSso(ctx: AppContext, origin: string = ctx.config.publicUrl): PartnerSsoAdapter {
  return createPartnerSsoSandbox(ctx.config.secret, origin);
}

/**
 * The sandbox partner's sign-on page, on this origin (the portal's frame-src 'self' allows it; the
 * 'sandbox' response kind lets this origin frame it). A real partner serves its own.
 */
export function registerPartnerSsoSandbox(app: FastifyInstance, ctx: AppContext): void {
  const sandbox = createPartnerSsoSandbox(ctx.config.secret, ctx.config.publicUrl);
  app.get<{ Querystring: { token?: string } }>('/sandbox/more-active/sso', async (request, reply) => {
    const page = partnerSsoSandboxPage(sandbox, typeof request.query.token === 'string' ? request.query.token : undefined, ctx.config.now());
    return reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
  });
}

export const ssoHandlers: SomeHandlers<'moreActiveSso'> = {
  /** completed_profile: the member has set both preferences of /client/profile (sleep and water goals). */
  async moreActiveSso({ user, ctx, request }) {
    const member = await ctx.db.selectFrom('users').select(['id', 'email', 'profile']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const link = partnerSso(ctx, `${request.protocol}://${request.host}`).loginLink(member, ctx.config.now());
    const completed = member.profile?.sleep_goal != null && member.profile?.water_intake != null;
    return { sso_login: { url: link.url, expires_at: link.expires_at.toISOString(), completed_profile: completed } };
  },
};
