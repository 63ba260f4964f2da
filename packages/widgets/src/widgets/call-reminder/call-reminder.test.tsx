import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Appointment, Language } from '@healthdeck/contract/light';
import { accountFixture, createFakeClient, createFakeServer, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { clearToasts, getToasts } from '../../primitives/toast/toast-store';
import { CallReminder } from './call-reminder';

afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    status: 'created',
    provider: 'smartlink',
    appointment_id: 'SL-1',
    // Monday 5 January 2026, 15:04 in Chicago (CST).
    appointment_date: { date: '2026-01-05T21:04:00.000Z', timezone: 'America/Chicago' },
    encrypted_data: null,
    type: 'Care Advocate - Welcome Call',
    user: '33333333-3333-4333-8333-333333333333',
    active: true,
    physician: { id: 'adv-1', name: 'Dana Reyes' },
    sandbox: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

async function renderReminder(
  handlers: FakeHandlers,
  { signedIn = true, navigate, failFirst = false, language }: { signedIn?: boolean; navigate?: (path: string) => void; failFirst?: boolean; language?: Language } = {},
) {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), ...handlers });
  const client = await createFakeClient(server, { signedIn });
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  if (failFirst) server.failNext('userLastAppointment', 500);
  render(
    <HealthDeckProvider client={client} navigate={navigate} language={language}>
      <CallReminder />
    </HealthDeckProvider>,
  );
  return server;
}

describe("Call Reminder (spec 001 §4 Reminder: 'Care Advocate - Welcome Call')", () => {
  it('asks for the welcome call only: a virtual visit booked after the call was cancelled is not shown under its title', async () => {
    const visit = appointment({ provider: 'mediorbis', type: 'Virtual Visit', physician: { id: '1', name: 'Dr. Visit' } });
    // As the server answers: the last created appointment of the type asked for, else of any type.
    const server = await renderReminder({
      userLastAppointment: ({ query }) => json({ appointment: query.get('type') === 'care_advocate_welcome_call' ? null : visit }),
    });
    expect(await screen.findByText('You have no welcome call booked yet.')).toBeTruthy();
    expect(screen.queryByText('With Dr. Visit')).toBeNull();
    expect(server.called('userLastAppointment')[0]?.query.get('type')).toBe('care_advocate_welcome_call');
  });

  it('shows the last created appointment as EEEE, MMMM d at h:mmaa with the zone, linking to /client/appointments', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions);
    const navigate = vi.fn();
    const server = await renderReminder({ userLastAppointment: () => json({ appointment: appointment() }) }, { navigate });
    expect(screen.getByRole('heading', { level: 2, name: 'Care Advocate - Welcome Call' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your call' })).toBeTruthy();
    expect(await screen.findByText('Monday, January 5 at 3:04PM CST')).toBeTruthy();
    expect(screen.getByText('With Dana Reyes')).toBeTruthy();
    expect(server.called('userLastAppointment')[0]?.query.get('status')).toBe('created');
    const link = screen.getByRole('link', { name: 'View my appointments' });
    expect(link.getAttribute('href')).toBe('/client/appointments');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).toHaveBeenCalledWith('/client/appointments');
  });

  it("marks a call the Smartlink sandbox booked as demo data; a real provider's call carries no mark", async () => {
    await renderReminder({ userLastAppointment: () => json({ appointment: appointment({ sandbox: 'smartlink' }) }) });
    expect((await screen.findByRole('note')).textContent).toBe('Demo data Made up by a test version of Smartlink; not real health information.');
    cleanup();
    await renderReminder({ userLastAppointment: () => json({ appointment: appointment() }) });
    expect(await screen.findByText('With Dana Reyes')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says there is no call, with a link to book one, when there is no created appointment', async () => {
    await renderReminder({ userLastAppointment: () => json({ appointment: null }) });
    expect(await screen.findByText('You have no welcome call booked yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe('/client/appointments');
  });

  it("toasts 'Something went wrong' when loading fails, and loads again on Try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderReminder({ userLastAppointment: () => json({ appointment: appointment() }) }, { failFirst: true });
    await waitFor(() => expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', 'Something went wrong']]));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: 'View my appointments' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in and calls nothing', async () => {
    const server = await renderReminder({}, { signedIn: false });
    expect(screen.getByText('Sign in to see your welcome call.')).toBeTruthy();
    expect(server.called('userLastAppointment')).toEqual([]);
  });

  // The spec's pattern in English; the same date in the member's language (date-fns locales).
  it.each([
    ['es', 'lunes, 5 de enero a las 15:04 GMT-6'],
    ['fr', 'lundi 5 janvier à 15:04 UTC−6'],
    ['de', 'Montag, 5. Januar um 15:04 GMT-6'],
    ['pt', 'segunda-feira, 5 de janeiro às 15:04 GMT-6'],
    ['mh', 'Monday, January 5 at 3:04PM CST'],
  ] as const)('in %s shows the date as %j', async (language, text) => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions);
    await renderReminder({ userLastAppointment: () => json({ appointment: appointment() }) }, { language });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
