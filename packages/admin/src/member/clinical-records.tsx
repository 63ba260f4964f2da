import { useId, useState } from 'react';
import { Button, useMessages } from '@healthdeck/widgets';
import { EncryptedReads } from './encrypted-reads.js';
import { EscrowKeyForm, type EscrowOpened } from './escrow-key.js';
import { memberMessages } from './messages.js';
import { RiskScores } from './risk-scores.js';

/**
 * The clinical reads by user id (spec 000 §7.2), every one sealed in the member's browser and opened
 * here through the staff read path. The data key lives in this component's state: leaving the page drops it.
 */
export function ClinicalRecords({ userId }: { userId: string }) {
  const M = useMessages(memberMessages);
  const headingId = useId();
  const escrowId = useId();
  const [opened, setOpened] = useState<EscrowOpened | null>(null);
  return (
    <section className="hd-link-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.clinical}</h2>
      <p>{M.clinicalIntro}</p>
      <h3 id={escrowId}>{M.escrow}</h3>
      <p>{M.escrowIntro}</p>
      {opened === null ? (
        <>
          <EscrowKeyForm userId={userId} onOpened={setOpened} />
          <p>{M.lockedHint}</p>
        </>
      ) : (
        <>
          <p role="status" className="hd-notice">
            {opened.dataKey ? M.escrowOpen : M.noDataKey}
          </p>
          <Button type="button" variant="plain" onClick={() => setOpened(null)}>
            {M.forget}
          </Button>
          {opened.dataKey ? (
            <>
              <RiskScores userId={userId} dataKey={opened.dataKey} />
              <EncryptedReads userId={userId} dataKey={opened.dataKey} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
