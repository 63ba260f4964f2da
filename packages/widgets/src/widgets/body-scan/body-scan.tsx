import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { bodyScanStartStep, hasCircumference, lastMeasurementQuery, measurementsKeys, showSkipBodyScan, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useLanguage, useMessages } from '../../i18n/language';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { WidgetShell } from '../shared/widget-shell';
import { bodyScanMessages, type BodyScanMessages } from './messages';
import { LockedState, preloadLockedState } from '../shared/locked-state';

// The skip step (the form with its reasons, checks and field, and the skip reason's save) comes
// after a click on 'Skip': it loads then, started when the member points at or focuses that button.
const loadSkipStep = () => import('./skip-step');
const SkipStep = lazy(loadSkipStep);
const preloadSkipStep = () => void loadSkipStep();
// 'What is a 3D body scan?' opens a step of text with Get Started, which records the start: it
// loads on that click, started the same way.
const loadWhatIsStep = () => import('./what-is-step');
const WhatIsStep = lazy(loadWhatIsStep);
const preloadWhatIsStep = () => void loadWhatIsStep();
// The last measurement (circumferences, the BMI scale, BMR, fat and lean mass, with their rules)
// shows only when there is one with circumference values: it loads then.
const MeasurementView = lazy(() => import('./measurement-view'));

/** spec 001 §2, §4: the widget's steps. */
export type BodyScanStep = 'empty' | 'bodyScan' | 'skipBodyScan' | 'whatIs3DBodyScan';

export interface BodyScanProps {
  /** After the skip reason was saved (the element dispatches `hd-change`). */
  onSkip?: (detail: { reason: string }) => void;
  /** When loading or saving failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/**
 * The 3D Body Scan dashboard widget (spec 001 §2, §4 Body scan widget): the empty prompt, or the
 * last measurement (bodyScan) when it has circumference values; 'What is a 3D body scan?' and, only
 * without a skip reason and without chest, waist or hips (§5), 'Skip it for now'. Back returns to
 * bodyScan, Confirm and Get Started to the empty step. The measurement is opened in the browser;
 * a completed one that cannot be opened is shown locked, with the password prompt.
 */
export function BodyScan(props: BodyScanProps) {
  const t = useMessages(bodyScanMessages);
  return (
    <WidgetShell frame="card" block="hd-body-scan" title={t.title} signedOut={t.signedOut}>
      {(client) => <BodyScanContent client={client} t={t} {...props} />}
    </WidgetShell>
  );
}

function BodyScanContent({ client, t, onSkip, onError }: BodyScanProps & { client: HealthDeck; t: BodyScanMessages }) {
  const privateKey = useStore(client.$privateKey);
  const dataKey = useStore(client.$dataKey);
  const language = useLanguage();
  // The keys are not part of the sdk's cache key: a key unlocked later reads again.
  const last = useQuery({
    ...lastMeasurementQuery(client, { privateKey }),
    queryKey: [...measurementsKeys.last, dataKey ? 'data-key' : 'no-data-key', privateKey ? 'private-key' : 'no-private-key'],
  });
  useReportLoadFailure('body scan', last, t.loadFailed, onError);
  const [chosen, setChosen] = useState<BodyScanStep | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!privateKey) preloadLockedState();
  }, [privateKey]);

  // A step the member chose takes the focus, so keyboard and screen reader users follow the change.
  useEffect(() => {
    if (chosen) stepRef.current?.focus();
  }, [chosen]);

  if (last.isError) return <LoadFailure block="hd-body-scan" query={last} message={t.loadFailed} retryLabel={t.retry} />;
  if (!last.data) {
    return (
      <div className="hd-body-scan__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-skeleton hd-skeleton--line" />
        <span className="hd-skeleton hd-skeleton--bar" />
        <span className="hd-skeleton hd-skeleton--line" />
      </div>
    );
  }

  // A reason this browser cannot open yet (sealed to the member's key before it was sealed in the
  // browser) still means the member skipped: no Skip it for now, and nothing quoted.
  const { measurement, measurement_skip_reason: skipReason, measurement_skip_locked: skipLocked } = last.data;
  const value = measurement?.value ?? null;
  const params = value?.circumference_params;
  if (measurement?.status === 'completed' && value === null) return <LockedState t={t} />;

  const requested = chosen ?? bodyScanStartStep(params);
  // bodyScan has nothing to show without circumference values: Back then lands on the prompt.
  const step: BodyScanStep = requested === 'bodyScan' && !hasCircumference(params) ? 'empty' : requested;
  const whatIsButton = (
    <Button type="button" variant="plain" onClick={() => setChosen('whatIs3DBodyScan')} onPointerEnter={preloadWhatIsStep} onFocus={preloadWhatIsStep}>
      {t.whatIsLink}
    </Button>
  );

  return (
    <div ref={stepRef} className="hd-body-scan__step" part="body" tabIndex={-1} data-step={step}>
      {step === 'empty' ? (
        <>
          <p className="hd-body-scan__text">{t.prompt}</p>
          {measurement?.status === 'pending' ? (
            <p className="hd-body-scan__note" part="status">
              {t.pending}
            </p>
          ) : null}
          {skipReason?.trim() ? (
            <p className="hd-body-scan__note" part="status">
              {t.skipped} <q>{skipReason}</q>
            </p>
          ) : null}
          {/* The reason is sealed and the session's keys are not open: the same locked state as every
              sealed record (with the keys open, an unopened reason was sealed under a key the member lost). */}
          {skipLocked && !(privateKey && dataKey) ? <LockedState t={t} /> : null}
          <div className="hd-body-scan__actions">
            {whatIsButton}
            {!skipLocked && showSkipBodyScan(skipReason, params) ? (
              <Button type="button" variant="outlined" onClick={() => setChosen('skipBodyScan')} onPointerEnter={preloadSkipStep} onFocus={preloadSkipStep}>
                {t.skipLink}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      {step === 'bodyScan' && value ? (
        <>
          <h3 className="hd-body-scan__heading">{t.lastScan}</h3>
          {measurement ? <p className="hd-body-scan__date">{new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(measurement.created_at))}</p> : null}
          <DemoDataBadge source={measurement?.sandbox} />
          <Suspense fallback={<div className="hd-body-scan__measurement" aria-busy="true" style={{ minHeight: '14rem' }} />}>
            <MeasurementView t={t} value={value} language={language} />
          </Suspense>
          <div className="hd-body-scan__actions">{whatIsButton}</div>
        </>
      ) : null}
      {step === 'whatIs3DBodyScan' ? (
        <>
          <h3 className="hd-body-scan__heading">{t.whatIsTitle}</h3>
          <Suspense fallback={<div aria-busy="true" style={{ minHeight: '11rem' }} />}>
            <WhatIsStep client={client} t={t} onBack={() => setChosen('bodyScan')} onStarted={() => setChosen('empty')} />
          </Suspense>
        </>
      ) : null}
      {step === 'skipBodyScan' ? (
        <>
          <h3 className="hd-body-scan__heading">{t.skipTitle}</h3>
          <Suspense fallback={<div className="hd-body-scan__form" aria-busy="true" style={{ minHeight: '16rem' }} />}>
            <SkipStep
              client={client}
              t={t}
              onSaved={(reason) => {
                onSkip?.({ reason });
                setChosen('empty');
              }}
              onError={onError}
              onBack={() => setChosen('bodyScan')}
            />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
