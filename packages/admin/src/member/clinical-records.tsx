import { useId, useState } from 'react';
import { Button, useMessages } from '@healthdeck/widgets';
import { EncryptedReads } from './encrypted-reads.js';
import { memberMessages } from './messages.js';
import { RecoveryUnlockForm } from './recovery-unlock.js';
import { RiskScores } from './risk-scores.js';

/**
 * The clinical reads by user id (spec 000 §7.2), every one sealed in the member's browser and opened
 * here through the organisation recovery key, in this browser. The data key lives in this
 * component's state: leaving the page drops it.
 */
export function ClinicalRecords({ userId }: { userId: string }) {
  const M = useMessages(memberMessages);
  const headingId = useId();
  const recoveryId = useId();
  const [dataKey, setDataKey] = useState<CryptoKey | null>(null);
  return (
    <section className="hd-link-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.clinical}</h2>
      <p>{M.clinicalIntro}</p>
      <h3 id={recoveryId}>{M.recovery}</h3>
      <p>{M.recoveryIntro}</p>
      {dataKey === null ? (
        <>
          <RecoveryUnlockForm userId={userId} onOpened={setDataKey} />
          <p>{M.lockedHint}</p>
        </>
      ) : (
        <>
          <p role="status" className="hd-notice">
            {M.recoveryOpen}
          </p>
          <Button type="button" variant="plain" onClick={() => setDataKey(null)}>
            {M.forget}
          </Button>
          <RiskScores userId={userId} dataKey={dataKey} />
          <EncryptedReads userId={userId} dataKey={dataKey} />
        </>
      )}
    </section>
  );
}
