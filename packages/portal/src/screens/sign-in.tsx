import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AccountResponse } from '@healthdeck/contract/light';
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
import { HealthDeckError, SecondFactorRequired, passkeysSupported, signIn, signInWithPasskey } from '@healthdeck/sdk';
import './sign-in.css';

type FieldName = 'email' | 'password';

/**
 * /sign-in: email and password; the sdk's errors are shown as they come (spec 000 §8). An account
 * with a second factor then asks for a code (the authenticator app's, or a recovery code); a
 * passkey signs in without either.
 */
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
  // The step after a right password, while the account's second factor is asked for.
  const [secondStep, setSecondStep] = useState<SecondFactorRequired | null>(null);
  const [code, setCode] = useState('');
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const codeId = useId();
  const focusCode = () => document.getElementById(codeId)?.focus();

  useEffect(() => {
    if (secondStep) document.getElementById(codeId)?.focus();
  }, [secondStep, codeId]);

  // spec 000 §2: an administrator's default page is /admin, a member's /client/home.
  const landed = (account: AccountResponse) => navigate(returnPath(location.state) ?? landingPath(account), { replace: true });

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
      landed(await signIn(sdk, { email: email.trim(), password, onProgress: setKeyPhase }));
    } catch (error) {
      if (error instanceof SecondFactorRequired) {
        setSecondStep(error);
        setBusy(false);
        return;
      }
      // What was typed stays in the fields; the message says why (e.g. 'Invalid Credentials').
      setFormError(errorMessage(error, f.unexpected));
      setKeyPhase(null);
      setBusy(false);
    }
  }

  async function onSubmitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !secondStep) return;
    setFormError(null);
    if (code.trim() === '') {
      setFormError(t.codeHint);
      focusCode();
      return;
    }
    setBusy(true);
    try {
      landed(await secondStep.submit(code.trim()));
    } catch (error) {
      setFormError(errorMessage(error, f.unexpected));
      setKeyPhase(null);
      setBusy(false);
      focusCode();
    }
  }

  function startOver() {
    setSecondStep(null);
    setCode('');
    setFormError(null);
  }

  async function onPasskey() {
    if (busy || passkeyBusy) return;
    setFormError(null);
    setPasskeyBusy(true);
    try {
      landed((await signInWithPasskey(sdk)).account);
    } catch (error) {
      // The browser's own refusal (cancelled, no passkey for this site) is not the server's word.
      setFormError(error instanceof HealthDeckError ? errorMessage(error, f.unexpected) : t.passkeyFailed);
      setPasskeyBusy(false);
    }
  }

  if (secondStep) {
    return (
      <AuthCard title={t.title}>
        <form className="hd-form" noValidate onSubmit={onSubmitCode} aria-busy={busy}>
          <FormAlert message={formError} />
          <p>{t.codeIntro}</p>
          <Input
            id={codeId}
            label={t.code}
            name="code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={code}
            hint={t.codeHint}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <KeyProgress phase={keyPhase} />
          <Button type="submit" loading={busy} disabled={busy}>
            {t.verify}
          </Button>
          <Button type="button" variant="outlined" disabled={busy} onClick={startOver}>
            {t.startOver}
          </Button>
        </form>
      </AuthCard>
    );
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
        <Button type="submit" loading={busy} disabled={busy || passkeyBusy}>
          {t.submit}
        </Button>
      </form>
      {passkeysSupported() ? (
        <Button type="button" variant="outlined" className="hd-sign-in__passkey" loading={passkeyBusy} disabled={busy || passkeyBusy} onClick={() => void onPasskey()}>
          {t.passkey}
        </Button>
      ) : null}
    </AuthCard>
  );
}
