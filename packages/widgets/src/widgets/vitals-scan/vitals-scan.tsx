import { lazy, Suspense, useState } from 'react';
import { VITAL_SCAN_SECONDS } from '@healthdeck/contract/light';
import type { DecryptedVitals, HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useMessages } from '../../i18n/language';
import { WidgetShell } from '../shared/widget-shell';
import { vitalsMessages, type VitalsMessages } from '../../vitals/messages';
import { vitalsScanMessages, type VitalsScanMessages } from '../../vitals/scan-messages';
import { NavLink } from '../../vitals/nav-link';
import { VITALS_HISTORY_PATH } from '../../vitals/paths';
import { CameraScan } from './camera-scan';
import { loadScanSession } from './load-session';
import type { NoPulseReason, PulseReading } from '../../vitals/rppg';

// The result (the six rows with their badges) shows after the scan: it loads when the scan starts.
const loadResult = () => import('./scan-result');
const ScanResult = lazy(loadResult);

export interface VitalsScanProps {
  /** Where 'Back to vitals' goes (default /client/home, where the Vitals widget is). */
  backHref?: string;
  /** The history (default /client/vitals/history). */
  historyHref?: string;
  /** How long the scan reads the camera, in seconds (default spec 001 §9's 60; shorter only for tests). */
  scanSeconds?: number;
  /** After the vital was saved (the element dispatches `hd-change`). */
  onSave?: (detail: { id: string }) => void;
  /** When reading or saving failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

type Phase = { kind: 'camera' } | { kind: 'reading' } | { kind: 'done'; values: DecryptedVitals } | { kind: 'no-pulse'; reason: NoPulseReason } | { kind: 'failed'; message: string };

/**
 * The vitals scan (spec 001 §2 /client/vitals, after the permissions step and on Retake): the
 * camera with the face oval and the 60-second progress; the pulse is read in the browser from the
 * oval's skin (rPPG, docs/decisions/0079), and what it measured is sealed in the browser and saved
 * as the member's vital (spec 001 §3), then shown with its status badges. No pulse read: the
 * reason and Try again, never a number.
 */
export function VitalsScan(props: VitalsScanProps) {
  const t = { ...useMessages(vitalsMessages), ...useMessages(vitalsScanMessages) };
  return (
    <WidgetShell frame="card" block="hd-vitals" title={t.scanTitle} signedOut={t.signedOut}>
      {(client) => <VitalsScanContent client={client} t={t} {...props} />}
    </WidgetShell>
  );
}

function VitalsScanContent({
  client,
  t,
  backHref = '/client/home',
  historyHref = VITALS_HISTORY_PATH,
  scanSeconds = VITAL_SCAN_SECONDS,
  onSave,
  onError,
}: VitalsScanProps & { client: HealthDeck; t: VitalsMessages & VitalsScanMessages }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'camera' });

  function fail(error: unknown) {
    console.error('[healthdeck] vitals scan failed', error);
    const message = error instanceof Error && error.message ? error.message : t.cameraFailed;
    setPhase({ kind: 'failed', message });
    onError?.({ message });
  }

  async function finish(reading: PulseReading) {
    if (!reading.pulse) {
      setPhase({ kind: 'no-pulse', reason: reading.reason });
      onError?.({ message: `${t.noPulse} ${t.noPulseHints[reading.reason]}` });
      return;
    }
    setPhase({ kind: 'reading' });
    try {
      const { saveReading } = await loadScanSession();
      const { values, id } = await saveReading(client, reading);
      setPhase({ kind: 'done', values });
      onSave?.({ id });
    } catch (error) {
      fail(error);
    }
  }

  switch (phase.kind) {
    case 'camera':
      return (
        <CameraScan
          t={t}
          backHref={backHref}
          seconds={scanSeconds > 0 ? scanSeconds : VITAL_SCAN_SECONDS}
          onStart={() => {
            void loadResult();
            // A part that fails to load is reported once, by the reading (camera-scan.tsx).
            loadScanSession().then(
              ({ scanStarted }) => scanStarted(client),
              () => undefined,
            );
          }}
          onReading={(reading) => void finish(reading)}
          onFailure={fail}
        />
      );
    case 'reading':
      return (
        <p className="hd-vitals__note" role="status" aria-busy="true">
          {t.reading}
        </p>
      );
    case 'no-pulse':
      return (
        <div className="hd-vitals__body" part="body">
          <p role="alert" className="hd-vitals__error" part="error">
            {t.noPulse} {t.noPulseHints[phase.reason]}
          </p>
          <div className="hd-vitals__actions">
            <NavLink href={backHref} variant="outlined">
              {t.backToVitals}
            </NavLink>
            <Button onClick={() => setPhase({ kind: 'camera' })}>{t.tryAgain}</Button>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className="hd-vitals__body" part="body">
          <p role="alert" className="hd-vitals__error" part="error">
            {phase.message}
          </p>
          <div className="hd-vitals__actions">
            <NavLink href={backHref} variant="outlined">
              {t.backToVitals}
            </NavLink>
            <Button onClick={() => setPhase({ kind: 'camera' })}>{t.tryAgain}</Button>
          </div>
        </div>
      );
    case 'done':
      return (
        <Suspense
          fallback={
            <p className="hd-vitals__note" role="status" aria-busy="true">
              {t.reading}
            </p>
          }
        >
          <ScanResult client={client} values={phase.values} historyHref={historyHref} onRetake={() => setPhase({ kind: 'camera' })} t={t} />
        </Suspense>
      );
  }
}
