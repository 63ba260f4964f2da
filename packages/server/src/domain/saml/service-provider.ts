import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { serviceProviderOf, type StoredSamlConfig } from './saml-config.js';

// The SAML 2.0 service provider of one organisation, on @node-saml/node-saml
// (docs/decisions/0095-saml-single-sign-on.md): SP-initiated sign-in over the HTTP-Redirect binding,
// responses over HTTP-POST. A response is accepted only when its assertion is signed by the
// organisation's identity provider certificate, is issued by its entity id, names our entity id as
// audience, is inside its NotBefore/NotOnOrAfter window, answers a request this server sent
// (InResponseTo) and was never accepted before.

type Db = Kysely<Database>;

/** How long the identity provider has to answer a request (a person signs in there meanwhile). */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
/** Clock difference tolerated between the identity provider and us. */
export const SAML_CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * The requests this server sent, in PostgreSQL (any server process may receive the answer:
 * docs/decisions/0056-scale-out-state-in-postgresql.md), scoped to the organisation, so a response
 * to another organisation's request is refused too. Expired rows go with each new request.
 */
function requestStore(db: Db, organizationId: string, now: () => Date): CacheProvider {
  return {
    async saveAsync(key, value) {
      const at = now();
      await db
        .with('expired', (q) => q.deleteFrom('saml_requests').where('expires_at', '<=', at))
        .insertInto('saml_requests')
        .values({ id: key, organization_id: organizationId, expires_at: new Date(at.getTime() + SAML_REQUEST_TTL_MS) })
        .execute();
      return { value, createdAt: at.getTime() };
    },
    async getAsync(key) {
      const row = await db.selectFrom('saml_requests').select('id').where('id', '=', key).where('organization_id', '=', organizationId).where('expires_at', '>', now()).executeTakeFirst();
      // node-saml compares this with the request's age; the row's own expiry already decided.
      return row ? now().toISOString() : null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      const row = await db.deleteFrom('saml_requests').where('id', '=', key).where('organization_id', '=', organizationId).returning('id').executeTakeFirst();
      return row ? key : null;
    },
  };
}

function serviceProvider(db: Db, publicUrl: string, config: StoredSamlConfig, now: () => Date): SAML {
  const sp = serviceProviderOf(publicUrl, config.organization_id);
  return new SAML({
    issuer: sp.entity_id,
    callbackUrl: sp.acs_url,
    audience: sp.entity_id,
    entryPoint: config.idp_sso_url,
    idpCert: config.idp_certificate,
    idpIssuer: config.idp_entity_id,
    identifierFormat: EMAIL_FORMAT,
    // The identity provider decides how its people prove who they are (its own second factor included).
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: requestStore(db, config.organization_id, now),
  });
}

/** Where the browser goes to sign in at the organisation's identity provider (an AuthnRequest, its id remembered). */
export async function samlSignInUrl(db: Db, publicUrl: string, config: StoredSamlConfig, now: () => Date): Promise<string> {
  return serviceProvider(db, publicUrl, config, now).getAuthorizeUrlAsync('', undefined, {});
}

/** Our service provider's metadata (what the identity provider's administrator imports). */
export function samlMetadataXml(publicUrl: string, organizationId: string): string {
  const sp = serviceProviderOf(publicUrl, organizationId);
  // The metadata names only our entity id, ACS URL, NameID format and that assertions must be signed.
  const provider = new SAML({ issuer: sp.entity_id, callbackUrl: sp.acs_url, idpCert: 'unused', identifierFormat: EMAIL_FORMAT, wantAssertionsSigned: true });
  return provider.generateServiceProviderMetadata(null, null);
}

/** Why a response was refused, for the audit log (the browser is told only that it did not work). */
export class SamlResponseRefused extends Error {}

export interface AcceptedAssertion {
  /** The asserted email (the email attribute, else an email-format NameID), lower case. */
  email: string;
  nameId: string;
  assertionId: string;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function assertedEmail(profile: Profile): string | null {
  const candidates = [text(profile.email), text(profile.mail), profile.nameIDFormat === EMAIL_FORMAT || EMAIL.test(profile.nameID ?? '') ? profile.nameID : null];
  for (const candidate of candidates) {
    const email = candidate?.trim().toLowerCase();
    if (email && EMAIL.test(email)) return email;
  }
  return null;
}

/**
 * Checks a base64 SAMLResponse posted to the organisation's ACS and remembers its assertion's id
 * until the assertion expires; the asserted identity, or SamlResponseRefused saying why.
 */
export async function acceptSamlResponse(db: Db, publicUrl: string, config: StoredSamlConfig, samlResponse: string, now: () => Date): Promise<AcceptedAssertion> {
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProvider(db, publicUrl, config, now).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new SamlResponseRefused(error instanceof Error ? error.message : String(error));
  }
  if (!profile) throw new SamlResponseRefused('no assertion');
  // node-saml checks the Response's issuer only for logout messages: the assertion's is checked here.
  if (profile.issuer !== config.idp_entity_id) throw new SamlResponseRefused(`assertion issuer ${profile.issuer} is not ${config.idp_entity_id}`);
  const assertion = (profile.getAssertion?.() as { Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] } } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  const notOnOrAfter = Date.parse(assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
  if (!assertionId) throw new SamlResponseRefused('the assertion has no ID');
  // Without an end, an assertion would have to be remembered for ever to refuse its replay.
  if (!Number.isFinite(notOnOrAfter)) throw new SamlResponseRefused('the assertion has no Conditions NotOnOrAfter');
  const email = assertedEmail(profile);
  if (!email) throw new SamlResponseRefused('the assertion names no email');
  const at = now();
  // One statement: expired ids go, and this id goes in unless it is there (a concurrent replay loses the race).
  const fresh = await db
    .with('expired', (q) => q.deleteFrom('saml_assertions_seen').where('expires_at', '<=', at))
    .insertInto('saml_assertions_seen')
    .values({ organization_id: config.organization_id, assertion_id: assertionId, expires_at: new Date(notOnOrAfter + SAML_CLOCK_SKEW_MS) })
    .onConflict((oc) => oc.columns(['organization_id', 'assertion_id']).doNothing())
    .returning('assertion_id')
    .executeTakeFirst();
  if (!fresh) throw new SamlResponseRefused(`assertion ${assertionId} was already used`);
  return { email, nameId: profile.nameID, assertionId };
}
