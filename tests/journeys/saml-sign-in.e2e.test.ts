import { randomUUID } from 'node:crypto';
import { routes, type AccountResponse, type SamlConfig } from '@healthdeck/contract';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiAccessToken, DEMO_ADMIN, registerAccount } from '../support/accounts';
import { apiAt } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { journeyBrowser, newPage } from '../support/browser';
import { signIn } from '../support/sign-in';
import { startTestIdp, type TestIdpServer } from '../support/saml-idp';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();
const api = apiAt(baseUrl);

// SAML single sign-on (docs/decisions/0095-saml-single-sign-on.md): the demo organisation's
// administrator points it at a local identity provider for a domain of this run's own; a member of
// that domain types their email on the sign-in page, takes 'Sign in with your organisation', signs
// in at the identity provider, and comes back signed in, with the keys still locked.
let idp: TestIdpServer;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp.close();
});

test('a member signs in through their organisation’s identity provider from the sign-in page', async () => {
  const domain = `sso-${randomUUID().slice(0, 8)}.test`;
  const email = `member@${domain}`;
  const password = 'Quartz-Meadow-Lantern-42';
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const search = await api<{ items: { id: string; data: { name: string } }[] }>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=organizations&code=demo-clinic`);
  const organisation = search.items[0]!;
  const saved = await api<SamlConfig>(adminToken, 'PUT', routes.adminSamlConfigSave.path.replace(':id', organisation.id), {
    enabled: true,
    idp_entity_id: idp.entityId,
    idp_sso_url: idp.ssoUrl,
    idp_certificate: idp.keys.certificatePem,
    email_domains: [domain],
    create_accounts: false,
  });
  expect(saved.service_provider.acs_url).toBe(`${baseUrl}/sso/saml/${organisation.id}/acs`);

  // A member of the organisation, who once signed in with their password (their keys were made then).
  await registerAccount(baseUrl, email, password);
  const memberToken = await apiAccessToken(baseUrl, email, password);
  const account = await api<AccountResponse>(memberToken, 'GET', routes.account.path);
  await api(adminToken, 'POST', routes.linkUserOrganization.path, { organization_id: organisation.id, user_id: account.user.id });
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, { email, password });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in');

  await page.getByLabel('Email').fill(email);
  const entry = page.getByRole('link', { name: `Sign in with your organisation (${organisation.data.name})` });
  await entry.waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page, '/sign-in with the organisation entry');
  await entry.click();

  // The identity provider's own pages (another origin).
  await page.waitForURL((url) => url.origin === new URL(idp.ssoUrl).origin, { timeout: 30_000 });
  await expectNoAxeViolations(page, 'the identity provider sign-in');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
  await page.getByRole('button', { name: 'Continue to HealthDeck' }).waitFor();
  await expectNoAxeViolations(page, 'the identity provider answer');
  await page.getByRole('button', { name: 'Continue to HealthDeck' }).click();

  await page.waitForURL('**/client/home', { timeout: 60_000 });
  // The ticket was taken out of the address on the way.
  expect(new URL(page.url()).hash).toBe('');
  await expectNoAxeViolations(page, '/client/home after single sign-on');
  const signedIn = await page.evaluate(() => Object.keys(window.localStorage).length + Object.keys(window.sessionStorage).length);
  expect(signedIn).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('an assertion for someone who is no member of the organisation comes back to the sign-in page with why', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  const adminToken = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const search = await api<{ items: { id: string }[] }>(adminToken, 'GET', `${routes.adminSearch.path}?classkey=organizations&code=demo-clinic`);
  const domain = `sso-${randomUUID().slice(0, 8)}.test`;
  await api(adminToken, 'PUT', routes.adminSamlConfigSave.path.replace(':id', search.items[0]!.id), {
    enabled: true,
    idp_entity_id: idp.entityId,
    idp_sso_url: idp.ssoUrl,
    idp_certificate: idp.keys.certificatePem,
    email_domains: [domain],
    create_accounts: false,
  });
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(`stranger@${domain}`);
  await page.getByRole('link', { name: /^Sign in with your organisation/ }).click();
  await page.getByLabel('Work email').fill(`stranger@${domain}`);
  await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
  await page.getByRole('button', { name: 'Continue to HealthDeck' }).click();
  await page.waitForURL('**/sign-in?sso=no-account', { timeout: 30_000 });
  await page.getByRole('alert').filter({ hasText: 'no HealthDeck account of your organisation' }).waitFor();
  await expectNoAxeViolations(page, '/sign-in after single sign-on without an account');
  expect(errors).toEqual([]);
});
