import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { randomToken, sha256 } from '../../auth/hashing.js';
import { createMemberWithoutCredential } from '../users/new-member.js';
import type { StoredSamlConfig } from './saml-config.js';

// From an accepted assertion to a member of the organisation, and the one-time ticket that carries
// the checked sign-in from the assertion consumer service to the portal
// (docs/decisions/0095-saml-single-sign-on.md).

type Db = Kysely<Database>;

/** Long enough for the browser to follow one redirect and load the portal; the ticket then goes. */
export const SAML_TICKET_TTL_MS = 2 * 60_000;

export type SamlAccount = { ok: true; userId: string; created: boolean } | { ok: false; reason: 'not-a-member' | 'no-account' };

/**
 * The asserted email's account, when it belongs to the organisation; else, when the organisation
 * lets its identity provider make accounts and the email is of one of its domains, a new member
 * (no password: its keys are made when the member sets one). An identity provider never signs in
 * an account of another organisation, nor one outside the organisation.
 */
export async function samlAccountFor(db: Db, config: StoredSamlConfig, email: string, now: Date): Promise<SamlAccount> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (user) {
    const member = await db
      .selectFrom('links')
      .select('b_id')
      .where('kind', '=', 'organization_user')
      .where('a_id', '=', config.organization_id)
      .where('b_id', '=', user.id)
      .executeTakeFirst();
    return member ? { ok: true, userId: user.id, created: false } : { ok: false, reason: 'not-a-member' };
  }
  const domain = email.split('@')[1] ?? '';
  if (!config.create_accounts || !config.email_domains.includes(domain)) return { ok: false, reason: 'no-account' };
  const userId = await db.transaction().execute(async (trx) => {
    // A concurrent first sign-in of the same email made it meanwhile: that account is this one.
    const again = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return again?.id ?? createMemberWithoutCredential(trx, email, config.organization_id, '!saml', now);
  });
  return { ok: true, userId, created: true };
}

/** A one-time ticket for the member's sign-in (only its hash is stored). */
export async function issueSamlTicket(db: Db, userId: string, organizationId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .with('expired', (q) => q.deleteFrom('saml_sign_in_tickets').where('expires_at', '<=', now))
    .insertInto('saml_sign_in_tickets')
    .values({ token_hash: sha256(token), user_id: userId, organization_id: organizationId, expires_at: new Date(now.getTime() + SAML_TICKET_TTL_MS) })
    .execute();
  return token;
}

/** Spends a ticket: the member it signs in, or null when it is unknown, spent or expired. */
export async function redeemSamlTicket(db: Db, ticket: string, now: Date): Promise<{ userId: string; organizationId: string } | null> {
  const row = await db.deleteFrom('saml_sign_in_tickets').where('token_hash', '=', sha256(ticket)).returning(['user_id', 'organization_id', 'expires_at']).executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  return { userId: row.user_id, organizationId: row.organization_id };
}
