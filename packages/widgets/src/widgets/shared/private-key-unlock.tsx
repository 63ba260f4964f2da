import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { idleLockMinutes, InvalidCredentials, unlockPrivateKeyWithPassword } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { lockedStateMessages } from './locked-state-messages';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { useHealthDeck } from '../../provider/health-deck-context';
import { LockIcon } from '../../primitives/lock-icon';
import { ImpersonationUnlock } from './impersonation-unlock';

/** The strings of the locked state, from the widget's own catalogue. */
export interface PrivateKeyUnlockStrings {
  lockedTitle: string;
  lockedText: string;
  password: string;
  unlock: string;
  wrongPassword: string;
}

/**
 * The locked state of records a vendor wrote to the member's public key (spec 000 §5: encrypted
 * reads give nothing without the key, and "no data" would mislead: it is locked). It says so and asks
 * for the password, which opens the session's keys in this browser for every sealed screen (the
 * sdk's unlockPrivateKeyWithPassword; after sign-in they are already open, so this shows after a
 * reload or the idle lock, and says how long an unlock lasts). Staff acting as the member meet the
 * same locked state asking for their own password instead (ImpersonationUnlock).
 */
/** The title's heading level: 3 inside a card with its own title; 2 where the form sits right under the page's title. */
export type UnlockHeadingLevel = 2 | 3;

export function PrivateKeyUnlock({ t, headingLevel = 3 }: { t: PrivateKeyUnlockStrings; headingLevel?: UnlockHeadingLevel }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const client = useHealthDeck();
  const account = useStore(client.$account);
  const session = useMessages(lockedStateMessages);
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const acting = useStore(client.$session)?.impersonation;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      await unlockPrivateKeyWithPassword(client, password);
      setPassword('');
    } catch (failure) {
      // A wrong password says so; anything else (the network) shows the sdk's message.
      setError(failure instanceof InvalidCredentials || !(failure instanceof Error) || !failure.message ? t.wrongPassword : failure.message);
    } finally {
      setBusy(false);
    }
  }

  if (acting) return <ImpersonationUnlock />;

  return (
    <form className="hd-unlock" part="locked" aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <Title id={titleId} className="hd-unlock__title">
        <LockIcon />
        {t.lockedTitle}
      </Title>
      <p className="hd-unlock__text">{t.lockedText}</p>
      <p className="hd-unlock__note">{session.session(idleLockMinutes(client))}</p>
      <div className="hd-unlock__row">
        {/* Whose password this is, for password managers (a password form with no username field
            is one they cannot fill, and Chromium says so); not shown. */}
        <input type="text" name="username" autoComplete="username" value={account?.user.email ?? ''} readOnly hidden />
        <Input label={t.password} type="password" autoComplete="current-password" value={password} error={error} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" loading={busy} disabled={!password}>
          {t.unlock}
        </Button>
      </div>
    </form>
  );
}
