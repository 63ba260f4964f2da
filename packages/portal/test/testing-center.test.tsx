import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Kit, RouteName } from '@healthdeck/contract';
import { accountFixture, tokensFixture, type FakeHandler } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { kitRecord } from './records-fixture.js';
import { signInWithTokens } from '@healthdeck/sdk';

const kit = kitRecord;

async function member(kits: Kit[], extra: Partial<Record<RouteName, FakeHandler>> = {}) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ roles: ['member'] }) }),
    clientKits: () => ({ status: 200, body: { kits, next_after: null, total_count: kits.length } }),
    kitIsAvailable: () => ({ status: 200, body: { kit_id: 'SPT-NEW00001', available: true, message: null } }),
    kitRegister: () => ({ status: 200, body: { kit: kit({ kit_id: 'SPT-NEW00001', status: 'registered', confirmed: false, results_ready: false }) } }),
    ...extra,
  });
  await signInWithTokens(setup.client, tokensFixture());
  return setup;
}

describe('testing center routes (spec 001 §2)', () => {
  it('serves /client/testing-center from the sidebar, not the page routes, with the kits table', async () => {
    const { client, api } = await member([kit()]);
    const { router } = renderApp('/client/profile', client);
    await userEvent.click(await screen.findByRole('link', { name: 'Testing center' }));
    // The route's code loads before the location commits (lazy routes).
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/testing-center'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Testing center' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'SPT-DEMO0001' })).toBeTruthy();
    expect(api.called('clientPage')).toHaveLength(0);
  });

  it("'Results Ready' opens /client/testing-center/{kitId} in the app", async () => {
    const { client, api } = await member([kit()]);
    const { router } = renderApp('/client/testing-center', client);
    const row = (await screen.findByRole('cell', { name: 'SPT-DEMO0001' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Results Ready' }));
    expect(router.state.location.pathname).toBe('/client/testing-center/SPT-DEMO0001');
    expect(await screen.findByRole('heading', { level: 2, name: 'General Health — Test results' })).toBeTruthy();
    expect(api.called('clientPage')).toHaveLength(0);
  });

  it('sends a member with no kit to /client/testing-center/register, and back to the table once registered', async () => {
    const kits: Kit[] = [];
    const { client, api } = await member(kits, {
      clientKits: () => ({ status: 200, body: { kits, next_after: null, total_count: kits.length } }),
      kitRegister: () => {
        kits.push(kit({ kit_id: 'SPT-NEW00001', status: 'registered', confirmed: false, results_ready: false }));
        return { status: 200, body: { kit: kits[0] } };
      },
    });
    const { router } = renderApp('/client/testing-center', client);
    expect(await screen.findByRole('heading', { name: 'Register a test kit' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/client/testing-center/register');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kit ID' }), 'SPT-NEW00001');
    await userEvent.click(screen.getByRole('button', { name: 'Register kit' }));
    expect(await screen.findByRole('cell', { name: 'SPT-NEW00001' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/client/testing-center');
    expect(api.called('clientPage')).toHaveLength(0);
  });
});
