import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert, FormStatus } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { validateEmail } from '../forms/validate.js';
import { passwordResetMessages } from './password-reset-messages.js';
import { requestPasswordReset } from '@healthdeck/sdk';

/** /forgot-password: ask for a reset link (spec 000 §7.3 password request-new). */
export function ForgotPasswordScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(passwordResetMessages);
  const f = useMessages(formMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateEmail(email, f);
    setEmailError(found);
    setFormError(null);
    setSent(false);
    if (found) {
      focusFirstError(formRef.current, { email: found });
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(sdk, email.trim());
      setSent(true);
    } catch (error) {
      setFormError(errorMessage(error, f.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t.forgotTitle} footer={<Link to="/sign-in">{t.backToSignIn}</Link>}>
      <p>{t.forgotIntro}</p>
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <FormStatus message={sent ? t.sent : null} />
        <Input label={t.email} name="email" type="email" autoComplete="email" required value={email} error={emailError} onChange={(e) => setEmail(e.currentTarget.value)} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t.sendLink}
        </Button>
      </form>
    </AuthCard>
  );
}
