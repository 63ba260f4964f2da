import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert } from '../components/form-alert.js';
import { KeyProgress, type SetupPhase } from '../components/key-progress.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { hasErrors, validateEmail, validatePasswordPresent, type FieldErrors } from '../forms/validate.js';
import { landingPath } from '../guards/landing-path.js';
import { returnPath } from '../guards/return-path.js';
import { signInMessages } from './sign-in-messages.js';
import { signIn } from '@healthdeck/sdk';

type FieldName = 'email' | 'password';

/** /sign-in: email and password; the sdk's errors are shown as they come (spec 000 §8). */
export function SignInScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(signInMessages);
  const f = useMessages(formMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A member without keys yet gets them made at first sign-in; show those stages too.
  const [keyPhase, setKeyPhase] = useState<SetupPhase | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors<FieldName> = { email: validateEmail(email, f), password: validatePasswordPresent(password, f) };
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      focusFirstError(formRef.current, found);
      return;
    }
    setBusy(true);
    try {
      const account = await signIn(sdk, { email: email.trim(), password, onProgress: setKeyPhase });
      navigate(returnPath(location.state) ?? landingPath(account), { replace: true });
    } catch (error) {
      // What was typed stays in the fields; the message says why (e.g. 'Invalid Credentials').
      setFormError(errorMessage(error, f.unexpected));
      setKeyPhase(null);
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t.title}
      footer={
        <>
          <Link to="/forgot-password">{t.forgot}</Link>
          <span>
            {t.newHere} <Link to="/sign-up">{t.createAccount}</Link>
          </span>
        </>
      }
    >
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <Input label={t.email} name="email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <Input
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <KeyProgress phase={keyPhase} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
