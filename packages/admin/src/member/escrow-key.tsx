import { useState } from 'react';
import { fetchEmergencyKey, openImpersonationDataKey, readEscrowKey } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { type MemberMessages, memberMessages } from './messages.js';
import { readFailure } from './use-read.js';

/** What the escrow path gave: the member's data key, or null when the member has no keys yet. */
export type EscrowOpened = { dataKey: CryptoKey | null };

/** The crypto layer's refusals, said for staff. */
function escrowFailure(error: unknown, M: MemberMessages): string {
  const message = readFailure(error);
  if (message.startsWith('This is not the escrow key') || message.startsWith('Could not unwrap')) return M.notEscrowKey;
  if (message.includes('not a valid armored OpenPGP private key')) return M.notAKey;
  if (message.includes('wrong passphrase')) return M.wrongPassphrase;
  return message;
}

/**
 * The impersonation design's escrow path (docs/decisions/0037-impersonation-and-staff-reads.md): staff give the
 * organisation's escrow private key to this browser, the server hands the member's data key as
 * wrapped to that key (audited under the member), and the key opens it here. Nothing is sent back.
 */
export function EscrowKeyForm({ userId, onOpened }: { userId: string; onOpened: (opened: EscrowOpened) => void }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(M.chooseEscrowFile);
      return;
    }
    setBusy(true);
    try {
      // The key is read first: a wrong file costs no audited read.
      const escrowKey = await readEscrowKey(await file.text(), passphrase);
      const { impersonation } = await fetchEmergencyKey(sdk, userId);
      onOpened({ dataKey: await openImpersonationDataKey(impersonation, escrowKey) });
    } catch (e) {
      setError(escrowFailure(e, M));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="hd-inline-form" noValidate aria-label={M.openEscrow} onSubmit={(e) => void open(e)}>
      <Input label={M.escrowFile} type="file" accept=".asc,.key,.gpg,.pgp,text/plain" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
      <Input label={M.escrowPassphrase} type="password" autoComplete="off" value={passphrase} onChange={(e) => setPassphrase(e.currentTarget.value)} />
      <Button type="submit" loading={busy} disabled={busy}>
        {M.openEscrow}
      </Button>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
