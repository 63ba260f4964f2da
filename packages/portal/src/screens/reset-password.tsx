import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { NewPasswordFields } from '../components/new-password-fields.js';
import { hasErrors, validateNewPassword, type FieldErrors } from '../forms/validate.js';
import { passwordResetMessages } from './password-reset-messages.js';
import { isRecoveryPhrase, RecoveryPhraseRefused, setPassword as saveNewPassword } from '@healthdeck/sdk';

type FieldName = 'password' | 'passwordConfirm' | 'recoveryPhrase';

/** Organisation-assisted recovery of the records sealed before a reset without the phrase. */
const KEY_RECOVERY_PATH = '/client/key-recovery';

/**
 * /reset-password?key=&email=: choose a new password with the emailed key (spec 000 §3.2, §7.3).
 * With the recovery phrase (optional) the keys are opened with it in this browser and kept under
 * the new password, so every record still opens; without it the page says what will not open, the
 * server keeps the old keys archived, and organisation-assisted recovery is one link away.
 */
export function ResetPasswordScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(passwordResetMessages);
  const f = useMessages(formMessages);
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const email = params.get('email') ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const [recoveryPhrase, setRecoveryPhrase] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [weakReason, setWeakReason] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ keysKept: boolean } | null>(null);

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
        <p role="status">{done.keysKept ? t.changedKept : t.changed}</p>
        {done.keysKept ? null : (
          <>
            <p className="hd-note">{t.withoutPhrase}</p>
            <p>
              <Link to={KEY_RECOVERY_PATH}>{t.keyRecovery}</Link>
            </p>
          </>
        )}
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { weakReason: reason, ...passwordErrors } = validateNewPassword(password, passwordConfirm, f);
    const phraseGiven = recoveryPhrase.trim() !== '';
    const found: FieldErrors<FieldName> = {
      recoveryPhrase: phraseGiven && !(await isRecoveryPhrase(recoveryPhrase)) ? t.phraseInvalid : undefined,
      ...passwordErrors,
    };
    setErrors(found);
    setWeakReason(reason ?? null);
    setFormError(null);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setBusy(true);
    try {
      setDone(await saveNewPassword(sdk, { email, key, password, passwordConfirm, recoveryPhrase: phraseGiven ? recoveryPhrase : undefined }));
    } catch (error) {
      if (error instanceof RecoveryPhraseRefused) {
        setErrors({ recoveryPhrase: error.reason === 'none' ? t.phraseNone : t.phraseWrong });
        focusFirstError(formRef.current, { recoveryPhrase: 'x' });
      } else {
        setFormError(errorMessage(error, f.unexpected));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t.resetTitle} footer={<Link to="/sign-in">{t.backToSignIn}</Link>}>
      <p>
        {t.chooseFor} <strong>{email}</strong>.
      </p>
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <Input
          label={t.phrase}
          name="recoveryPhrase"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t.phraseHint}
          value={recoveryPhrase}
          error={errors.recoveryPhrase}
          onChange={(e) => setRecoveryPhrase(e.currentTarget.value)}
        />
        {recoveryPhrase.trim() === '' ? (
          <p className="hd-note" id="reset-note">
            {t.withoutPhrase} <Link to={KEY_RECOVERY_PATH}>{t.keyRecovery}</Link>
          </p>
        ) : null}
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
