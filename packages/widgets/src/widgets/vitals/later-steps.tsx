import { useState } from 'react';
import modal from '../../primitives/modal/modal.css?inline';
import steps from './later-steps.css?inline';
import { Button } from '../../primitives/button/button';
import { useMessages } from '../../i18n/language';
import { adoptPartStyles } from '../../styles/part-styles';
import { LearnMorePanel } from './learn-more-panel';
import type { VitalsMessages } from '../../vitals/messages';
import { NavLink } from '../../vitals/nav-link';
import { vitalsStepMessages } from '../../vitals/step-messages';

const adopt = adoptPartStyles([modal, steps].join('\n'));

export type LaterStep = 'information' | 'instructions' | 'permissions';

/**
 * The steps the member reaches from base by a click (spec 001 §2): information (with the 'Learn
 * more about vitals' panel), instructions and permissions (Continue goes to the scan). Loaded on
 * demand by the Vitals widget.
 */
export default function LaterSteps({ step, t: card, go, scanHref }: { step: LaterStep; t: VitalsMessages; go: (step: 'base' | LaterStep) => () => void; scanHref: string }) {
  const t = { ...card, ...useMessages(vitalsStepMessages) };
  const [panelOpen, setPanelOpen] = useState(false);
  const back = (to: 'base' | LaterStep) => (
    <Button type="button" variant="outlined" onClick={go(to)}>
      {t.goBack}
    </Button>
  );
  return (
    <>
      <span ref={adopt} hidden />
      {step === 'information' ? (
        <>
          <h3 className="hd-vitals__heading">{t.informationTitle}</h3>
          <p className="hd-vitals__text">{t.informationText}</p>
          <Button type="button" variant="plain" className="hd-vitals__link" onClick={() => setPanelOpen(true)}>
            {t.learnMoreLink}
          </Button>
          <LearnMorePanel open={panelOpen} onClose={() => setPanelOpen(false)} t={t} />
          <div className="hd-vitals__actions">
            {back('base')}
            <Button type="button" onClick={go('instructions')}>
              {t.continue}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'instructions' ? (
        <>
          <h3 className="hd-vitals__heading">{t.instructionsTitle}</h3>
          <ol className="hd-vitals__instructions">
            {t.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <div className="hd-vitals__actions">
            {back('information')}
            <Button type="button" onClick={go('permissions')}>
              {t.continue}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'permissions' ? (
        <>
          <h3 className="hd-vitals__heading">{t.permissionsTitle}</h3>
          <p className="hd-vitals__text">{t.permissionsText}</p>
          <p className="hd-vitals__note">{t.noImagesKept}</p>
          <div className="hd-vitals__actions">
            {back('instructions')}
            <NavLink href={scanHref}>{t.continue}</NavLink>
          </div>
        </>
      ) : null}
    </>
  );
}
