import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { recordUserFlow, useHealthDeck, useMessages, useUserFlowStart } from '@healthdeck/widgets';
import { AgreementsStep } from './agreements-step.js';
import { InterestsStep } from './interests-step.js';
import { MeasurementsStep } from './measurements-step.js';
import { onboardingMessages } from './onboarding-messages.js';
import './onboarding.css';

const STEPS = ['interests', 'measurements', 'agreements'] as const;

/**
 * /client/onboarding, the member's first sign-in (spec 000 §1 onboarding, §3.3, §7.6): topic
 * interests, the measurement skip reason, then the legal agreements and consents, and
 * complete-onboarding; the client area sends a member here until it is complete.
 */
export function OnboardingScreen() {
  const t = useMessages(onboardingMessages);
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  // spec 000 §3.4: onboarding starts when this screen opens; each step (its name as detail) when it is
  // shown, the legal agreements with their step; a step finishes when the member completes it.
  useUserFlowStart(sdk, 'user_onboard_started');
  const recordedStep = useRef<number | null>(null);
  useEffect(() => {
    if (recordedStep.current === step) return;
    recordedStep.current = step;
    const name = STEPS[step];
    if (!name) return;
    recordUserFlow(sdk, 'onboarding_step_started', name);
    if (name === 'agreements') recordUserFlow(sdk, 'legal_agreements_started');
  }, [sdk, step]);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  // Each new step starts at the top, read from its heading (keyboard and screen reader users).
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  const name = STEPS[step];
  const stepDone = () => {
    if (name) recordUserFlow(sdk, 'onboarding_step_finished', name);
  };
  const next = () => {
    stepDone();
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };
  const back = () => setStep((s) => Math.max(s - 1, 0));
  const finish = () => {
    stepDone();
    recordUserFlow(sdk, 'legal_agreements_finished');
    recordUserFlow(sdk, 'user_onboard_finished');
    void navigate('/client/home', { replace: true });
  };
  return (
    <div className="hd-page hd-onboarding">
      <h1 ref={heading} tabIndex={-1}>
        {t.title}
      </h1>
      <p className="hd-onboarding__progress">{t.stepOf(step + 1, STEPS.length)}</p>
      {name === 'interests' ? <InterestsStep onDone={next} /> : null}
      {name === 'measurements' ? <MeasurementsStep onDone={next} onBack={back} /> : null}
      {name === 'agreements' ? <AgreementsStep onBack={back} onDone={finish} /> : null}
    </div>
  );
}
