import { z } from 'zod';
import { SessionTokens } from './auth.js';

// Partner authentication: an organisation's partner API keys (admin-managed, hashed at
// rest, revocable) and the server-to-server exchange of a key plus a member's email for a
// short-lived member session (what the embed's HealthDeck.useTokens takes). Origins are the
// organisation's allowed_origins (class organizations), not a list of their own.

const Uuid = (what: string) => z.string().uuid(`The ${what} must be a UUID`);

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const PARTNER_KEY_PREFIX = 'hdpk_';
/** How much of a key the admin list shows: the prefix and the first characters of the random part. */
export const PARTNER_KEY_SHOWN_LENGTH = PARTNER_KEY_PREFIX.length + 8;
export const PARTNER_KEY_LABEL_MAX = 100;

/** A key as the admin list shows it: never the key itself, only its first characters. */
export const PartnerKey = z.object({
  id: z.string(),
  organization_id: z.string(),
  label: z.string(),
  /** The first characters of the key (`hdpk_` and 8 more), to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** The last successful exchange with this key; null when never used. */
  last_used_at: z.string().nullable(),
  /** When an admin revoked it; null while it works. */
  revoked_at: z.string().nullable(),
});
export type PartnerKey = z.infer<typeof PartnerKey>;

export const OrganizationIdParams = z.object({ id: Uuid('organization id') });
export type OrganizationIdParams = z.infer<typeof OrganizationIdParams>;
export const PartnerKeyParams = z.object({ id: Uuid('organization id'), keyId: Uuid('key id') });
export type PartnerKeyParams = z.infer<typeof PartnerKeyParams>;

export const PartnerKeysResponse = z.object({ keys: z.array(PartnerKey) });
export type PartnerKeysResponse = z.infer<typeof PartnerKeysResponse>;

export const PartnerKeyCreateRequest = z.object({
  label: z.string({ error: 'A label is required' }).trim().min(1, 'A label is required').max(PARTNER_KEY_LABEL_MAX, `The label must be at most ${PARTNER_KEY_LABEL_MAX} characters`),
});
export type PartnerKeyCreateRequest = z.infer<typeof PartnerKeyCreateRequest>;

/** The new key in full, answered once: only its hash is stored, so it cannot be shown again. */
export const PartnerKeyCreateResponse = z.object({ key: PartnerKey, secret: z.string() });
export type PartnerKeyCreateResponse = z.infer<typeof PartnerKeyCreateResponse>;

export const PartnerKeyResponse = z.object({ key: PartnerKey });
export type PartnerKeyResponse = z.infer<typeof PartnerKeyResponse>;

/** The member the partner's server asks a session for: their email, a member of the key's organisation. */
export const PartnerMemberTokenRequest = z.object({
  email: z.string({ error: 'The member email is required' }).trim().toLowerCase().email('The member email must be an email address').max(320),
});
export type PartnerMemberTokenRequest = z.infer<typeof PartnerMemberTokenRequest>;

/**
 * `tokens` goes to the member's page as is: `HealthDeck.useTokens(tokens)`. The access token lives
 * `expires_in` seconds (the server's access-token lifetime); the refresh token renews it until
 * tokens.refreshExpires at most (the partner session's end), then the page asks its server again.
 */
export const PartnerMemberTokenResponse = z.object({
  tokens: SessionTokens,
  expires_in: z.number().int(),
  user_id: z.string(),
});
export type PartnerMemberTokenResponse = z.infer<typeof PartnerMemberTokenResponse>;
