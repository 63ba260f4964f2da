import { skipMeasurement, type HealthDeck } from '@healthdeck/sdk';
import type { BodyScanProps } from './body-scan';
import type { BodyScanMessages } from './messages';
import { SkipForm } from './skip-form';

// The skipBodyScan step as the widget loads it (after 'Skip it for now'): the skip form, and the
// skip reason's save, which only this step makes. The onboarding's measurements step uses SkipForm with its own save.

/** The skip form saving the reason (spec 001 §5, §7); a failure shows §8's message and is reported. */
export default function SkipStep({
  client,
  t,
  onSaved,
  onError,
  onBack,
}: Pick<BodyScanProps, 'onError'> & { client: HealthDeck; t: BodyScanMessages; onSaved: (reason: string) => void; onBack: () => void }) {
  async function save(reason: string) {
    try {
      await skipMeasurement(client, reason);
    } catch (error) {
      console.error('[healthdeck] body scan skip failed', error);
      onError?.({ message: t.saveFailed });
      throw error;
    }
    onSaved(reason);
  }
  return <SkipForm t={t} onSave={save} onBack={onBack} />;
}
