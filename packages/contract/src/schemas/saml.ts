import { z } from 'zod';
import { Email } from './common.js';
import { DeletionCancelled, SessionTokens } from './auth.js';

// SAML 2.0 single sign-on per organisation (docs/decisions/0095-saml-single-sign-on.md); spec 000
// §6 "a single-sign-on login call exists for members", §7.3 POST login-saml (response data,
// error_code), §8 (single sign-on answers only INVALID_CREDENTIALS).

const Uuid = (what: string) => z.string().uuid(`The ${what} must be a UUID`);
export const SamlOrganizationParams = z.object({ id: Uuid('organization id') });
export type SamlOrganizationParams = z.infer<typeof SamlOrganizationParams>;

/** A domain name as the part of an email after the @ (lower case, at least one dot). */
export const EmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com');

/** What the organisation's identity provider administrator needs from us: copied into the IdP's settings. */
export const SamlServiceProvider = z.object({ entity_id: z.string(), acs_url: z.string(), metadata_url: z.string(), login_url: z.string() });
export type SamlServiceProvider = z.infer<typeof SamlServiceProvider>;

export const SamlConfigSaveRequest = z.object({
  enabled: z.boolean(),
  idp_entity_id: z.string().trim().min(1, 'Enter the identity provider entity id').max(1024),
  idp_sso_url: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'Enter the sign-on URL (https://…)'),
  /** The identity provider's signing certificate, PEM (the server checks it is an X.509 certificate). */
  idp_certificate: z.string().trim().min(1, 'Paste the signing certificate').max(20_000),
  email_domains: z.array(EmailDomain).min(1, 'Enter at least one email domain').max(50),
  /** An asserted email with no account yet makes one in the organisation (else only existing members sign in). */
  create_accounts: z.boolean(),
});
export type SamlConfigSaveRequest = z.infer<typeof SamlConfigSaveRequest>;

/** The settings as stored (empty until saved: the save request's rules are not the answer's). */
export const SamlConfig = z.object({
  enabled: z.boolean(),
  idp_entity_id: z.string(),
  idp_sso_url: z.string(),
  idp_certificate: z.string(),
  email_domains: z.array(z.string()),
  create_accounts: z.boolean(),
  organization_id: z.string(),
  /** Whether a configuration was saved at all (the fields are empty until then). */
  saved: z.boolean(),
  updated_at: z.string().nullable(),
  service_provider: SamlServiceProvider,
});
export type SamlConfig = z.infer<typeof SamlConfig>;

export const SamlDiscoveryQuery = z.object({ email: Email });
export type SamlDiscoveryQuery = z.infer<typeof SamlDiscoveryQuery>;
/** The organisation that signs this email's domain in, and where the browser goes to start; null when none does. */
export const SamlDiscoveryResponse = z.object({ organization: z.object({ name: z.string(), login_url: z.string() }).nullable() });
export type SamlDiscoveryResponse = z.infer<typeof SamlDiscoveryResponse>;

/**
 * spec 000 §7.3 POST login-saml. The identity provider's response is checked where it is posted (the
 * assertion consumer service); the browser lands on the portal with a one-time ticket for that
 * checked sign-in, which this call exchanges for the session.
 */
export const LoginSamlRequest = z.object({ ticket: z.string().trim().min(1, 'ticket is required').max(200) });
export type LoginSamlRequest = z.infer<typeof LoginSamlRequest>;
export const LoginSamlResponse = z.object({
  data: SessionTokens.nullable(),
  error_code: z.enum(['INVALID_CREDENTIALS']).nullable(),
  /** The account has a second factor: data is null until the challenge is answered (secondFactorSignIn). */
  secondFactor: z.object({ challenge: z.string() }).optional(),
  /** This sign-in cancelled the account's pending deletion (docs/decisions/0104-account-deletion.md). */
  deletionCancelled: DeletionCancelled,
});
export type LoginSamlResponse = z.infer<typeof LoginSamlResponse>;
