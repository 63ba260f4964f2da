import { useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { Input } from '../input/input';

/** The words of a staff-password form, from its screen's catalogue. */
export interface StaffPasswordLabels {
  /** The form's name for assistive technology (and the admin's heading-less forms). */
  title: string;
  /** A line above the field, when the screen has no text of its own around the form. */
  intro?: string;
  password: string;
  submit: string;
}

export interface StaffPasswordFormProps {
  labels: StaffPasswordLabels;
  /** What the password opens (the staff member's key, a recovery key, a member's data key); throws to say it did not. */
  open: (password: string) => Promise<void>;
  /** The failure said in the screen's words. */
  describe: (error: unknown) => string;
  className?: string;
}

/**
 * The one form where staff type their own password to open something in this browser: their key
 * pair (granting or rotating an organisation recovery key), a member's records through the recovery
 * key (the admin's member page, approving a recovery), or a member's sealed screens while acting as
 * them. The password never leaves the caller's `open`; the field is emptied once it has opened.
 */
export function StaffPasswordForm({ labels, open, describe, className = 'hd-inline-form' }: StaffPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      await open(password);
      setPassword('');
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={className} noValidate aria-label={labels.title} onSubmit={(e) => void submit(e)}>
      {labels.intro ? <p className="hd-form-note">{labels.intro}</p> : null}
      <Input label={labels.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      <Button type="submit" loading={busy} disabled={busy || password === ''}>
        {labels.submit}
      </Button>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
