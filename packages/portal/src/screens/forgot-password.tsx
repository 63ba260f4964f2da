import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Input, useHealthDeck } from '@healthdeck/widgets';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert, FormStatus } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { validateEmail } from '../forms/validate.js';

/** The same answer for every email, so the form does not reveal who has an account. */
export const RESET_SENT_MESSAGE = 'If an account exists for that email, we sent a reset link.';

/** /forgot-password: ask for a reset link (spec 000 §7.3 password request-new). */
export function ForgotPasswordScreen() {
  const sdk = useHealthDeck();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateEmail(email);
    setEmailError(found);
    setFormError(null);
    setSent(false);
    if (found) {
      focusFirstError(formRef.current, { email: found });
      return;
    }
    setBusy(true);
    try {
      await sdk.auth.requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot your password?" footer={<Link to="/sign-in">Back to sign in</Link>}>
      <p>Enter the email you signed up with and we will send you a link to choose a new password.</p>
      <form ref={formRef} className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <FormStatus message={sent ? RESET_SENT_MESSAGE : null} />
        <Input label="Email" name="email" type="email" autoComplete="email" required value={email} error={emailError} onChange={(e) => setEmail(e.currentTarget.value)} />
        <Button type="submit" loading={busy} disabled={busy}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
