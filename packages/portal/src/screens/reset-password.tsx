import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { NewPasswordFields } from '../components/new-password-fields.js';
import { hasErrors, validateNewPassword, type FieldErrors } from '../forms/validate.js';
import { passwordResetMessages } from './password-reset-messages.js';
import { setPassword as saveNewPassword } from '@healthdeck/sdk';

type FieldName = 'password' | 'passwordConfirm';

/** /reset-password?key=&email=: choose a new password with the emailed key (spec 000 §3.2, §7.3). */
export function ResetPasswordScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(passwordResetMessages);
  const f = useMessages(formMessages);
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
      <AuthCard title={t.resetTitle} footer={<Link to="/forgot-password">{t.requestNewLink}</Link>}>
        <p role="alert" className="hd-form-alert">
          {t.incompleteLink}
        </p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t.changedTitle} footer={<Link to="/sign-in">{t.signIn}</Link>}>
        <p role="status">{t.changed}</p>
        <p className="hd-note">{t.dataNote}</p>
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { weakReason: reason, ...found } = validateNewPassword(password, passwordConfirm, f);
    setErrors(found);
    setWeakReason(reason ?? null);
    setFormError(null);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setBusy(true);
    try {
      await saveNewPassword(sdk, { email, key, password, passwordConfirm });
      setDone(true);
    } catch (error) {
      setFormError(errorMessage(error, f.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t.resetTitle} footer={<Link to="/sign-in">{t.backToSignIn}</Link>}>
      <p>
        {t.chooseFor} <strong>{email}</strong>.
      </p>
      <p className="hd-note" id="reset-note">
        {t.dataNote}
      </p>
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <NewPasswordFields
          label={t.newPassword}
          password={password}
          passwordConfirm={passwordConfirm}
          errors={errors}
          weakReason={weakReason}
          onPassword={setPassword}
          onPasswordConfirm={setPasswordConfirm}
        />
        <Button type="submit" loading={busy} disabled={busy}>
          {t.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
