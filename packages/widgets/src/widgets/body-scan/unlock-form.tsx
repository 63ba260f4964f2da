import { useState, type FormEvent } from 'react';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { unlockKitKey, useKits } from '../testing-center/kits-client';
import type { BodyScanMessages } from './messages';

/**
 * The locked state (spec 000 §5: encrypted reads give nothing without the member's key; DESIGN.md:
 * a locked state, not "no data"). 3D Look writes measurements to the member's public key; the
 * password opens the private key in this browser, kept in memory for the page's widgets (the
 * testing center's key box, so one unlock serves kits and body scan alike).
 */
export function UnlockForm({ t }: { t: BodyScanMessages }) {
  const { client } = useKits();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      await unlockKitKey(client, password);
      setPassword('');
    } catch {
      setError(t.wrongPassword);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="hd-body-scan__locked" part="locked" onSubmit={(e) => void submit(e)}>
      <p className="hd-body-scan__locked-title">
        <span aria-hidden="true">🔒 </span>
        <strong>{t.lockedTitle}</strong>
      </p>
      <p className="hd-body-scan__text">{t.lockedText}</p>
      <div className="hd-body-scan__actions">
        <Input label={t.password} type="password" autoComplete="current-password" value={password} error={error} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" loading={busy} disabled={!password}>
          {t.unlock}
        </Button>
      </div>
    </form>
  );
}
