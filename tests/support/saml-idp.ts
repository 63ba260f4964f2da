// A SAML 2.0 identity provider for tests: it reads the service provider's AuthnRequest (HTTP-Redirect
// binding) and answers with a Response whose assertion it signs with XML-DSig (RSA-SHA256, exclusive
// c14n) under a self-signed X.509 certificate of its own. It is built on other libraries than the
// product's service provider (xmlbuilder2 writes the XML, xml-crypto signs it, @peculiar/x509 makes
// the certificate), so a mistake the product's library shares with its own test double cannot hide.
// Each test can bend one thing (the audience, the validity window, InResponseTo, the signature) to
// show that the service provider refuses it.
import { randomUUID, webcrypto } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import * as x509 from '@peculiar/x509';
import { SignedXml } from 'xml-crypto';
import { convert, create } from 'xmlbuilder2';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/** An identity provider's signing identity: its certificate (what the organisation's administrator pastes) and private key. */
export interface IdpKeys {
  certificatePem: string;
  privateKeyPem: string;
}

const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END ${label}-----\n`;

/** A fresh RSA-2048 key and a self-signed certificate for it, valid from yesterday for a year. */
export async function makeIdpKeys(commonName = 'HealthDeck test identity provider'): Promise<IdpKeys> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const day = 86_400_000;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomUUID().replace(/-/g, '').slice(0, 16),
    name: `CN=${commonName}`,
    notBefore: new Date(Date.now() - day),
    notAfter: new Date(Date.now() + 365 * day),
    signingAlgorithm: algorithm,
    keys,
  });
  return { certificatePem: certificate.toString('pem'), privateKeyPem: pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)) };
}

/** What the service provider's AuthnRequest asked: its id (InResponseTo), its issuer and its ACS URL. */
export interface AuthnRequestSeen {
  id: string;
  issuer: string;
  acsUrl: string;
}

/** Reads a SAMLRequest of the HTTP-Redirect binding (base64 of raw DEFLATE). */
export function readAuthnRequest(samlRequest: string): AuthnRequestSeen {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const request = (convert(xml, { format: 'object' }) as Record<string, Record<string, unknown>>)['samlp:AuthnRequest'];
  if (!request) throw new Error(`not an AuthnRequest: ${xml}`);
  const issuer = request['saml:Issuer'];
  return {
    id: String(request['@ID']),
    acsUrl: String(request['@AssertionConsumerServiceURL']),
    issuer: typeof issuer === 'string' ? issuer : String((issuer as Record<string, unknown>)['#']),
  };
}

export interface ResponseOptions {
  /** The identity provider's entity id (Issuer of the response and the assertion). */
  issuer: string;
  /** The request answered (InResponseTo); the service provider's own values come from it. */
  request: AuthnRequestSeen;
  email: string;
  keys: IdpKeys;
  /** The audience named; the request's issuer (the service provider's entity id) unless told. */
  audience?: string;
  /** When the assertion was issued; now unless told. */
  issuedAt?: Date;
  /** How long from issuedAt the assertion may be used (NotOnOrAfter). */
  validForMs?: number;
  /** Overrides the request's id in InResponseTo. */
  inResponseTo?: string;
  /** false: the assertion goes unsigned. */
  sign?: boolean;
  assertionId?: string;
}

/** A signed SAML Response to the request, base64 as the HTTP-POST binding carries it. */
export function samlResponse(options: ResponseOptions): string {
  const issuedAt = options.issuedAt ?? new Date();
  const notBefore = new Date(issuedAt.getTime() - 30_000).toISOString();
  const notOnOrAfter = new Date(issuedAt.getTime() + (options.validForMs ?? 5 * 60_000)).toISOString();
  const inResponseTo = options.inResponseTo ?? options.request.id;
  const assertionId = options.assertionId ?? `_${randomUUID()}`;
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(PROTOCOL, 'samlp:Response', {
      'xmlns:saml': ASSERTION,
      ID: `_${randomUUID()}`,
      Version: '2.0',
      IssueInstant: issuedAt.toISOString(),
      Destination: options.request.acsUrl,
      InResponseTo: inResponseTo,
    })
    .ele(ASSERTION, 'saml:Issuer')
    .txt(options.issuer)
    .up()
    .ele(PROTOCOL, 'samlp:Status')
    .ele(PROTOCOL, 'samlp:StatusCode', { Value: 'urn:oasis:names:tc:SAML:2.0:status:Success' })
    .up()
    .up()
    .ele(ASSERTION, 'saml:Assertion', { ID: assertionId, Version: '2.0', IssueInstant: issuedAt.toISOString() })
    .ele(ASSERTION, 'saml:Issuer')
    .txt(options.issuer)
    .up()
    .ele(ASSERTION, 'saml:Subject')
    .ele(ASSERTION, 'saml:NameID', { Format: EMAIL_FORMAT })
    .txt(options.email)
    .up()
    .ele(ASSERTION, 'saml:SubjectConfirmation', { Method: BEARER })
    .ele(ASSERTION, 'saml:SubjectConfirmationData', { InResponseTo: inResponseTo, NotOnOrAfter: notOnOrAfter, Recipient: options.request.acsUrl })
    .up()
    .up()
    .up()
    .ele(ASSERTION, 'saml:Conditions', { NotBefore: notBefore, NotOnOrAfter: notOnOrAfter })
    .ele(ASSERTION, 'saml:AudienceRestriction')
    .ele(ASSERTION, 'saml:Audience')
    .txt(options.audience ?? options.request.issuer)
    .up()
    .up()
    .up()
    .ele(ASSERTION, 'saml:AuthnStatement', { AuthnInstant: issuedAt.toISOString(), SessionIndex: `_${randomUUID()}` })
    .ele(ASSERTION, 'saml:AuthnContext')
    .ele(ASSERTION, 'saml:AuthnContextClassRef')
    .txt('urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport')
    .up()
    .up()
    .up()
    .ele(ASSERTION, 'saml:AttributeStatement')
    .ele(ASSERTION, 'saml:Attribute', { Name: 'email', NameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic' })
    .ele(ASSERTION, 'saml:AttributeValue')
    .txt(options.email)
    .doc();
  let xml = doc.end({ headless: false });
  if (options.sign !== false) {
    const signer = new SignedXml({
      privateKey: options.keys.privateKeyPem,
      publicCert: options.keys.certificatePem,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signer.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    });
    // The schema puts an assertion's Signature right after its Issuer.
    signer.computeSignature(xml, { prefix: 'ds', location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
    xml = signer.getSignedXml();
  }
  return Buffer.from(xml, 'utf8').toString('base64');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export interface TestIdpServer {
  entityId: string;
  /** The single sign-on URL (HTTP-Redirect binding) to configure in the organisation's settings. */
  ssoUrl: string;
  keys: IdpKeys;
  close(): Promise<void>;
}

/**
 * The identity provider as a person meets it, over HTTP on localhost: its sign-on page asks for an
 * email (any: this IdP trusts whoever types), then answers a page whose form posts the signed
 * response to the service provider's ACS (a Continue button: the page runs no script).
 */
export async function startTestIdp(keys?: IdpKeys): Promise<TestIdpServer> {
  const signing = keys ?? (await makeIdpKeys());
  let origin = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const send = (status: number, html: string) => {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(html);
      };
      if (request.method === 'GET' && url.pathname === '/sso') {
        const samlRequest = url.searchParams.get('SAMLRequest') ?? '';
        readAuthnRequest(samlRequest);
        send(
          200,
          page(
            'Test identity provider',
            `<form method="post" action="/sso"><input type="hidden" name="SAMLRequest" value="${escapeHtml(samlRequest)}"><label for="email">Work email</label> <input id="email" name="email" type="email" autocomplete="email" required> <button type="submit">Sign in at the identity provider</button></form>`,
          ),
        );
        return;
      }
      if (request.method === 'POST' && url.pathname === '/sso') {
        const form = await formBody(request);
        const seen = readAuthnRequest(form.get('SAMLRequest') ?? '');
        const signed = samlResponse({ issuer: `${origin}/metadata`, request: seen, email: form.get('email') ?? '', keys: signing });
        send(
          200,
          page(
            'Signed in at the identity provider',
            `<form method="post" action="${escapeHtml(seen.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${escapeHtml(signed)}"><button type="submit">Continue to HealthDeck</button></form>`,
          ),
        );
        return;
      }
      send(404, page('Not found', '<p>Nothing here.</p>'));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    entityId: `${origin}/metadata`,
    ssoUrl: `${origin}/sso`,
    keys: signing,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
