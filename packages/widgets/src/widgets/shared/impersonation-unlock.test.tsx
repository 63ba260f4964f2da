// While staff act as a member, the one locked state asks for the staff member's own password, never
// the member's (docs/decisions/0106-impersonation-unlock.md): it opens the member's data key through
// the organisation recovery key once, for every sealed screen; with no copy to open it says why.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as openpgp from 'openpgp';
import type { ImpersonationData } from '@healthdeck/contract/light';
import { createDataKey, deriveSecrets, wrapDataKey } from '@healthdeck/crypto';
import { createHealthDeck, memoryStorage, signInWithTokens, startImpersonation, type HealthDeck } from '@healthdeck/sdk';
import { accountFixture, createFakeServer, json, TEST_KDF, TEST_KEY_SALT } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { LockedState } from './locked-state';

const MEMBER_ID = '5b2e0c8a-7d1f-4c55-9a8e-2f6f1f0d9a11';
const STAFF_PASSWORD = 'staff password 123';
const farFuture = Math.floor(Date.now() / 1000) + 86_400;
const memberStrings = { lockedTitle: 'Your results are locked', lockedText: 'Type your password.', password: 'Password', unlock: 'Unlock', wrongPassword: 'Wrong password' };

/** A staff member acting as Ana, whose organisation recovery key they hold (or not: `gap`). */
async function acting(gap?: ImpersonationData['gap']) {
  const { passphrase } = await deriveSecrets(STAFF_PASSWORD, TEST_KEY_SALT, TEST_KDF);
  const staff = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'staff@example.com' }], passphrase, format: 'armored' });
  const recoveryPassphrase = crypto.randomUUID();
  const recovery = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'recovery@example.com' }], passphrase: recoveryPassphrase, format: 'object' });
  const grant = await openpgp.encrypt({
    message: await openpgp.createMessage({ text: recoveryPassphrase }),
    encryptionKeys: await openpgp.readKey({ armoredKey: staff.publicKey }),
    format: 'armored',
  });
  const wrapped = await wrapDataKey(createDataKey(), [recovery.publicKey.armor()]);
  const fingerprint = recovery.privateKey.getFingerprint();
  const impersonation: ImpersonationData = gap
    ? { decrypt_method: 'pgp', secret: '', encrypted_emergency_key: null, gap }
    : { decrypt_method: 'pgp', secret: fingerprint, encrypted_emergency_key: wrapped, gap: null };
  const server = createFakeServer({
    account: (call) =>
      json(
        call.authorization === 'Bearer member-access'
          ? accountFixture({ id: MEMBER_ID, email: 'ana@example.com' })
          : accountFixture({ id: 'staff-1', email: 'staff@example.com', roles: ['admin'] }),
      ),
    adminLoginAsUser: () =>
      json({
        data: {
          accessToken: 'member-access',
          refreshToken: 'member-refresh',
          refreshExpires: farFuture,
          impersonation,
          user: { id: MEMBER_ID, email: 'ana@example.com', name: 'Ana Núñez' },
        },
        error_code: null,
      }),
    preLogin: () => json({ keySalt: TEST_KEY_SALT, kdf: TEST_KDF }),
    impersonationUnlock: () =>
      json({
        staff_email: 'staff@example.com',
        encrypted_private_key: staff.privateKey,
        copy: { fingerprint, locked_private_key: recovery.privateKey.armor(), grant, encrypted_data_key: wrapped },
      }),
  });
  const client = createHealthDeck({ fetch: server.fetch, storage: memoryStorage(), onUnauthorized: () => {} });
  await signInWithTokens(client, { accessToken: 'staff-access', refreshToken: 'staff-refresh', refreshExpires: farFuture });
  await startImpersonation(client, MEMBER_ID);
  return { client, server };
}

function renderLocked(client: HealthDeck) {
  return render(
    <HealthDeckProvider client={client}>
      <LockedState t={memberStrings} />
    </HealthDeckProvider>,
  );
}

afterEach(cleanup);

describe('the locked state while staff act as a member', () => {
  it("asks for the staff password, not the member's; one unlock opens the member's data key, and what stays locked says why", { timeout: 30_000 }, async () => {
    const { client, server } = await acting();
    renderLocked(client);
    const group = await screen.findByRole('region', { name: "Ana Núñez's sealed records" });
    expect(group.textContent).toContain("Type your own staff password, not the member's");
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByText('Your results are locked')).toBeNull();

    await userEvent.type(screen.getByLabelText('Your staff password'), 'not it');
    await userEvent.click(screen.getByRole('button', { name: 'Open as staff' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is not your staff password.');
    expect(client.$dataKey.get()).toBeNull();

    await userEvent.clear(screen.getByLabelText('Your staff password'));
    await userEvent.type(screen.getByLabelText('Your staff password'), STAFF_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Open as staff' }));
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? client.$dataKey.get()).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(client.$dataKey.get()).not.toBeNull();
    expect(client.$privateKey.get()).toBeNull();
    // Opened once for the whole impersonation (one audited hand-over); a record still locked is one a lab sealed to the member's own key.
    expect(server.called('impersonationUnlock')).toHaveLength(1);
    expect((await screen.findByText(/A lab or device sealed this record to Ana Núñez's own key/)).textContent).toContain('Staff cannot open it');
    expect(screen.queryByLabelText('Your staff password')).toBeNull();
  });

  it('says plainly when the organisation has no recovery key, and what to do; no password is asked', { timeout: 30_000 }, async () => {
    const { client, server } = await acting('no-recovery-key');
    renderLocked(client);
    const group = await screen.findByRole('region', { name: 'Sealed records stay closed' });
    expect(group.textContent).toContain("Ana Núñez's organisation has no recovery key");
    expect(group.textContent).toContain("An administrator creates one on the organisation's screen");
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText('Your staff password')).toBeNull();
    expect(server.called('impersonationUnlock')).toHaveLength(0);
  });

  it("is the member's own password prompt when no one is acting as them", async () => {
    const client = createHealthDeck({ fetch: createFakeServer({}).fetch, storage: memoryStorage(), onUnauthorized: () => {} });
    renderLocked(client);
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Your staff password')).toBeNull();
  });
});
