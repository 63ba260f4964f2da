// spec 001 §2: /client/appointments, opened by the reminder card, is the hd-appointments widget
// (loaded on first use) with the member's appointments.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

const appointment = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'created',
  provider: 'smartlink',
  appointment_id: 'SL-1',
  appointment_date: { date: '2030-05-06T14:00:00.000Z', timezone: 'America/Chicago' },
  encrypted_data: null,
  type: 'care_advocate_welcome_call',
  user: '44444444-4444-4444-8444-444444444444',
  active: true,
  physician: { id: 'adv-1', name: 'Maria Lopez' },
  sandbox: 'smartlink',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('/client/appointments', () => {
  it("shows the member's appointments, and the scheduler from 'Book a welcome call'", async () => {
    const setup = testClient({
      account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
      userAppointments: () => ({ status: 200, body: { appointments: [appointment] } }),
      smartlinkTimeslots: () => ({ status: 200, body: { timeslots: [], timezone: 'America/Chicago' } }),
    });
    await signInWithTokens(setup.client, tokensFixture());
    renderApp('/client/appointments', setup.client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeTruthy();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('heading', { name: 'Care Advocate - Welcome Call' })).toBeTruthy();
    expect(within(upcoming).getByText('With Maria Lopez')).toBeTruthy();
    // Booked with the Smartlink sandbox: marked as demo data.
    expect(within(upcoming).getByRole('note').textContent).toContain('Demo data');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book a welcome call' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Book your welcome call' })).toBeTruthy());
    expect(await screen.findByText('There are no available times in the next two weeks. Please check back later.')).toBeTruthy();
  });
});
