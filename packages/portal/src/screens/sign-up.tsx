import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert } from '../components/form-alert.js';
import { KeyProgress, type SetupPhase } from '../components/key-progress.js';
import type { RecaptchaResult } from '../components/recaptcha-checkbox.js';
import { HumanCheck } from '../components/human-check.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { NewPasswordFields } from '../components/new-password-fields.js';
import { hasErrors, validateEmail, validateName, validateNewPassword, type FieldErrors } from '../forms/validate.js';
import { signUpMessages } from './sign-up-messages.js';
import { RecoveryPhraseSetup } from '../components/recovery-phrase.js';
import { recoveryPhraseMessages } from '../components/recovery-phrase-messages.js';
import { signUp } from '@healthdeck/sdk';
import { keepSignedOutLanguage } from '../components/signed-out-language.js';

type FieldName = 'name' | 'email' | 'password' | 'passwordConfirm' | 'recaptcha';

/**
 * /sign-up: name, email, password, confirmation and the human check (the configured provider's widget,
 * or the sandbox checkbox). The sdk derives the login
 * credential, creates the account, signs in and makes the key pair; then the member sees their
 * recovery phrase and confirms it, and lands on /client/home with a note to check their email.
 */
export function SignUpScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(signUpMessages);
  const f = useMessages(formMessages);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [recaptcha, setRecaptcha] = useState<RecaptchaResult | null>(null);
  // A refused registration spent the provider's token: the widget asks again.
  const [humanCheckRound, setHumanCheckRound] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [weakReason, setWeakReason] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<SetupPhase | null>(null);
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const r = useMessages(recoveryPhraseMessages);
  const busy = phase !== null;

  if (signedUp) {
    // The account and its keys exist; the member goes on only once the recovery phrase is confirmed.
    return (
      <AuthCard title={r.signUpTitle}>
        <p role="status">{r.signUpIntro}</p>
        <RecoveryPhraseSetup email={signedUp} onSaved={() => navigate('/client/home', { replace: true, state: { notice: t.ready(signedUp) } })} />
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { weakReason: reason, ...passwordErrors } = validateNewPassword(password, passwordConfirm, f);
    const found: FieldErrors<FieldName> = {
      name: validateName(name, f),
      email: validateEmail(email, f),
      ...passwordErrors,
      recaptcha: recaptcha ? undefined : f.robot,
    };
    setErrors(found);
    setWeakReason(reason ?? null);
    setFormError(null);
    if (hasErrors(found) || !recaptcha) {
      focusFirstError(formRef.current, found);
      return;
    }
    setPhase('account');
    // A box checked a moment ago may still be verifying: wait for it rather than refuse it.
    const recaptchaKey = await recaptcha;
    if (!recaptchaKey) {
      setPhase(null);
      setErrors({ recaptcha: f.robot });
      return;
    }
    try {
      const address = email.trim();
      // The sdk registers, signs in and makes the key pair, reporting the key stages as it goes.
      const account = await signUp(sdk, { email: address, name: name.trim(), password, passwordConfirm, recaptchaKey, onProgress: setPhase });
      // The language the sign-up page showed becomes the new member's preference.
      void keepSignedOutLanguage(sdk, account);
      setPhase(null);
      setSignedUp(address);
    } catch (error) {
      setFormError(errorMessage(error, f.unexpected));
      setPhase(null);
      setHumanCheckRound((round) => round + 1);
    }
  }

  return (
    <AuthCard
      title={t.title}
      footer={
        <span>
          {t.haveAccount} <Link to="/sign-in">{t.signIn}</Link>
        </span>
      }
    >
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <Input label={t.name} name="name" autoComplete="name" required value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
        <Input label={t.email} name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <NewPasswordFields
          label={t.password}
          password={password}
          passwordConfirm={passwordConfirm}
          errors={errors}
          weakReason={weakReason}
          onPassword={setPassword}
          onPasswordConfirm={setPasswordConfirm}
        />
        <HumanCheck onVerification={setRecaptcha} error={errors.recaptcha} disabled={busy} resetKey={humanCheckRound} />
        <KeyProgress phase={phase} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
