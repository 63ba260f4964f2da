import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sealForServer } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '@healthdeck/widgets';
import { RiskScores } from '../src/member/risk-scores.js';
import { classRecord, NOW, renderAdminAt } from './render-admin.js';

// spec 000 §7.2: a member's page for staff (/admin/users/:id): the user's link pairs, daily logs,
// activation-url (GET), enrollment (POST), simulate medical record (POST with user_id), and the
// clinical reads by user id — made only when staff ask (each is audited under the member), the
// encrypted ones only after the organisation recovery key is opened in the browser with the staff
// member's own password.

const USER = '66666666-6666-4666-8666-000000000001';
const ORG = '11111111-1111-4111-8111-000000000001';
const PROGRAM = '22222222-2222-4222-8222-000000000001';

const CLINICAL = ['adminUserRiskScores', 'adminUserEpdsForm', 'adminUserTelehealthForm', 'adminSmartlinkVitals', 'adminUserRecoveryKey'] as const;

function handlers() {
  return {
    adminGet: () => json(classRecord('user', USER, { email: 'member@example.test' })),
    adminLinks: () => json({ items: [] }),
    adminSearch: (call: { query: URLSearchParams }) =>
      json(
        call.query.get('classkey') === 'organizations'
          ? { items: [classRecord('organizations', ORG, { name: 'Acme Health', code: 'acme' })], total_count: 1, page: 1, take: 10 }
          : { items: [classRecord('programs', PROGRAM, { name: 'Prenatal', code: 'prenatal' })], total_count: 1, page: 1, take: 10 },
      ),
    adminRoles: () => json({ roles: [] }),
    adminUserDailyLogs: () =>
      json({
        from: '2026-02-23',
        to: '2026-03-01',
        logs: [
          { date: '2026-03-01', hydration_ounces: 24, sleep_levels: 3, mood: 'happy', symptoms: ['Headache'], tasks: [{ name: 'Walk', star_value: 5, completed_at: NOW }], stars_earned: 5 },
        ],
      }),
    adminUserActivationUrl: () => json({ url: 'http://localhost/password/set?key=abc', expires_at: '2026-03-08T10:00:00.000Z' }),
    adminUserEnrollment: () => apiError(400, 'The program is not linked to the organization', 'BAD_REQUEST'),
    adminSimulateMedicalRecord: () => apiError(400, 'The member has no public key yet (they have not signed in since registering)', 'BAD_REQUEST', { user_id: 'no key' }),
    adminUserRiskScores: () => json({ user_id: USER, risk_scores: [] }),
  };
}

