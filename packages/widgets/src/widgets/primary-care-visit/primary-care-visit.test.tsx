import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ClientPageResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { PrimaryCareVisit } from './primary-care-visit';

afterEach(() => {
  vi.restoreAllMocks();
});

const VIRTUAL_CARE: ClientPageResponse = {
  page: { id: '77777777-7777-4777-8777-777777777777', title: 'Virtual care', slug: 'virtual-care', content_display: 'default' } as ClientPageResponse['page'],
  areas: { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] },
};

async function setup(handlers: FakeHandlers, { failFirst = false } = {}): Promise<{ client: HealthDeck; server: ReturnType<typeof createFakeServer> }> {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), ...handlers });
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  if (failFirst) server.failNext('clientPage', 500);
  return { client, server };
}

function renderIn(client: HealthDeck, { navigate, onError }: { navigate?: (path: string) => void; onError?: (detail: { message: string }) => void } = {}) {
  return render(
    <HealthDeckProvider client={client} navigate={navigate}>
      <PrimaryCareVisit onError={onError} />
    </HealthDeckProvider>,
  );
}

const inPerson = () => screen.getByRole('button', { name: 'In-Person Visit' }) as HTMLButtonElement;

describe('Primary Care Visit (spec 001 §6: Virtual Visit only with the virtual-care page; In-Person Visit always disabled)', () => {
  it('enables Virtual Visit to /client/virtual-care?consultType=3 when the member has the virtual-care page', async () => {
    const navigate = vi.fn();
    const { client, server } = await setup({ clientPage: () => json(VIRTUAL_CARE) });
    renderIn(client, { navigate });
    expect(screen.getByRole('heading', { level: 2, name: 'Primary care visit' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Checking which visits you can book' })).toBeTruthy();
    const virtual = await screen.findByRole('link', { name: 'Virtual Visit' });
    expect(virtual.getAttribute('href')).toBe('/client/virtual-care?consultType=3');
    expect(server.called('clientPage')[0]?.query.get('slug')).toBe('virtual-care');
    virtual.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).toHaveBeenCalledWith('/client/virtual-care?consultType=3');
    expect(inPerson().disabled).toBe(true);
  });

  it('disables Virtual Visit when the virtual-care page is not available to the member (404)', async () => {
    const { client } = await setup({ clientPage: () => apiError(404, 'Page not found') });
    renderIn(client);
    const virtual = (await screen.findByRole('button', { name: 'Virtual Visit' })) as HTMLButtonElement;
    expect(virtual.disabled).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
    expect(inPerson().disabled).toBe(true);
    expect(screen.getByText('Virtual visits are not part of your plan yet. In-person visits are not available here.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure with Try again on another error, reports it, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { client } = await setup({ clientPage: () => json(VIRTUAL_CARE) }, { failFirst: true });
    renderIn(client, { onError });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not check which visits you can book.');
    expect(onError).toHaveBeenCalledWith({ message: 'We could not check which visits you can book.' });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: 'Virtual Visit' })).toBeTruthy();
  });
});
