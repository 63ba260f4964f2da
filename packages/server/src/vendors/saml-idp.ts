/**
 * A SAML 2.0 identity provider as the login-saml call sees it (spec 000 §6 "a single-sign-on login
 * call exists for members", §7.3 POST login-saml): it checks a base64 SAMLResponse (HTTP-POST
 * binding) and answers the asserted email, or null when the response is not valid now.
 */
export interface SamlIdentityProvider {
  readonly name: string;
  verify(samlResponse: string, now: Date): Promise<{ email: string } | null>;
}
