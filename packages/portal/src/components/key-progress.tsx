import type { KeyGenStage } from '@healthdeck/crypto';
import { useMessages } from '@healthdeck/widgets';
import { accountFormMessages } from './account-form-messages.js';

/** Where account setup is: before the keys, then the stages @healthdeck/crypto reports. */
export type SetupPhase = 'account' | KeyGenStage;

const ORDER: SetupPhase[] = ['account', 'generating', 'encrypting', 'done'];

/**
 * A polite live region with the current phase and a progress bar over the four phases. RSA-4096
 * takes seconds in the browser (spec 000 §9), so each phase says what is happening.
 */
export function KeyProgress({ phase }: { phase: SetupPhase | null }) {
  const t = useMessages(accountFormMessages);
  return (
    <div className="hd-key-progress" role="status" aria-live="polite">
      {phase ? (
        <>
          <p>
            <span className="hd-spinner" aria-hidden="true" /> {t.phases[phase]}
          </p>
          <progress max={ORDER.length} value={ORDER.indexOf(phase) + 1} aria-label={t.setupProgress} />
        </>
      ) : null}
    </div>
  );
}
