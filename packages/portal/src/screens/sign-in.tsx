import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AccountResponse } from '@healthdeck/contract/light';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useQuery } from '@tanstack/react-query';
import { AuthCard } from '../components/auth-card.js';
import { FormAlert, FormStatus } from '../components/form-alert.js';
import { SecondFactorStep } from '../components/second-factor-step.js';
import { KeyProgress, type SetupPhase } from '../components/key-progress.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { hasErrors, validateEmail, validatePasswordPresent, type FieldErrors } from '../forms/validate.js';
import { landingPath } from '../guards/landing-path.js';
import { returnPath } from '../guards/return-path.js';
import { signInMessages } from './sign-in-messages.js';
import { $language, HealthDeckError, SecondFactorRequired, passkeysSupported, samlDiscoveryQuery, signIn, signInWithPasskey, type SignInResult } from '@healthdeck/sdk';
import { useStore } from '@nanostores/react';
import { formatWhen } from '../shell/format-when.js';
import { keepSignedOutLanguage } from '../components/signed-out-language.js';
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
  const language = useStore($language);
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
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // The organisation that signs the typed email's domain in, if any (decision 0095: by domain).
  const organisation = useOrganisationSignIn(email);
  // Back from single sign-on that did not end in a session (the server says why in its log only).
  const ssoOutcome = new URLSearchParams(location.search).get('sso');
  const ssoMessage = ssoOutcome === 'no-account' ? t.ssoNoAccount : ssoOutcome === 'unavailable' ? t.ssoUnavailable : ssoOutcome ? t.ssoFailed : null;

  // spec 000 §2: an administrator's default page is /admin, a member's /client/home.
  const landed = (account: AccountResponse) => navigate(returnPath(location.state) ?? landingPath(account), { replace: true });
  // A sign-in that cancelled the account's pending deletion says so before going on (decision 0104).
  const [cancelled, setCancelled] = useState<AccountResponse | null>(null);
  const signedIn = (account: SignInResult) => {
    // The language chosen (or the browser's) on this page becomes the preference of a member with none.
    void keepSignedOutLanguage(sdk, account);
    if (account.deletionCancelled) setCancelled(account);
    else landed(account);
  };
  // Back from asking for the account's deletion: when it is due, and how to cancel it.
  const deletionDue = (location.state as { deletionDue?: unknown } | null)?.deletionDue;
  const deletionNotice = typeof deletionDue === 'string' ? t.deletionRequested(formatWhen(deletionDue, language)) : null;

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
      signedIn(await signIn(sdk, { email: email.trim(), password, onProgress: setKeyPhase }));
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

  function startOver() {
    setSecondStep(null);
    setFormError(null);
  }

  async function onPasskey() {
    if (busy || passkeyBusy) return;
    setFormError(null);
    setPasskeyBusy(true);
    try {
      const result = await signInWithPasskey(sdk);
      signedIn(result.deletionCancelled ? { ...result.account, deletionCancelled: true } : result.account);
    } catch (error) {
      // The browser's own refusal (cancelled, no passkey for this site) is not the server's word.
      setFormError(error instanceof HealthDeckError ? errorMessage(error, f.unexpected) : t.passkeyFailed);
      setPasskeyBusy(false);
    }
  }

  if (cancelled) {
    return (
      <AuthCard title={t.title}>
        <div role="status" className="hd-sign-in__cancelled">
          <h2>{t.deletionCancelled}</h2>
          <p>{t.deletionCancelledDetail}</p>
        </div>
        <Button type="button" autoFocus onClick={() => landed(cancelled)}>
          {t.continue}
        </Button>
      </AuthCard>
    );
  }

  if (secondStep) {
    return (
      <AuthCard title={t.title}>
        <SecondFactorStep step={secondStep} onSignedIn={signedIn} onStartOver={startOver} onFailed={() => setKeyPhase(null)} progress={<KeyProgress phase={keyPhase} />} />
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
        <FormAlert message={formError ?? ssoMessage} />
        <FormStatus message={formError ? null : deletionNotice} />
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
      <div className="hd-sign-in__organisation" aria-live="polite">
        {organisation ? (
          // A navigation, not a call: the server sends the browser on to the organisation's identity provider.
          <a className="hd-button hd-button--outlined hd-button--blue hd-sign-in__organisation-link" href={organisation.login_url}>
            <span className="hd-button__label">{t.organisation.replace('{organisation}', organisation.name)}</span>
          </a>
        ) : null}
      </div>
    </AuthCard>
  );
}

/** How long typing pauses before the email's domain is looked up. */
const DISCOVERY_PAUSE_MS = 400;

/** The organisation whose single sign-on serves the email's domain, once the email is whole; else null. */
function useOrganisationSignIn(email: string): { name: string; login_url: string } | null {
  const sdk = useHealthDeck();
  const [settled, setSettled] = useState('');
  const typed = email.trim();
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), DISCOVERY_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const whole = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(settled);
  const found = useQuery({ ...samlDiscoveryQuery(sdk, settled), enabled: whole, retry: false });
  return whole ? (found.data?.organization ?? null) : null;
}
