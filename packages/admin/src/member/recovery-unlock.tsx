import { useState } from 'react';
import { InvalidCredentials, openMemberDataKeyAsStaff, unlockPrivateKeyWithPassword } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { type MemberMessages, memberMessages } from './messages.js';
import { readFailure } from './use-read.js';

/** The crypto layer's refusals, said for staff. */
function unlockFailure(error: unknown, M: MemberMessages): string {
  if (error instanceof InvalidCredentials) return M.wrongPassword;
  return readFailure(error);
}

/**
 * Staff open a member's data key in this browser (docs/decisions/0076-organisation-recovery-keys.md):
 * their own private key, unlocked with their password, opens the organisation recovery key through
 * their grant, and that opens the member's copy of the data key (the server audits handing it out,
 * under the member). Nothing is sent back; the key lives in the caller's state only.
 */
export function RecoveryUnlockForm({ userId, onOpened }: { userId: string; onOpened: (dataKey: CryptoKey) => void }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      // The password is checked first: a wrong one costs no audited read.
      const staffKey = await unlockPrivateKeyWithPassword(sdk, password);
      const dataKey = await openMemberDataKeyAsStaff(sdk, userId, staffKey);
      if (dataKey) onOpened(dataKey);
      else setError(M.noCopy);
    } catch (e) {
      setError(unlockFailure(e, M));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="hd-inline-form" noValidate aria-label={M.openWithRecovery} onSubmit={(e) => void open(e)}>
      <Input label={M.staffPassword} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      <Button type="submit" loading={busy} disabled={busy || password === ''}>
        {M.openWithRecovery}
      </Button>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
