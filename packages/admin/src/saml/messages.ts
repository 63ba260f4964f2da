import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// An organisation's SAML single sign-on settings, in the six languages: English here, the others in ./translations.ts.

export interface SamlMessages {
  title: string;
  intro: string;
  loading: string;
  serviceProvider: string;
  serviceProviderIntro: string;
  entityId: string;
  acsUrl: string;
  metadataUrl: string;
  downloadMetadata: string;
  identityProvider: string;
  enabled: string;
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificate: string;
  idpCertificateHint: string;
  emailDomains: string;
  emailDomainsHint: string;
  createAccounts: string;
  createAccountsHint: string;
  save: string;
  saved: string;
  required: string;
  badUrl: string;
  badDomain: (domain: string) => string;
  zeroKnowledge: string;
}

const translations = () => import('./translations.js');

export const samlMessages: Catalogue<SamlMessages> = {
  en: {
    title: 'Single sign-on (SAML)',
    intro: "Members whose email is of the domains below sign in through your organisation's identity provider, from the sign-in page's 'Sign in with your organisation'.",
    loading: 'Loading the single sign-on settings',
    serviceProvider: 'For your identity provider',
    serviceProviderIntro: 'Copy these values into the identity provider, or give it the metadata.',
    entityId: 'Entity ID (audience)',
    acsUrl: 'Assertion consumer service URL (HTTP-POST)',
    metadataUrl: 'Metadata URL',
    downloadMetadata: 'Download metadata',
    identityProvider: 'Your identity provider',
    enabled: 'Turn on single sign-on for this organisation',
    idpEntityId: 'Identity provider entity ID',
    idpSsoUrl: 'Identity provider sign-on URL (HTTP-Redirect)',
    idpCertificate: 'Identity provider signing certificate',
    idpCertificateHint: 'The X.509 certificate in PEM form (-----BEGIN CERTIFICATE----- …). Assertions must be signed with its key.',
    emailDomains: 'Email domains',
    emailDomainsHint: 'Separated by commas, e.g. example.com, example.org',
    createAccounts: 'Create an account for a person of these domains who has none yet',
    createAccountsHint: 'Otherwise only members already in this organisation can sign in this way.',
    save: 'Save single sign-on settings',
    saved: 'The single sign-on settings are saved.',
    required: 'This field is required',
    badUrl: 'Enter the sign-on URL (https://…)',
    badDomain: (domain) => `${domain} is not a domain such as example.com`,
    zeroKnowledge:
      'Single sign-on proves who a member is, not the password that opens their encrypted records: after signing in this way, members enter their password once to open them. A member made by single sign-on sets a password (Forgot password) before their records can be encrypted.',
  },
  translations: lazyTranslations(translations),
};