describe("a member's page for staff", () => {
  it('shows the links and daily logs, and makes no clinical read until asked', async () => {
    const api = await renderAdminAt(`/admin/users/${USER}`, handlers());
    expect(await screen.findByRole('heading', { level: 1, name: 'Member: member@example.test' }, { timeout: 5000 })).toBeTruthy();
    for (const name of ['Organizations', 'Programs', 'Roles']) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    const logs = await screen.findByRole('table', { name: 'Daily logs from 2026-02-23 to 2026-03-01' });
    const [row] = within(logs).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['24', '3', 'happy', 'Headache', 'Walk', '5']);
    expect(api.called('adminUserDailyLogs')[0]!.params.id).toBe(USER);
    for (const name of CLINICAL) expect(api.called(name)).toHaveLength(0);
    expect(screen.getByText('Open the recovery key first to read the risk scores, the EPDS form, the telehealth form and the vitals.')).toBeTruthy();
    // The risk scores are sealed in the member's browser: they are read, like the EPDS form, once the key is open.
    expect(screen.queryByRole('button', { name: 'Read risk scores' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read EPDS form' })).toBeNull();
  });

  it("opens the risk scores with the member's data key; a score sealed to the member's own key says so", async () => {
    const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const api = createFakeServer({
      account: () => json(accountFixture({ roles: ['admin'], verified: true })),
      adminUserRiskScores: () =>
        json({
          user_id: USER,
          risk_scores: [
            { kind: 'epds', encrypted_data: sealedEpds, submitted_at: NOW },
            { kind: 'anxiety-screening', encrypted_data: memberOnly, submitted_at: NOW },
          ],
        }),
    });
    // As the member's browser seals it (under the data key), and as migration 0035 sealed an older one (to the member's own key).
    const sealedEpds = await sealForServer({ $dataKey: { get: () => dataKey } as never }, { score: 7, level: 'high' });
    const memberOnly = '-----BEGIN PGP MESSAGE-----\n\nwcFMA0+x\n-----END PGP MESSAGE-----';
    const client = await createFakeClient(api);
    render(
      <HealthDeckProvider client={client}>
        <RiskScores userId={USER} dataKey={dataKey} />
      </HealthDeckProvider>,
    );
    expect(api.called('adminUserRiskScores')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Read risk scores' }));
    const scores = await screen.findByRole('table', { name: 'Risk scores' });
    const rows = within(scores).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('EPDS');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', 'high', '03/01/2026']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Anxiety (GAD-2)');
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toMatch(/^This score was stored before scores were sealed/);
    expect(api.called('adminUserRiskScores')[0]!.params.id).toBe(USER);
  });

  it('gets an activation link when asked; enrollment and simulate show the server 400s as sent', async () => {
    const api = await renderAdminAt(`/admin/users/${USER}`, handlers());
    await screen.findByRole('heading', { level: 1, name: 'Member: member@example.test' }, { timeout: 5000 });
    expect(api.called('adminUserActivationUrl')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Get activation link' }));
    expect(((await screen.findByLabelText('Activation link')) as HTMLInputElement).value).toBe('http://localhost/password/set?key=abc');

    const enroll = screen.getByRole('form', { name: 'Enrollment' });
    fireEvent.click(within(enroll).getByRole('button', { name: 'Enroll' }));
    expect((await within(enroll).findByRole('alert')).textContent).toBe('Choose an organization and a program.');
    await waitFor(() => expect(within(enroll).getAllByRole('option', { name: 'Acme Health' })).toHaveLength(1));
    fireEvent.change(within(enroll).getByLabelText('Organization'), { target: { value: ORG } });
    await waitFor(() => expect(within(enroll).getAllByRole('option', { name: 'Prenatal' })).toHaveLength(1));
    fireEvent.change(within(enroll).getByLabelText('Program'), { target: { value: PROGRAM } });
    fireEvent.click(within(enroll).getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(within(enroll).getByRole('alert').textContent).toBe('The program is not linked to the organization'));
    expect(api.called('adminUserEnrollment')[0]!.body).toEqual({ user_id: USER, organization_id: ORG, program_id: PROGRAM });

    fireEvent.click(screen.getByRole('button', { name: 'Simulate medical record' }));
    expect((await screen.findByText('The member has no public key yet (they have not signed in since registering)')).getAttribute('role')).toBe('alert');
    expect(api.called('adminSimulateMedicalRecord')[0]!.body).toEqual({ user_id: USER });
  });

  it("refuses a password that does not open the staff member's own key before asking the server for the member's copy", async () => {
    const api = await renderAdminAt(`/admin/users/${USER}`, handlers());
    await screen.findByRole('heading', { level: 1, name: 'Member: member@example.test' }, { timeout: 5000 });
    const form = screen.getByRole('form', { name: 'Open with the recovery key' });
    const open = within(form).getByRole('button', { name: 'Open with the recovery key' }) as HTMLButtonElement;
    expect(open.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Your password'), { target: { value: 'not my password' } });
    fireEvent.click(open);
    // The signed-in fixture has no key pair: no password opens it.
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('That password does not open your key.'));
    expect(api.called('adminUserRecoveryKey')).toHaveLength(0);
  });
});
