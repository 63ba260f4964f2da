import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { useMessages } from '../../i18n/language';
import { InvalidCredentials } from '@healthdeck/sdk';
import { useKits } from './kits-client';
import { testingCenterMessages } from './messages';

/**
 * The locked state of kit reports (spec 000 §5: encrypted reads give nothing without the key): says
 * so plainly and asks for the password, which opens the member's private key in this browser.
 */
export function UnlockForm({ compact = false }: { compact?: boolean }) {
  const t = useMessages(testingCenterMessages);
  const { client } = useKits();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      await client.auth.unlockPrivateKey(password);
      setPassword('');
    } catch (failure) {
      setError(failure instanceof InvalidCredentials ? t.wrongPassword : failure instanceof Error && failure.message ? failure.message : t.wrongPassword);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`hd-kit-locked${compact ? ' hd-kit-locked--compact' : ''}`} part="locked" aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <h3 id={titleId} className="hd-kit-locked__title">
        <span aria-hidden="true">🔒 </span>
        {t.lockedTitle}
      </h3>
      <p className="hd-kit-locked__text">{t.lockedText}</p>
      <div className="hd-kit-locked__row">
        <Input label={t.password} type="password" autoComplete="current-password" value={password} error={error} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" loading={busy} disabled={!password}>
          {t.unlock}
        </Button>
      </div>
    </form>
  );
}
