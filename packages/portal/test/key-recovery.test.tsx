// /client/key-recovery (docs/decisions/0086-organisation-assisted-recovery.md): each state the server
// answers as the member reads it — nothing to recover (no way to ask), available (asking turns it
// into pending), refused (staff's reason, and asking again), a refused ask (the server's reason) —
// through the real sdk on the contract's shapes.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyRecoveryStatus } from '@healthdeck/contract/light';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { signInWithTokens } from '@healthdeck/sdk';
import { renderAppReady, testClient } from './render-app.js';

const none = { requested_at: null, decided_at: null, refusal_reason: null };

async function member(
  status: KeyRecoveryStatus,
  ask: () => { status: number; body: unknown } = () => ({ status: 201, body: { ...none, status: 'pending', requested_at: '2026-12-07T10:00:00.000Z' } }),
) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
    memberKeyRecovery: () => ({ status: 200, body: status }),
    memberKeyRecoveryAsk: ask,
  });
  await signInWithTokens(setup.client, tokensFixture());
  await renderAppReady('/client/key-recovery', setup.client);
  await screen.findByRole('heading', { name: 'Recover your records', level: 1 });
  return setup;
}

describe('key recovery', () => {
  it('nothing to recover: says so and offers no request', async () => {
    await member({ ...none, status: 'nothing' });
    await screen.findByText(/^There is nothing to recover/);
    expect(screen.queryByRole('button', { name: /Ask/ })).toBeNull();
  });

  it('available: the member asks and the page shows the request pending', async () => {
    const { api } = await member({ ...none, status: 'available' });
    await screen.findByText('Your records sealed before your password reset can be recovered by your organisation.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask my organisation to recover my records' }));
    await screen.findByText(/^You asked on .+\. Your organisation has not answered yet/);
    expect(api.called('memberKeyRecoveryAsk')).toHaveLength(1);
  });

  it("refused: staff's reason as written, and the member can ask again", async () => {
    await member({ status: 'refused', requested_at: '2026-12-06T10:00:00.000Z', decided_at: '2026-12-07T09:00:00.000Z', refusal_reason: 'Call us first to confirm it is you.' });
    await screen.findByText(/^Your organisation refused your request on /);
    expect(screen.getByText('Call us first to confirm it is you.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    await screen.findByText(/^You asked on /);
  });

  it("a refused ask says why, in the server's words", async () => {
    await member({ ...none, status: 'available' }, () => ({
      status: 409,
      body: { statusCode: 409, error_code: 'CONFLICT', message: 'Your request is already waiting for your organisation' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ask my organisation to recover my records' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your request is already waiting for your organisation');
  });
});
