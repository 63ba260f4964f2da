import { VITAL_KEYS } from '@healthdeck/sdk';
import { Modal } from '../../primitives/modal/modal';
import type { VitalsMessages } from '../../vitals/messages';
import type { VitalsStepMessages } from '../../vitals/step-messages';

/** spec 001 §2 information step: the panel titled 'Learn more about vitals'. */
export function LearnMorePanel({ open, onClose, t }: { open: boolean; onClose: () => void; t: VitalsMessages & VitalsStepMessages }) {
  return (
    <Modal open={open} onClose={onClose} title={t.panelTitle} variant="side" size="md">
      <p className="hd-vitals__text">{t.panelIntro}</p>
      <dl className="hd-vitals__glossary">
        {VITAL_KEYS.map((key) => (
          <div key={key}>
            <dt>{t.names[key]}</dt>
            <dd>{t.panelText[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="hd-vitals__note">{t.panelDisclaimer}</p>
    </Modal>
  );
}
