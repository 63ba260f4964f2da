import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { humanCheckConfigQuery } from '@healthdeck/sdk';
import { Button, useHealthDeck, useLanguage, useMessages } from '@healthdeck/widgets';
import { accountFormMessages } from './account-form-messages.js';
import { ProviderHumanCheck } from './provider-human-check.js';
import { RecaptchaCheckbox, type RecaptchaResult } from './recaptcha-checkbox.js';

export interface HumanCheckProps {
  onVerification: (result: RecaptchaResult | null) => void;
  error?: string;
  disabled?: boolean;
  /** Changes when the page spent the token: a real provider's token answers once. */
  resetKey: number;
}

/**
 * The human check of the sign-up page, as the server is configured: the provider's widget
 * (reCAPTCHA, hCaptcha or Turnstile, whose token goes with the registration only, since a token
 * answers once) or the sandbox checkbox, which says it is one.
 */
export function HumanCheck({ onVerification, error, disabled, resetKey }: HumanCheckProps) {
  const sdk = useHealthDeck();
  const t = useMessages(accountFormMessages);
  const language = useLanguage();
  const config = useQuery({ ...humanCheckConfigQuery(sdk), retry: false });
  const [scriptFailed, setScriptFailed] = useState(false);
  const [again, setAgain] = useState(false);

  if (config.isError || scriptFailed) {
    return (
      <div className="hd-human-check">
        <p role="alert" className="hd-field-error">
          {t.humanCheckUnavailable}
        </p>
        <Button
          type="button"
          variant="outlined"
          loading={config.isFetching}
          onClick={() => {
            setScriptFailed(false);
            if (config.isError) void config.refetch();
          }}
        >
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!config.data) {
    return (
      <p className="hd-human-check" role="status">
        {t.humanCheckLoading}
      </p>
    );
  }
  const { provider, site_key: siteKey } = config.data;
  if (provider === 'sandbox' || !siteKey) return <RecaptchaCheckbox onVerification={onVerification} error={error} disabled={disabled} />;
  const message = again ? t.humanCheckAgain : error;
  return (
    <div className="hd-human-check">
      <ProviderHumanCheck
        provider={provider}
        siteKey={siteKey}
        language={language}
        resetKey={resetKey}
        onLoadError={() => setScriptFailed(true)}
        onToken={(token) => {
          setAgain(token === null);
          onVerification(token === null ? null : Promise.resolve(token));
        }}
      />
      {message ? (
        <p className="hd-field-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
