import { ERROR_MESSAGES } from '@healthdeck/contract/light';
import { BadRequest } from '@healthdeck/sdk';
import { Button, useMessages } from '@healthdeck/widgets';
import { onboardingMessages } from './onboarding-messages.js';

/** A step's failure: the server's 400 message as returned (spec 000 §8), else the generic one. */
export function StepError({ error, fallback, onRetry }: { error: unknown; fallback?: string; onRetry?: () => void }) {
  const t = useMessages(onboardingMessages);
  const message = error instanceof BadRequest ? error.message : (fallback ?? t.loadFailed ?? ERROR_MESSAGES.Unexpected);
  return (
    <div role="alert" className="hd-onboarding__error">
      <p>{message}</p>
      {onRetry ? (
        <Button type="button" variant="outlined" onClick={onRetry}>
          {t.retry}
        </Button>
      ) : null}
    </div>
  );
}
