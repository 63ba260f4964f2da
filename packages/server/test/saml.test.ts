import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse, LoginSamlResponse, SamlConfig, SamlDiscoveryResponse, SecondFactorSignInResponse } from '@healthdeck/contract';
import { makeIdpKeys, readAuthnRequest, samlResponse, type AuthnRequestSeen, type IdpKeys, type ResponseOptions } from '../../../tests/support/saml-idp.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { enrolTotp, signedInAdmin, signedInMember, totpCode, type TestMember } from './helpers/accounts.js';

// SAML 2.0 single sign-on per organisation (docs/decisions/0095-saml-single-sign-on.md) against a
// test identity provider that signs with other libraries (tests/support/saml-idp.ts); spec 000 §7.3
// POST login-saml (§8: only INVALID_CREDENTIALS).

const IDP_ENTITY_ID = 'https://idp.acme.test/metadata';
let server: TestServer;
let admin: TestMember;
let keys: IdpKeys;
let orgId: string;

async function createOrganization(name: string): Promise<string> {
  const row = await server.db
    .insertInto('class_records')
    .values({ classkey: 'organizations', data: JSON.stringify({ name, code: randomUUID().slice(0, 8) }), created_at: new Date(), updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function configure(organizationId: string, body: Partial<Record<string, unknown>> = {}) {
  return server.call<SamlConfig>('adminSamlConfigSave', {
    token: admin.accessToken,
    params: { id: organizationId },
    body: {
      enabled: true,
      idp_entity_id: IDP_ENTITY_ID,
      idp_sso_url: 'https://idp.acme.test/sso',
      idp_certificate: keys.certificatePem,
      email_domains: ['acme.test'],
      create_accounts: false,
      ...body,
    },
  });
}

async function linkToOrganization(userId: string, organizationId = orgId) {
  await server.db.insertInto('links').values({ kind: 'organization_user', a_id: organizationId, b_id: userId }).execute();
}

/** The SP-initiated start: the redirect to the IdP, and the AuthnRequest it carries. */
async function startSignIn(organizationId = orgId): Promise<AuthnRequestSeen> {
  const res = await server.fetch(`/sso/saml/${organizationId}/login`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin + location.pathname).toBe('https://idp.acme.test/sso');
  return readAuthnRequest(location.searchParams.get('SAMLRequest')!);
}

/** Posts a response to the ACS the way the IdP's page does (a form); where the browser is sent. */
async function postToAcs(request: AuthnRequestSeen, response: string): Promise<URL> {
  const res = await server.fetch(new URL(request.acsUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.acme.test' },
    body: new URLSearchParams({ SAMLResponse: response }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const respond = (request: AuthnRequestSeen, email: string, options: Partial<ResponseOptions> = {}) => samlResponse({ issuer: IDP_ENTITY_ID, request, email, keys, ...options });
const ticketOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('ticket');
const refusedAs = (landing: URL) => landing.searchParams.get('sso');
/** Why the last refusal happened, as the audit log keeps it (the browser is told only that it failed). */
async function lastRefusal(): Promise<string> {
  const row = await server.db.selectFrom('audit_log').select('detail').where('event', '=', 'login.saml.failed').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return String((typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail).reason);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  keys = await makeIdpKeys();
  orgId = await createOrganization('Acme Health');
  expect((await configure(orgId)).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

describe('an organisation administrator configures the identity provider', () => {
  it('shows the service provider values to copy, and serves its metadata', async () => {
    const res = await server.call<SamlConfig>('adminSamlConfig', { token: admin.accessToken, params: { id: orgId } });
    expect(res.body).toMatchObject({ saved: true, enabled: true, idp_entity_id: IDP_ENTITY_ID, email_domains: ['acme.test'] });
    expect(res.body.service_provider.acs_url).toBe(`http://portal.test/sso/saml/${orgId}/acs`);
    const metadata = await server.fetch(`/sso/saml/${orgId}/metadata`);
    expect(metadata.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${res.body.service_provider.entity_id}"`);
    expect(xml).toContain(`Location="${res.body.service_provider.acs_url}"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });

  it('refuses a certificate that is none, and a domain another organisation signs in', async () => {
    const bad = await configure(orgId, { idp_certificate: 'not a certificate' });
    expect(bad.status).toBe(400);
    const other = await createOrganization('Other Org');
    const taken = await configure(other, { email_domains: ['acme.test'] });
    expect(taken.status).toBe(409);
    expect((await server.call('adminSamlConfig', { token: admin.accessToken, params: { id: randomUUID() } })).status).toBe(404);
  });

  it('finds the organisation by the email domain while enabled', async () => {
    const found = await server.call<SamlDiscoveryResponse>('samlDiscovery', { query: { email: 'Someone@ACME.test' } });
    expect(found.body.organization).toEqual({ name: 'Acme Health', login_url: `http://portal.test/sso/saml/${orgId}/login` });
    expect((await server.call<SamlDiscoveryResponse>('samlDiscovery', { query: { email: 'someone@elsewhere.test' } })).body.organization).toBeNull();
  });
});

describe('the assertion consumer service', () => {
  it('signs a member of the organisation in with a good assertion: a session without a second factor, the ticket once', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const request = await startSignIn();
    const landing = await postToAcs(request, respond(request, member.email.toUpperCase()));
    expect(landing.pathname).toBe('/sign-in/organisation');
    const ticket = ticketOf(landing)!;
    const res = await server.call<LoginSamlResponse>('loginSaml', { body: { ticket } });
    expect(res.body.error_code).toBeNull();
    const account = await server.call<AccountResponse>('account', { token: res.body.data!.accessToken });
    expect(account.body.user.id).toBe(member.id);
    // A SAML session is not a second factor: staff tools stay closed to it.
    expect((await server.call('adminSamlConfig', { token: res.body.data!.accessToken, params: { id: orgId } })).status).toBe(403);
    expect((await server.call<LoginSamlResponse>('loginSaml', { body: { ticket } })).body).toEqual({ data: null, error_code: 'INVALID_CREDENTIALS' });
  });

  it('refuses an unsigned assertion', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const request = await startSignIn();
    expect(refusedAs(await postToAcs(request, respond(request, member.email, { sign: false })))).toBe('failed');
    expect(await lastRefusal()).toMatch(/Invalid signature/);
  });

  it('refuses an assertion signed by another key', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const request = await startSignIn();
    expect(refusedAs(await postToAcs(request, respond(request, member.email, { keys: await makeIdpKeys('Impostor') })))).toBe('failed');
    expect(await lastRefusal()).toMatch(/Invalid signature/);
  });

  it('refuses an assertion for another audience', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const request = await startSignIn();
    expect(refusedAs(await postToAcs(request, respond(request, member.email, { audience: 'https://another-sp.test/metadata' })))).toBe('failed');
    expect(await lastRefusal()).toMatch(/audience mismatch/);
  });

  it('refuses an expired assertion', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const request = await startSignIn();
    const expired = respond(request, member.email, { issuedAt: new Date(Date.now() - 10 * 60_000), validForMs: 5 * 60_000 });
    expect(refusedAs(await postToAcs(request, expired))).toBe('failed');
    // The subject confirmation's NotOnOrAfter is read first; the Conditions' would refuse it too.
    expect(await lastRefusal()).toMatch(/No valid subject confirmation|assertion expired/);
  });

  it('refuses a response to a request it never sent, or to another organisation’s', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const request = await startSignIn();
    expect(refusedAs(await postToAcs(request, respond(request, member.email, { inResponseTo: `_${randomUUID()}` })))).toBe('failed');
    expect(await lastRefusal()).toMatch(/InResponseTo is not valid/);
    const other = await createOrganization('Second IdP Org');
    expect((await configure(other, { email_domains: ['second.test'] })).status).toBe(200);
    const theirs = await startSignIn(other);
    expect(refusedAs(await postToAcs(request, respond(request, member.email, { inResponseTo: theirs.id })))).toBe('failed');
    expect(await lastRefusal()).toMatch(/InResponseTo is not valid/);
  });

  it('refuses a replayed response, posted again or twice at once', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const first = await startSignIn();
    const response = respond(first, member.email);
    expect(ticketOf(await postToAcs(first, response))).toBeTruthy();
    expect(refusedAs(await postToAcs(first, response))).toBe('failed');
    expect(await lastRefusal()).toMatch(/InResponseTo is not valid/);

    const second = await startSignIn();
    const raced = respond(second, member.email);
    const landings = await Promise.all([postToAcs(second, raced), postToAcs(second, raced), postToAcs(second, raced)]);
    expect(landings.filter((landing) => ticketOf(landing) !== null)).toHaveLength(1);
    const seen = await server.db.selectFrom('saml_assertions_seen').select(['expires_at']).where('organization_id', '=', orgId).execute();
    for (const row of seen) expect(row.expires_at.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('account linking', () => {
  it('never signs in an account outside the organisation', async () => {
    const stranger = await signedInMember(server, `stranger-${randomUUID().slice(0, 8)}@acme.test`);
    const request = await startSignIn();
    expect(refusedAs(await postToAcs(request, respond(request, stranger.email)))).toBe('no-account');
  });

  it("makes a member for an unknown email of the organisation's domains only when configured to", async () => {
    const email = `new-${randomUUID().slice(0, 8)}@acme.test`;
    let request = await startSignIn();
    expect(refusedAs(await postToAcs(request, respond(request, email)))).toBe('no-account');

    expect((await configure(orgId, { create_accounts: true })).status).toBe(200);
    request = await startSignIn();
    expect(refusedAs(await postToAcs(request, respond(request, `someone-${randomUUID().slice(0, 8)}@elsewhere.test`)))).toBe('no-account');
    request = await startSignIn();
    const res = await server.call<LoginSamlResponse>('loginSaml', { body: { ticket: ticketOf(await postToAcs(request, respond(request, email)))! } });
    const account = await server.call<AccountResponse>('account', { token: res.body.data!.accessToken });
    expect(account.body.user.email).toBe(email);
    // No password and no keys yet: the member sets a password to make them (zero knowledge).
    expect(account.body.encrptedPrivateKey ?? null).toBeNull();
    const link = await server.db.selectFrom('links').select('a_id').where('kind', '=', 'organization_user').where('b_id', '=', account.body.user.id).executeTakeFirst();
    expect(link?.a_id).toBe(orgId);
    expect((await configure(orgId, { create_accounts: false })).status).toBe(200);
  });

  it('asks an account with a second factor for its code before the session', async () => {
    const member = await signedInMember(server);
    await linkToOrganization(member.id);
    const enrolled = await enrolTotp(server, member.accessToken);
    const request = await startSignIn();
    const res = await server.call<LoginSamlResponse>('loginSaml', { body: { ticket: ticketOf(await postToAcs(request, respond(request, member.email)))! } });
    expect(res.body.data).toBeNull();
    const challenge = res.body.secondFactor!.challenge;
    // The code finishes this sign-in; the session names the single sign-on and the code, never a password.
    const answered = await server.call<SecondFactorSignInResponse>('secondFactorSignIn', { body: { challenge, code: totpCode(enrolled.secret, Date.now() + 30_000) } });
    expect(answered.status).toBe(200);
    const claims = JSON.parse(Buffer.from(answered.body.data.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { amr: string[] };
    expect(claims.amr).toEqual(['saml', 'otp']);
  });

  it('sends the browser back when the organisation turned single sign-on off', async () => {
    expect((await configure(orgId, { enabled: false })).status).toBe(200);
    const res = await server.fetch(`/sso/saml/${orgId}/login`, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('sso')).toBe('unavailable');
    expect((await server.call<SamlDiscoveryResponse>('samlDiscovery', { query: { email: 'a@acme.test' } })).body.organization).toBeNull();
    expect((await configure(orgId)).status).toBe(200);
  });
});
