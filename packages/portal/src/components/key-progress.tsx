import type { KeyGenStage } from '@healthdeck/crypto';

/** Where account setup is: before the keys, then the stages @healthdeck/crypto reports. */
export type SetupPhase = 'account' | KeyGenStage;

/** RSA-4096 takes seconds in the browser (spec 000 §9), so each phase says what is happening. */
export const PHASE_MESSAGES: Record<SetupPhase, string> = {
  account: 'Creating your account…',
  generating: 'Generating your encryption keys…',
  encrypting: 'Protecting your keys with your password…',
  done: 'Finishing…',
};

const ORDER: SetupPhase[] = ['account', 'generating', 'encrypting', 'done'];

/** A polite live region with the current phase and a progress bar over the four phases. */
export function KeyProgress({ phase }: { phase: SetupPhase | null }) {
  return (
    <div className="hd-key-progress" role="status" aria-live="polite">
      {phase ? (
        <>
          <p>
            <span className="hd-spinner" aria-hidden="true" /> {PHASE_MESSAGES[phase]}
          </p>
          <progress max={ORDER.length} value={ORDER.indexOf(phase) + 1} aria-label="Account setup progress" />
        </>
      ) : null}
    </div>
  );
}
