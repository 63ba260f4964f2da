import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { subKey } from '../auth/hashing.js';
import type { SamlIdentityProvider } from './saml-idp.js';

/** The audience (our service provider entity id) every sandbox assertion is issued for. */
export const SANDBOX_SAML_AUDIENCE = 'urn:healthdeck:sp';
export const SANDBOX_SAML_ISSUER = 'urn:healthdeck:sandbox-idp';
/** How long an issued response is accepted (a real IdP's NotOnOrAfter is usually a few minutes). */
export const SANDBOX_SAML_TTL_MS = 5 * 60_000;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const unescapeXml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

export interface SamlIdpSandbox extends SamlIdentityProvider {
  /** What the sandbox IdP posts back after the member signs in there: a base64 SAMLResponse. */
  issue(email: string, now: Date, ttlMs?: number): string;
}

/**
 * A simulator of a SAML identity provider. It issues responses shaped like a real IdP's (Response,
 * Assertion, Issuer, NameID, Conditions with NotBefore/NotOnOrAfter, AudienceRestriction) and
 * signs the assertion; a real IdP signs with XML-DSig and an X.509 key, the sandbox with an
 * HMAC-SHA256 keyed from the server secret, so only this server's sandbox can mint them.
 */
export function createSamlIdpSandbox(secret: string): SamlIdpSandbox {
  const key = subKey(secret, 'saml-idp-sandbox');
  const sign = (assertion: string) => createHmac('sha256', key).update(assertion).digest('base64');

  return {
    name: 'sandbox',
    issue(email, now, ttlMs = SANDBOX_SAML_TTL_MS) {
      const notBefore = new Date(now.getTime() - 30_000).toISOString();
      const notOnOrAfter = new Date(now.getTime() + ttlMs).toISOString();
      const assertion =
        `<saml:Assertion ID="_${randomUUID()}" IssueInstant="${now.toISOString()}" Version="2.0">` +
        `<saml:Issuer>${SANDBOX_SAML_ISSUER}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(email)}</saml:NameID></saml:Subject>` +
        `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
        `<saml:AudienceRestriction><saml:Audience>${SANDBOX_SAML_AUDIENCE}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `</saml:Assertion>`;
      const xml =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        assertion +
        `<SignatureValue>${sign(assertion)}</SignatureValue></samlp:Response>`;
      return Buffer.from(xml, 'utf8').toString('base64');
    },

    async verify(samlResponse, now) {
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
      const assertion = /<saml:Assertion [^>]*>[\s\S]*?<\/saml:Assertion>/.exec(xml)?.[0];
      const signature = /<SignatureValue>([A-Za-z0-9+/=]+)<\/SignatureValue>/.exec(xml)?.[1];
      if (!assertion || !signature) return null;
      const expected = Buffer.from(sign(assertion));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (!xml.includes('urn:oasis:names:tc:SAML:2.0:status:Success')) return null;
      if (!assertion.includes(`<saml:Issuer>${SANDBOX_SAML_ISSUER}</saml:Issuer>`)) return null;
      if (!assertion.includes(`<saml:Audience>${SANDBOX_SAML_AUDIENCE}</saml:Audience>`)) return null;
      const conditions = /<saml:Conditions NotBefore="([^"]+)" NotOnOrAfter="([^"]+)">/.exec(assertion);
      if (!conditions) return null;
      const t = now.getTime();
      if (t < Date.parse(conditions[1]) || t >= Date.parse(conditions[2])) return null;
      const email = /<saml:NameID [^>]*>([^<]+)<\/saml:NameID>/.exec(assertion)?.[1];
      return email ? { email: unescapeXml(email).trim().toLowerCase() } : null;
    },
  };
}
