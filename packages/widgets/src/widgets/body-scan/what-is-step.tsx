import type { HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { recordUserFlow } from '../shared/user-flow';
import type { BodyScanMessages } from './messages';

// The whatIs3DBodyScan step as the widget loads it (after 'What is a 3D body scan?'), with the
// user-flow call that only its Get Started makes.

/** What a 3D body scan is; Back returns to bodyScan, Get Started records the start and returns to the prompt. */
export default function WhatIsStep({ client, t, onBack, onStarted }: { client: HealthDeck; t: BodyScanMessages; onBack: () => void; onStarted: () => void }) {
  return (
    <>
      <p className="hd-body-scan__text">{t.whatIsText}</p>
      <p className="hd-body-scan__text">{t.whatIsPrivacy}</p>
      <div className="hd-body-scan__actions">
        <Button type="button" variant="outlined" onClick={onBack}>
          {t.back}
        </Button>
        <Button
          type="button"
          onClick={() => {
            // spec 000 §3.4: the member starts the 3D body look (the scan itself is taken with the phone).
            recordUserFlow(client, 'body_look_3d_started');
            onStarted();
          }}
        >
          {t.getStarted}
        </Button>
      </div>
    </>
  );
}
