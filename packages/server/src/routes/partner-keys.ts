import { randomBytes } from 'node:crypto';
import { PARTNER_KEY_HEADER, PARTNER_KEY_PREFIX, PARTNER_KEY_SHOWN_LENGTH, type PartnerKey } from '@healthdeck/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { PartnerApiKeysTable } from '../db/schema.js';
import { audit } from '../audit.js';
import { sha256 } from '../auth/hashing.js';
import { issueSession } from '../auth/refresh-tokens.js';
import { revokePartnerSessions } from '../auth/sessions.js';
import { ApiHttpError, notFound } from '../http/api-error.js';
import { isStaff } from '../domain/impersonation/impersonation.js';
import type { SomeHandlers } from './types.js';

// Partner authentication. An organisation's partner API keys are created, listed and
// revoked by an admin; the partner's server exchanges one, with a member's email, for a short-lived
// member session (POST /api/partner/member-token). Browser calls of the exchange are refused in
// http/cors.ts; its rate limits are in http/rate-limits.ts.

/** A partner session ends this long after the exchange, however often it is refreshed (ours: an hour's visit; the page asks its server again after). */
export const PARTNER_SESSION_MS = 3_600_000;

/** A new key: the recognisable prefix and 32 random bytes (256 bits), base64url. */
export function newPartnerKey(): string {
  return `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function toPartnerKey(row: Selectable<PartnerApiKeysTable>): PartnerKey {
  return {
    id: row.id,
    organization_id: row.organization_id,
    label: row.label,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

async function requireOrganization(ctx: AppContext, id: string): Promise<void> {
  const found = await ctx.db.selectFrom('class_records').select('id').where('classkey', '=', 'organizations').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound('Organization not found');
}

const invalidKey = () => new ApiHttpError(401, 'PARTNER_KEY_INVALID', `A valid partner API key is required in the ${PARTNER_KEY_HEADER} header`);
const notAMember = () => new ApiHttpError(403, 'MEMBER_NOT_IN_ORGANIZATION', "No member with this email belongs to the key's organization");

export const partnerKeyHandlers: SomeHandlers<'adminPartnerKeys' | 'adminPartnerKeyCreate' | 'adminPartnerKeyRevoke' | 'partnerMemberToken'> = {
  async adminPartnerKeys({ params, ctx }) {
    await requireOrganization(ctx, params.id);
    const rows = await ctx.db.selectFrom('partner_api_keys').selectAll().where('organization_id', '=', params.id).orderBy('created_at', 'desc').orderBy('id').execute();
    return { keys: rows.map(toPartnerKey) };
  },

  async adminPartnerKeyCreate({ params, body, user, ctx, request }) {
    await requireOrganization(ctx, params.id);
    const secret = newPartnerKey();
    const row = await ctx.db
      .insertInto('partner_api_keys')
      .values({
        organization_id: params.id,
        label: body.label,
        prefix: secret.slice(0, PARTNER_KEY_SHOWN_LENGTH),
        key_hash: sha256(secret),
        created_by: user.id,
        created_at: ctx.config.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(ctx.db, 'partner_key.created', { actorId: user.id, ip: request.ip, detail: { key_id: row.id, organization_id: params.id, prefix: row.prefix } });
    // The only time the key leaves the server: only its hash is kept.
    return { key: toPartnerKey(row), secret };
  },

  async adminPartnerKeyRevoke({ params, user, ctx, request }) {
    const now = ctx.config.now();
    const row = await ctx.db.transaction().execute(async (trx) => {
      const key = await trx.selectFrom('partner_api_keys').selectAll().where('id', '=', params.keyId).where('organization_id', '=', params.id).forUpdate().executeTakeFirst();
      if (!key) throw notFound('Partner API key not found');
      if (key.revoked_at) return key; // already revoked: answered as it is
      // The sessions it minted end: their refresh tokens stop rotating and their access tokens are refused.
      await revokePartnerSessions(trx, key.id, now);
      return trx.updateTable('partner_api_keys').set({ revoked_at: now }).where('id', '=', key.id).returningAll().executeTakeFirstOrThrow();
    });
    await audit(ctx.db, 'partner_key.revoked', { actorId: user.id, ip: request.ip, detail: { key_id: row.id, organization_id: row.organization_id, prefix: row.prefix } });
    return { key: toPartnerKey(row) };
  },

  async partnerMemberToken({ body, ctx, request }) {
    const presented = request.headers[PARTNER_KEY_HEADER];
    if (typeof presented !== 'string' || !presented.startsWith(PARTNER_KEY_PREFIX)) throw invalidKey();
    const key = await ctx.db.selectFrom('partner_api_keys').selectAll().where('key_hash', '=', sha256(presented)).executeTakeFirst();
    if (!key) throw invalidKey();
    if (key.revoked_at) throw new ApiHttpError(401, 'PARTNER_KEY_REVOKED', `This partner API key (${key.prefix}…) was revoked; ask the organization's administrator for a new one`);

    const member = await ctx.db
      .selectFrom('users as u')
      .innerJoin('links as l', (join) => join.onRef('l.b_id', '=', 'u.id').on('l.kind', '=', 'organization_user').on('l.a_id', '=', key.organization_id))
      .select('u.id')
      .where('u.email', '=', body.email)
      .executeTakeFirst();
    // Staff are never signed in by a partner: a key must not become an admin session.
    if (!member || (await isStaff(ctx, member.id))) throw notAMember();

    const now = ctx.config.now();
    const tokens = await issueSession(ctx, member.id, { partner: { partnerKeyId: key.id, endsAt: new Date(now.getTime() + PARTNER_SESSION_MS) }, userAgent: request.headers['user-agent'] });
    await ctx.db.updateTable('partner_api_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
    await audit(ctx.db, 'partner_token.issued', { userId: member.id, actorId: null, ip: request.ip, detail: { key_id: key.id, organization_id: key.organization_id } });
    return { tokens, expires_in: ctx.config.accessTokenTtlSeconds, user_id: member.id };
  },
};
