import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SamlConfig } from '@healthdeck/contract';
import { apiError, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { classRecord, renderAdminAt } from './render-admin.js';

// An organisation's SAML single sign-on on its edit screen (docs/decisions/0095-saml-single-sign-on.md):
// the service provider values to copy and the metadata to download, the identity provider's settings.

const ORG = '00000000-0000-4000-8000-00000000000b';
const organization = classRecord('organizations', ORG, { name: 'Acme Health', code: 'acme', logo_variants: [], allowed_origins: [] });
const SP = {
  entity_id: `http://portal.test/sso/saml/${ORG}/metadata`,
  acs_url: `http://portal.test/sso/saml/${ORG}/acs`,
  metadata_url: `http://portal.test/sso/saml/${ORG}/metadata`,
  login_url: `http://portal.test/sso/saml/${ORG}/login`,
};
const empty: SamlConfig = {
  organization_id: ORG,
  saved: false,
  enabled: false,
  idp_entity_id: '',
  idp_sso_url: '',
  idp_certificate: '',
  email_domains: [],
  create_accounts: false,
  updated_at: null,
  service_provider: SP,
};

function samlServer(extra: FakeHandlers = {}): FakeHandlers {
  return {
    adminGet: () => json(organization),
    adminSamlConfigSave: (call) => json({ ...empty, ...(call.body as object), saved: true, updated_at: '2026-03-02T09:00:00.000Z' }),
    adminSamlConfig: () => json(empty),
    ...extra,
  };
}

// The organisation screen and its panels load in turn: on a loaded machine that takes more than the default second.
const LOADED = { timeout: 10_000 };
const panel = async () => within(await screen.findByRole('region', { name: 'Single sign-on (SAML)' }, LOADED));

describe('single sign-on settings on the organisation screen', () => {
  it('shows the service provider values to copy and links the metadata download', async () => {
    await renderAdminAt(`/admin/classes/organizations/${ORG}`, samlServer());
    const p = await panel();
    expect(((await p.findByLabelText('Assertion consumer service URL (HTTP-POST)', {}, LOADED)) as HTMLInputElement).value).toBe(SP.acs_url);
    expect((p.getByLabelText('Entity ID (audience)') as HTMLInputElement).value).toBe(SP.entity_id);
    const download = p.getByRole('link', { name: 'Download metadata' });
    expect(download.getAttribute('href')).toBe(SP.metadata_url);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('checks the fields in the page, then saves the identity provider with its domains as a list', async () => {
    const api = await renderAdminAt(`/admin/classes/organizations/${ORG}`, samlServer());
    const p = await panel();
    fireEvent.click(await p.findByRole('button', { name: 'Save single sign-on settings' }, LOADED));
    expect(p.getAllByText('This field is required').length).toBe(4);
    expect(api.called('adminSamlConfigSave')).toHaveLength(0);

    fireEvent.click(p.getByLabelText('Turn on single sign-on for this organisation'));
    fireEvent.change(p.getByLabelText(/^Identity provider entity ID/), { target: { value: 'https://idp.acme.test/metadata' } });
    fireEvent.change(p.getByLabelText(/^Identity provider sign-on URL/), { target: { value: 'https://idp.acme.test/sso' } });
    fireEvent.change(p.getByLabelText(/^Identity provider signing certificate/), { target: { value: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' } });
    fireEvent.change(p.getByLabelText(/^Email domains/), { target: { value: 'Acme.test, acme.org' } });
    fireEvent.click(p.getByRole('button', { name: 'Save single sign-on settings' }));
    expect(await p.findByText('The single sign-on settings are saved.')).toBeTruthy();
    expect(api.called('adminSamlConfigSave')[0]?.body).toEqual({
      enabled: true,
      idp_entity_id: 'https://idp.acme.test/metadata',
      idp_sso_url: 'https://idp.acme.test/sso',
      idp_certificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      email_domains: ['acme.test', 'acme.org'],
      create_accounts: false,
    });
  });

  it("shows the server's refusal (a domain another organisation signs in)", async () => {
    const taken = 'acme.test already signs in through another organisation';
    await renderAdminAt(
      `/admin/classes/organizations/${ORG}`,
      samlServer({
        adminSamlConfig: () => json({ ...empty, saved: true, enabled: true, idp_entity_id: 'x', idp_sso_url: 'https://idp.test/sso', idp_certificate: 'PEM', email_domains: ['acme.test'] }),
        adminSamlConfigSave: () => apiError(409, taken, 'CONFLICT', { email_domains: taken }),
      }),
    );
    const p = await panel();
    await waitFor(() => expect((p.getByLabelText(/^Email domains/) as HTMLInputElement).value).toBe('acme.test'), LOADED);
    fireEvent.click(p.getByRole('button', { name: 'Save single sign-on settings' }));
    expect((await p.findByRole('alert')).textContent).toBe(taken);
  });
});
