import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { pageAnswer } from './page-fixture.js';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

// spec 001 §2, §6: the page whose path is virtual-care is the telehealth scheduler, with the
// consult type of its query (Virtual Visit opens /client/virtual-care?consultType=3).
async function showVirtualCare(search: string) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
    clientPage: () => ({ status: 200, body: pageAnswer('Virtual care', {}, 'virtual-care', { path: 'virtual-care' }) }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  renderApp(`/client/virtual-care${search}`, setup.client);
  return setup;
}

describe('the virtual-care page (spec 001 §6 Virtual Visit)', () => {
  it('shows the telehealth scheduler for the consult type the query names', async () => {
    const { api } = await showVirtualCare('?consultType=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual care' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Book a virtual visit' })).toBeTruthy();
    await waitFor(() => expect(api.called('telehealthPhysicians')[0]?.query.get('consultType')).toBe('2'));
  });

  it('books a Virtual care visit when the query names no valid consult type', async () => {
    const { api } = await showVirtualCare('?consultType=9');
    expect(await screen.findByRole('heading', { name: 'Book a virtual visit' })).toBeTruthy();
    await waitFor(() => expect(api.called('telehealthPhysicians')[0]?.query.get('consultType')).toBe('3'));
  });
});
