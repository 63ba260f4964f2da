import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { issueSession } from '../auth/refresh-tokens.js';
import { createSamlIdpSandbox } from '../vendors/saml-idp-sandbox.js';
import { createPartnerSsoSandbox, partnerSsoSandboxPage, type PartnerSsoAdapter } from '../vendors/more-active-sso-sandbox.js';
import type { SamlIdentityProvider } from '../vendors/saml-idp.js';

// spec 000 §6 single-sign-on login for members, §7.3 POST login-saml (§8: only INVALID_CREDENTIALS);
// spec 001 §3 more_active_sso_login, §7 "Get single sign-on login" → sso_login.

/** The identity provider and partner adapters; the sandboxes are the default, so everything works offline. */
const samlProviders = new Map<string, SamlIdentityProvider>();
export function samlProvider(ctx: AppContext): SamlIdentityProvider {
  let provider = samlProviders.get(ctx.config.secret);
  if (!provider) {
    provider = createSamlIdpSandbox(ctx.config.secret);
    samlProviders.set(ctx.config.secret, provider);
  }
  return provider;
}
export function partnerSso(ctx: AppContext): PartnerSsoAdapter {
  return createPartnerSsoSandbox(ctx.config.secret, ctx.config.publicUrl);
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

export const ssoHandlers: SomeHandlers<'loginSaml' | 'moreActiveSso'> = {
  async loginSaml({ body, ctx, request }) {
    const now = ctx.config.now();
    const asserted = await samlProvider(ctx).verify(body.SAMLResponse, now);
    const user = asserted ? await ctx.db.selectFrom('users').select('id').where('email', '=', asserted.email).executeTakeFirst() : undefined;
    await ctx.db
      .insertInto('audit_log')
      .values({
        event: user ? 'login.saml.succeeded' : 'login.saml.failed',
        user_id: user?.id ?? null,
        actor_id: user?.id ?? null,
        ip: request.ip,
        detail: JSON.stringify({ email: asserted?.email ?? null }),
        created_at: now,
      })
      .execute();
    if (!user) return { data: null, error_code: 'INVALID_CREDENTIALS' };
    return { data: await issueSession(ctx, user.id, { userAgent: request.headers['user-agent'] }), error_code: null };
  },

  /** completed_profile: the member has set both preferences of /client/profile (sleep and water goals). */
  async moreActiveSso({ user, ctx }) {
    const member = await ctx.db.selectFrom('users').select(['id', 'email', 'profile']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const link = partnerSso(ctx).loginLink(member, ctx.config.now());
    const completed = member.profile?.sleep_goal != null && member.profile?.water_intake != null;
    return { sso_login: { url: link.url, expires_at: link.expires_at.toISOString(), completed_profile: completed } };
  },
};
