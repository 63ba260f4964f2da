import type { FastifyInstance } from 'fastify';
import { cancelAccountDeletion } from '../domain/account-deletion/account-deletion.js';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { newSession } from '../auth/refresh-tokens.js';
import { audit, auditInsert } from '../audit.js';
import { newSignInChallenge } from '../domain/second-factor/sign-in-challenge.js';
import { readSamlConfig, SAML_PATHS, samlConfigForEmail, samlConfigOf, saveSamlConfig, serviceProviderOf } from '../domain/saml/saml-config.js';
import { acceptSamlResponse, SamlResponseRefused, samlMetadataXml, samlSignInUrl } from '../domain/saml/service-provider.js';
import { issueSamlTicket, redeemSamlTicket, samlAccountFor } from '../domain/saml/saml-sign-in.js';

// SAML 2.0 single sign-on per organisation (docs/decisions/0095-saml-single-sign-on.md); spec 000 §6
// "a single-sign-on login call exists for members", §7.3 POST login-saml (§8: only INVALID_CREDENTIALS).

/** A sign-in through SAML proves what the identity provider checked; it is not a second factor here (RFC 8176 has no value for it). */
const SAML_SIGN_IN = ['saml'];

export const samlHandlers: SomeHandlers<'loginSaml' | 'samlDiscovery' | 'adminSamlConfig' | 'adminSamlConfigSave'> = {
  /**
   * The one-time ticket the ACS gave for a checked sign-in becomes the session; an account with a
   * second factor answers its challenge first, as with a password (staff tools need it).
   */
  async loginSaml({ body, ctx, request, reply }) {
    const now = ctx.config.now();
    const redeemed = await redeemSamlTicket(ctx.db, body.ticket, now);
    if (!redeemed) {
      await audit(ctx.db, 'login.saml.failed', { ip: request.ip, detail: { reason: 'ticket unknown, spent or expired' } });
      return { data: null, error_code: 'INVALID_CREDENTIALS' };
    }
    const { userId } = redeemed;
    const account = await ctx.db
      .selectFrom('users')
      .select(['email'])
      .select((eb) => eb.exists(eb.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null)).as('totp'))
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (account.totp) {
      const challenge = newSignInChallenge(ctx, userId, 'saml');
      await ctx.db
        .with('audited', () => auditInsert(ctx.db, 'login.saml.succeeded', { userId, ip: request.ip, detail: { organization_id: redeemed.organizationId, second_factor: 'asked' } }))
        .insertInto('second_factor_challenges')
        .values(challenge.row)
        .execute();
      return { data: null, error_code: null, secondFactor: { challenge: challenge.token } };
    }
    const session = newSession(ctx, userId, { amr: SAML_SIGN_IN, userAgent: request.headers['user-agent'] });
    await ctx.db
      .with('audited', () => auditInsert(ctx.db, 'login.saml.succeeded', { userId, ip: request.ip, detail: { organization_id: redeemed.organizationId } }))
      .with('session', () => ctx.db.insertInto('sessions').values(session.sessionRow))
      .insertInto('refresh_tokens')
      .values(session.refreshTokenRow)
      .execute();
    // This browser has signed in to the account: its password attempts are counted on their own (auth/device-cookie.ts).
    ctx.devices.remember(request, reply, account.email, null);
    const cancelled = await cancelAccountDeletion(ctx.db, userId, request.ip);
    return { data: await session.tokens(), error_code: null, ...(cancelled ? { deletionCancelled: true as const } : {}) };
  },

  async samlDiscovery({ query, ctx }) {
    const found = await samlConfigForEmail(ctx.db, query.email);
    if (!found) return { organization: null };
    return { organization: { name: found.name, login_url: serviceProviderOf(ctx.config.publicUrl, found.config.organization_id).login_url } };
  },

  adminSamlConfig: async ({ params, ctx }) => samlConfigOf(ctx.db, ctx.config.publicUrl, params.id),

  async adminSamlConfigSave({ params, body, ctx, user, request }) {
    const saved = await saveSamlConfig(ctx.db, ctx.config.publicUrl, params.id, body, ctx.config.now());
    await audit(ctx.db, 'saml_config.saved', { actorId: user.id, ip: request.ip, detail: { organization_id: params.id, enabled: body.enabled } });
    return saved;
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The largest SAMLResponse accepted (a signed response with attributes is a few kilobytes). */
const SAML_RESPONSE_MAX_BYTES = 256 * 1024;

/**
 * The protocol's endpoints: browser navigations (the redirect to the identity provider, the form
 * its page posts back) and XML (our metadata), outside /api: they are not calls of the contract,
 * and the ACS is posted from the identity provider's origin as a navigation, which the API's CORS
 * rules would refuse. Failures go back to the sign-in page, which says that single sign-on did not work.
 */
export async function registerSamlEndpoints(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const signInPage = (outcome: string) => `${config.publicUrl}/sign-in?sso=${outcome}`;
  const now = () => config.now();

  await app.register(async (scope) => {
    // The HTTP-POST binding's form; only these routes read form bodies.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SAML_RESPONSE_MAX_BYTES }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Params: { id: string } }>(SAML_PATHS.login, async (request, reply) => {
      const settings = UUID.test(request.params.id) ? await readSamlConfig(db, request.params.id) : undefined;
      if (!settings?.enabled) return reply.header('cache-control', 'no-store').redirect(signInPage('unavailable'), 303);
      return reply.header('cache-control', 'no-store').redirect(await samlSignInUrl(db, config.publicUrl, settings, now), 302);
    });

    scope.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(SAML_PATHS.acs, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const organizationId = request.params.id;
      const settings = UUID.test(organizationId) ? await readSamlConfig(db, organizationId) : undefined;
      const samlResponse = request.body?.SAMLResponse;
      const refuse = async (reason: string, outcome = 'failed') => {
        await audit(db, 'login.saml.failed', { ip: request.ip, detail: { organization_id: settings?.organization_id ?? null, reason } });
        return reply.redirect(signInPage(outcome), 303);
      };
      if (!settings?.enabled) return refuse('single sign-on is not enabled for this organisation');
      if (typeof samlResponse !== 'string' || samlResponse === '') return refuse('no SAMLResponse');
      let email: string;
      try {
        ({ email } = await acceptSamlResponse(db, config.publicUrl, settings, samlResponse, now));
      } catch (error) {
        if (error instanceof SamlResponseRefused) return refuse(error.message);
        throw error;
      }
      const account = await samlAccountFor(db, settings, email, config.now());
      if (!account.ok) return refuse(`${email}: ${account.reason}`, 'no-account');
      const ticket = await issueSamlTicket(db, account.userId, settings.organization_id, config.now());
      // In the fragment: never sent to a server, so no access log or Referer carries it.
      return reply.redirect(`${config.publicUrl}/sign-in/organisation#ticket=${encodeURIComponent(ticket)}`, 303);
    });

    scope.get<{ Params: { id: string } }>(SAML_PATHS.metadata, async (request, reply) => {
      const id = request.params.id;
      const exists = UUID.test(id) && (await db.selectFrom('class_records').select('id').where('classkey', '=', 'organizations').where('id', '=', id).executeTakeFirst());
      if (!exists) return reply.code(404).type('text/plain').send('Not found');
      return reply.type('application/samlmetadata+xml').header('content-disposition', 'attachment; filename="healthdeck-saml-metadata.xml"').send(samlMetadataXml(config.publicUrl, id));
    });
  });
}
