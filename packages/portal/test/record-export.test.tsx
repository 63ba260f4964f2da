// The profile's record export card (docs/decisions/0103-fhir-export.md): its locked states and its
// error state, through the real sdk against the contract-checking fake API. The download itself (the
// worker, the files) runs in the browser journey tests/journeys/record-export.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HealthDeckProvider } from '@healthdeck/widgets';
import { signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import type { ApiError } from '@healthdeck/contract';
import { RecordExport } from '../src/components/record-export.js';
import { testClient } from './render-app.js';

const down = () => ({ status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'down' } satisfies ApiError });

async function card(options: { dataKey?: CryptoKey } = {}) {
  const setup = testClient({ account: () => ({ status: 200, body: accountFixture({ verified: true }) }), vitals: down }, options);
  await signInWithTokens(setup.client, tokensFixture());
  render(
    <HealthDeckProvider client={setup.client}>
      <RecordExport />
    </HealthDeckProvider>,
  );
  await screen.findByRole('region', { name: 'Your health record' });
  return setup;
}

describe('record export card', () => {
  it('asks for the password while the private key is locked, and says the data is locked without the data key (nothing read)', async () => {
    const { api } = await card();
    expect(await screen.findByRole('form', { name: 'Some of your records are locked' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my record (FHIR)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your health data is locked. Sign in again to unlock it.');
    expect(api.called('vitals')).toHaveLength(0);
  });

  it('says the export failed when a read fails, and lets the member try again', async () => {
    const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const { api } = await card({ dataKey });
    const user = userEvent.setup();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Download summary (PDF)' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Download summary (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your record could not be exported. Please try again.');
    expect(api.called('vitals').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Download summary (PDF)' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
