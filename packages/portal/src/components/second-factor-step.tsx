import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input, useMessages } from '@healthdeck/widgets';
import type { SecondFactorRequired, SignInResult } from '@healthdeck/sdk';
import { FormAlert } from './form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { formMessages } from '../forms/form-messages.js';
import { signInMessages } from '../screens/sign-in-messages.js';

/**
 * The step of a sign-in that asks an account's second factor (the authenticator app's code, or a
 * recovery code), after a right password or an organisation's single sign-on.
 */
export function SecondFactorStep({
  step,
  onSignedIn,
  onStartOver,
  onFailed,
  progress,
}: {
  step: SecondFactorRequired;
  onSignedIn: (account: SignInResult) => void;
  onStartOver: () => void;
  onFailed?: () => void;
  /** Shown above the button while the sign-in finishes (the password's key stages). */
  progress?: ReactNode;
}) {
  const t = useMessages(signInMessages);
  const f = useMessages(formMessages);
  const codeId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const focusCode = () => document.getElementById(codeId)?.focus();

  useEffect(() => {
    document.getElementById(codeId)?.focus();
  }, [codeId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (code.trim() === '') {
      setFormError(t.codeHint);
      focusCode();
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await step.submit(code.trim()));
    } catch (error) {
      setFormError(errorMessage(error, f.unexpected));
      onFailed?.();
      setBusy(false);
      focusCode();
    }
  }

  return (
    <form className="hd-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
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
      {progress}
      <Button type="submit" loading={busy} disabled={busy}>
        {t.verify}
      </Button>
      <Button type="button" variant="outlined" disabled={busy} onClick={onStartOver}>
        {t.startOver}
      </Button>
    </form>
  );
}
