import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { createFakeKitsApi, createKitsClient } from '../../kits/fake-kits-api';
import { TestingCenter } from '../testing-center/testing-center';
import { KitRegister } from './kit-register';

function renderRegister(client: HealthDeck, navigate = vi.fn(), language: 'en' | 'es' = 'en') {
  render(
    <HealthDeckProvider client={client} navigate={navigate} language={language}>
      <KitRegister />
    </HealthDeckProvider>,
  );
  return navigate;
}
const field = () => screen.getByRole('textbox', { name: 'Kit ID' });

describe('KitRegister (spec 001 §2 /client/testing-center/register)', () => {
  it('asks for the kit ID in the field', async () => {
    const client = await createKitsClient(createFakeKitsApi([], ['SPT-FREE0001']));
    renderRegister(client);
    await userEvent.click(screen.getByRole('button', { name: 'Register kit' }));
    expect(await screen.findByText('Kit ID is required')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal of an unknown kit in the field", async () => {
    const api = createFakeKitsApi([], ['SPT-FREE0001']);
    renderRegister(await createKitsClient(api));
    await userEvent.type(field(), 'SPT-NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Check kit ID' }));
    expect(await screen.findByText('We could not find a kit with this ID. Check the ID printed on your kit.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).not.toContain('POST /api/client/kits/register');
  });

  it("words the server's refusal of the kit id's form and length as people do, never with the API's field name", async () => {
    renderRegister(await createKitsClient(createFakeKitsApi([], ['SPT-FREE0001'])));
    await userEvent.type(field(), 'SPT 0001!');
    await userEvent.click(screen.getByRole('button', { name: 'Check kit ID' }));
    expect(await screen.findByText('Kit ID may contain only letters, digits and dashes')).toBeTruthy();
    await userEvent.clear(field());
    await userEvent.type(field(), 'A'.repeat(65));
    await userEvent.click(screen.getByRole('button', { name: 'Check kit ID' }));
    expect(await screen.findByText('Kit ID: use at most 64 characters')).toBeTruthy();
    expect(document.body.textContent).not.toContain('kit_id');
  });

  it("words the refusal in the member's language", async () => {
    renderRegister(await createKitsClient(createFakeKitsApi([], ['SPT-FREE0001'])), vi.fn(), 'es');
    const input = await screen.findByRole('textbox', { name: 'ID del kit' });
    await userEvent.type(input, 'A'.repeat(65));
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar ID del kit' }));
    expect(await screen.findByText('ID del kit: usa como máximo 64 caracteres')).toBeTruthy();
  });

  it('checks availability, registers, and the kit then shows in the testing center table', async () => {
    const api = createFakeKitsApi([], ['SPT-FREE0001']);
    const client = await createKitsClient(api);
    const navigate = renderRegister(client);
    await userEvent.type(field(), 'spt-free0001');
    await userEvent.click(screen.getByRole('button', { name: 'Check kit ID' }));
    expect(await screen.findByText('This kit is available.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Register kit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client/testing-center'));
    expect(screen.getByRole('status').textContent).toContain('Your kit is registered.');
    expect(api.requests.filter((r) => r === 'GET /api/client/kits/is-available')).toHaveLength(2);

    render(
      <HealthDeckProvider client={client}>
        <TestingCenter />
      </HealthDeckProvider>,
    );
    expect(await screen.findByRole('cell', { name: 'SPT-FREE0001' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Partially Completed' }).length).toBeGreaterThan(0);
  });
});
