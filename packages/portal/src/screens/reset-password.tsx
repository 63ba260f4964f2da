import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, useHealthDeck } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { NewPasswordFields } from '../components/new-password-fields.js';
import { hasErrors, validateNewPassword, type FieldErrors } from '../forms/validate.js';

type FieldName = 'password' | 'passwordConfirm';

/**
 * The private key is protected by a secret derived from the old password; a reset makes a new key
 * salt, so what was encrypted before cannot be opened until support restores it from escrow.
 */
export const RESET_DATA_NOTE = 'Data encrypted under your old password becomes unreadable until support restores it.';

/** /reset-password?key=&email=: choose a new password with the emailed key (spec 000 §3.2, §7.3). */
export function ResetPasswordScreen() {
  const sdk = useHealthDeck();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const email = params.get('email') ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [weakReason, setWeakReason] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!key || !email) {
    return (
      <AuthCard title="Reset your password" footer={<Link to="/forgot-password">Request a new reset link</Link>}>
        <p role="alert" className="hd-form-alert">
          This reset link is incomplete. Open the link from your email again, or request a new one.
        </p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed" footer={<Link to="/sign-in">Sign in</Link>}>
        <p role="status">Your password has been changed. Sign in with your new password.</p>
        <p className="hd-note">{RESET_DATA_NOTE}</p>
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { weakReason: reason, ...found } = validateNewPassword(password, passwordConfirm);
    setErrors(found);
    setWeakReason(reason ?? null);
    setFormError(null);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setBusy(true);
    try {
      await sdk.auth.setPassword({ email, key, password, passwordConfirm });
      setDone(true);
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset your password" footer={<Link to="/sign-in">Back to sign in</Link>}>
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      <p className="hd-note" id="reset-note">
        {RESET_DATA_NOTE}
      </p>
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <NewPasswordFields
          label="New password"
          password={password}
          passwordConfirm={passwordConfirm}
          errors={errors}
          weakReason={weakReason}
          onPassword={setPassword}
          onPasswordConfirm={setPasswordConfirm}
        />
        <Button type="submit" loading={busy} disabled={busy}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
