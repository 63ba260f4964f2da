import { useEffect, useState } from 'react';
import { skipMeasurement } from '@healthdeck/sdk';
import { adoptStyles, Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { bodyScanMessages, bodyScanStyles, SkipForm } from '@healthdeck/widgets/body-scan';
import { onboardingMessages } from './onboarding-messages.js';

/**
 * spec 000 §3.3 Measurement skip: reason. The member takes the measurements later (3D body scan on
 * the home page) or gives the reason for skipping them through the body scan's own skip form
 * (spec 001 §5: option required, reason at most 256 characters).
 */
export function MeasurementsStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const t = useMessages(onboardingMessages);
  const bodyScan = useMessages(bodyScanMessages);
  const sdk = useHealthDeck();
  const [skipping, setSkipping] = useState(false);
  // The skip form is the body scan widget's: its sheet, as when the widget is placed on a page.
  useEffect(() => adoptStyles(document, bodyScanStyles), []);
  return (
    <div className="hd-onboarding__step">
      <h2>{t.measurementsTitle}</h2>
      <p>{t.measurementsIntro}</p>
      {skipping ? (
        <SkipForm
          t={bodyScan}
          onBack={() => setSkipping(false)}
          onSave={async (reason) => {
            await skipMeasurement(sdk, reason);
            onDone();
          }}
        />
      ) : (
        <div className="hd-onboarding__actions">
          <Button type="button" variant="outlined" onClick={onBack}>
            {t.back}
          </Button>
          <Button type="button" variant="outlined" onClick={() => setSkipping(true)}>
            {bodyScan.skipLink}
          </Button>
          <Button type="button" onClick={onDone}>
            {t.measureLater}
          </Button>
        </div>
      )}
    </div>
  );
}
