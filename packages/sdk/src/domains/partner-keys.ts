// Partner authentication. Admin side: an organisation's partner API keys (list, create —
// the answer holds the key itself, once —, revoke). Partner side: `exchangePartnerKey`, for the
// partner's own server (Node 18+ or any runtime with fetch), never for a page — a partner key in a
// browser would let any visitor sign in as any member.
import {
  partnerKeysRoutes,
  PARTNER_KEY_HEADER,
  type ApiErrorCode,
  type PartnerKeyCreateResponse,
  type PartnerKeyResponse,
  type PartnerKeysResponse,
  type PartnerMemberTokenResponse,
} from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';
import { HealthDeckError } from '../transport/errors.js';

export const partnerKeysKeys = {
  all: ['admin', 'partner-keys'] as const,
  organization: (organizationId: string) => ['admin', 'partner-keys', organizationId] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, partnerKeysRoutes);
const changed = (hd: HealthDeck, organizationId: string) => hd.queryClient.invalidateQueries({ queryKey: partnerKeysKeys.organization(organizationId) });

/** The organisation's keys, newest first: prefix, label, created, last used, revoked (never the key). */
export function fetchPartnerKeys(hd: HealthDeck, organizationId: string, signal?: AbortSignal): Promise<PartnerKeysResponse> {
  return call(hd)('adminPartnerKeys', { params: { id: organizationId }, signal });
}

/** A new key; `secret` is the key itself, answered this once (only its hash is stored). */
export async function createPartnerKey(hd: HealthDeck, organizationId: string, label: string): Promise<PartnerKeyCreateResponse> {
  const created = await call(hd)('adminPartnerKeyCreate', { params: { id: organizationId }, body: { label } });
  await changed(hd, organizationId);
  return created;
}

/** Exchanges with the key fail from now on; sessions it minted stop refreshing. */
export async function revokePartnerKey(hd: HealthDeck, organizationId: string, keyId: string): Promise<PartnerKeyResponse> {
  const revoked = await call(hd)('adminPartnerKeyRevoke', { params: { id: organizationId, keyId } });
  await changed(hd, organizationId);
  return revoked;
}

/** Every write above re-reads the organisation's list. */
export const partnerKeysQuery = (hd: HealthDeck, organizationId: string) => ({
  queryKey: partnerKeysKeys.organization(organizationId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPartnerKeys(hd, organizationId, signal),
});

/** The exchange was refused: the server's error code (PARTNER_KEY_INVALID, PARTNER_KEY_REVOKED, MEMBER_NOT_IN_ORGANIZATION, ORIGIN_NOT_ALLOWED, RATE_LIMITED…) and message. */
export class PartnerTokenRefused extends HealthDeckError {
  readonly errorCode: ApiErrorCode | null;
  constructor(message: string, status: number, errorCode: ApiErrorCode | null) {
    super(message, status);
    this.errorCode = errorCode;
  }
}

export interface PartnerKeyExchange {
  /** The HealthDeck server, e.g. https://health.example.com */
  baseUrl: string;
  /** The organisation's partner API key (hdpk_…), kept on the partner's server. */
  partnerKey: string;
  /** The member's email; they must belong to the key's organisation. */
  email: string;
  fetch?: typeof fetch;
}

/**
 * Server to server: the partner's key and a member's email for a short-lived member session. Hand
 * `tokens` to the member's page: `HealthDeck.useTokens(tokens)`.
 */
export async function exchangePartnerKey({ baseUrl, partnerKey, email, fetch: fetchFn = fetch }: PartnerKeyExchange): Promise<PartnerMemberTokenResponse> {
  const row = partnerKeysRoutes.partnerMemberToken;
  const res = await fetchFn(`${baseUrl.replace(/\/+$/, '')}${row.path}`, {
    method: row.method,
    headers: { accept: 'application/json', 'content-type': 'application/json', [PARTNER_KEY_HEADER]: partnerKey },
    body: JSON.stringify({ email }),
  });
  const body = (await res.json().catch(() => null)) as (Partial<PartnerMemberTokenResponse> & { message?: unknown; error_code?: unknown }) | null;
  if (res.status === row.successStatus && body?.tokens) return body as PartnerMemberTokenResponse;
  const message = typeof body?.message === 'string' && body.message ? body.message : `Failed to ${row.operation}`;
  throw new PartnerTokenRefused(message, res.status, typeof body?.error_code === 'string' ? (body.error_code as ApiErrorCode) : null);
}
