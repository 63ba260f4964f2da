import { useId, useState } from 'react';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formMessages } from '../forms/form-messages.js';
import { accountFormMessages } from './account-form-messages.js';
import { errorMessage } from '../forms/error-message.js';

/** 'sandbox-' + 128 random bits: the token the sandbox reCAPTCHA adapter (the offline default) accepts. */
export function sandboxRecaptchaToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `sandbox-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A verification in flight or done: resolves to the verified token, or null when refused. */
export type RecaptchaResult = Promise<string | null>;

type State = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * The sandbox human check (the server's default, for demos: it says so beside the box): a real checkbox (keyboard: Tab + Space) whose check makes a token and has
 * the server verify it (spec 000 §7.3 recaptcha verify). The box shows checked at once and unchecks
 * if the server refuses; the parent gets the pending result, so a submit right after the check
 * waits for the verification instead of refusing it.
 */
export function RecaptchaCheckbox({ onVerification, error, disabled }: { onVerification: (result: RecaptchaResult | null) => void; error?: string; disabled?: boolean }) {
  const sdk = useHealthDeck();
  const t = useMessages(accountFormMessages);
  const { unexpected } = useMessages(formMessages);
  const id = useId();
  const [state, setState] = useState<State>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function verify(): Promise<string | null> {
    const token = sandboxRecaptchaToken();
    try {
      const answer = await sdk.call('recaptchaVerify', { body: { recaptchaKey: token } });
      if (answer.data.success) {
        setState('verified');
        return token;
      }
      setFailure(t.verificationFailed);
    } catch (err) {
      setFailure(errorMessage(err, unexpected));
    }
    setState('failed');
    return null;
  }

  function onChange(checked: boolean) {
    setFailure(null);
    if (!checked) {
      setState('idle');
      onVerification(null);
      return;
    }
    setState('verifying');
    onVerification(verify());
  }

  const message = failure ?? error;
  return (
    <div className="hd-recaptcha" data-state={state}>
      <input
        id={id}
        type="checkbox"
        name="recaptcha"
        checked={state === 'verifying' || state === 'verified'}
        disabled={disabled || state === 'verifying'}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{t.notRobot}</label>
      {state === 'verifying' ? <span className="hd-spinner" role="status" aria-label={t.verifying} /> : null}
      <span className="hd-recaptcha__brand">{t.recaptchaBrand}</span>
      {message ? (
        <p id={`${id}-error`} className="hd-field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
