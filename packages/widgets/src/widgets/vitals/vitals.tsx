import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { latestVitalsQuery, VITAL_KEYS, vitalsKeys, vitalsStartStep, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useMessages } from '../../i18n/language';
import { preloadLockedState } from '../shared/locked-state';
import { WidgetShell } from '../shared/widget-shell';
import { vitalsMessages, type VitalsMessages } from '../../vitals/messages';
import { VITALS_HISTORY_PATH, VITALS_SCAN_PATH } from '../../vitals/paths';
import { useKeyState, useVitalThresholds } from '../../vitals/vitals-client';
import { VitalsSkeleton } from '../../vitals/skeleton';

/** spec 001 §2 Virtual Vitals flow: the widget's five steps. */
export type VitalsStep = 'base' | 'information' | 'instructions' | 'permissions' | 'snapshot';

export interface VitalsProps {
  /** The scan (spec 001 §2: /client/vitals, after the permissions step and on Retake). */
  scanHref?: string;
  /** The history (spec 001 §2: /client/vitals/history, the History button). */
  historyHref?: string;
}

export { VITALS_HISTORY_PATH, VITALS_SCAN_PATH };

// information, instructions and permissions come after a click on base: their code (and the Learn
// more panel's modal) loads then, started early when the member points at or focuses a button.
const loadLaterSteps = () => import('./later-steps');
const LaterSteps = lazy(loadLaterSteps);
const preloadLaterSteps = () => void loadLaterSteps();
// The snapshot (the last vitals' rows and badges, or the locked state) loads while the last vital
// does, behind the same skeleton.
const loadSnapshot = () => import('./snapshot');
const Snapshot = lazy(loadSnapshot);

/**
 * The Vitals dashboard widget (spec 001 §2 Virtual Vitals flow, §4): base → information or
 * instructions; information → base or instructions; instructions → information or permissions;
 * permissions → instructions or the scan route. It starts at snapshot (the last vitals, History and
 * Retake) when a vital exists, else at base. The last vital is opened in the browser; one that
 * cannot be opened shows the locked state. A load failure is only logged (spec 001 §8): base shows.
 */
export function Vitals(props: VitalsProps) {
  const t = useMessages(vitalsMessages);
  return (
    <WidgetShell frame="card" block="hd-vitals" title={t.title} signedOut={t.signedOut}>
      {(client) => <VitalsContent client={client} t={t} {...props} />}
    </WidgetShell>
  );
}

function VitalsContent({ client, t, scanHref = VITALS_SCAN_PATH, historyHref = VITALS_HISTORY_PATH }: VitalsProps & { client: HealthDeck; t: VitalsMessages }) {
  const { privateKey, keyState } = useKeyState(client);
  const latest = useQuery({ ...latestVitalsQuery(client, { privateKey }), queryKey: [...vitalsKeys.latest, ...keyState] });
  const thresholds = useVitalThresholds(client);
  const [chosen, setChosen] = useState<VitalsStep | null>(null);
  const [height, setHeight] = useState<number>();
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadSnapshot();
  }, []);
  useEffect(() => {
    if (!privateKey) preloadLockedState();
  }, [privateKey]);
  useEffect(() => {
    if (latest.isError) console.error('[healthdeck] vitals load failed', latest.error);
  }, [latest.isError, latest.error]);
  // A step the member chose takes the focus, so keyboard and screen reader users follow the change.
  useEffect(() => {
    if (chosen) stepRef.current?.focus();
  }, [chosen]);

  const skeleton = <VitalsSkeleton label={t.loading} />;
  if (latest.isPending) return skeleton;

  const last = latest.data ?? null;
  const step = chosen ?? vitalsStartStep(last?.total_count ?? 0);
  // The placeholder of a step still loading keeps the height of the step it replaces.
  const go = (next: VitalsStep) => () => {
    setHeight(stepRef.current?.offsetHeight);
    setChosen(next);
  };

  return (
    <div ref={stepRef} className="hd-vitals__step" part="body" tabIndex={-1} data-step={step}>
      {step === 'base' ? (
        <>
          <p className="hd-vitals__text">{t.baseIntro}</p>
          <ul className="hd-vitals__measures">
            {VITAL_KEYS.map((key) => (
              <li key={key}>{t.names[key]}</li>
            ))}
          </ul>
          <div className="hd-vitals__actions">
            <Button type="button" variant="outlined" onClick={go('information')} onPointerEnter={preloadLaterSteps} onFocus={preloadLaterSteps}>
              {t.learnMore}
            </Button>
            <Button type="button" onClick={go('instructions')} onPointerEnter={preloadLaterSteps} onFocus={preloadLaterSteps}>
              {t.takeMyVitals}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'information' || step === 'instructions' || step === 'permissions' ? (
        <Suspense fallback={<div aria-busy="true" style={{ minHeight: height }} />}>
          <LaterSteps step={step} t={t} go={go} scanHref={scanHref} />
        </Suspense>
      ) : null}
      {step === 'snapshot' ? (
        <Suspense fallback={skeleton}>
          <Snapshot last={last} thresholds={thresholds} scanHref={scanHref} historyHref={historyHref} t={t} />
        </Suspense>
      ) : null}
    </div>
  );
}
