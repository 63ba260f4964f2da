import { useState } from 'react';
import { unlockPrivateKeyWithPassword } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck } from '@healthdeck/widgets';

/** The staff member's own private key, unlocked with their password. */
export type StaffKey = Awaited<ReturnType<typeof unlockPrivateKeyWithPassword>>;

export interface UnlockLabels {
  unlockTitle: string;
  unlockIntro: string;
  password: string;
  unlock: string;
}

/**
 * Unlocks the signed-in staff member's private key with their password, in this browser: what opens
 * an organisation recovery key through their grant. The key is handed to the caller's state only.
 */
export function UnlockForm({ labels, describe, onUnlocked }: { labels: UnlockLabels; describe: (error: unknown) => string; onUnlocked: (key: StaffKey) => void }) {
  const sdk = useHealthDeck();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="hd-inline-form"
      noValidate
      aria-label={labels.unlockTitle}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        unlockPrivateKeyWithPassword(sdk, password)
          .then(onUnlocked, (err: unknown) => setError(describe(err)))
          .finally(() => setBusy(false));
      }}
    >
      <p className="hd-form-note">{labels.unlockIntro}</p>
      <Input label={labels.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      <Button type="submit" loading={busy} disabled={busy || password === ''}>
        {labels.unlock}
      </Button>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
