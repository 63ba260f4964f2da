import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/button/button';
import type { VitalsMessages } from '../../vitals/messages';
import type { VitalsScanMessages } from '../../vitals/scan-messages';
import { NavLink } from '../../vitals/nav-link';
import { useCamera } from './camera';
import { FACE_OVAL } from '../../vitals/face-region';
import type { PulseReading } from '../../vitals/rppg';
import { loadScanSession, preloadScanSession } from './load-session';

/**
 * The camera part of the scan (spec 001 §2 /client/vitals): asks for the camera, shows it with the
 * face oval, and on Start scan reads the pulse from the oval's skin for `seconds` (spec 001 §9:
 * about 60 seconds) with a progress bar, then hands the reading on. Camera refused or absent: the
 * reason and a way back, nothing read. Unmounting (leaving, or the scan done) stops the camera.
 */
export function CameraScan({
  t,
  backHref,
  seconds: scanSeconds,
  onStart,
  onReading,
  onFailure,
}: {
  t: VitalsMessages & VitalsScanMessages;
  backHref: string;
  seconds: number;
  onStart: () => void;
  onReading: (reading: PulseReading) => void;
  /** The scan's code could not load or its reading failed (the scan cannot run). */
  onFailure: (error: unknown) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const camera = useCamera(video, attempt);
  const [elapsed, setElapsed] = useState<number | null>(null);
  const scanning = elapsed !== null;
  const latest = useRef({ onReading, onFailure });
  latest.current = { onReading, onFailure };

  // The reading itself (scan-session.ts) loads on Start scan; the 60 seconds count from when it runs.
  useEffect(() => {
    const element = video.current;
    if (!scanning || !element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadScanSession().then(
      ({ recordFrames }) => {
        if (!cancelled)
          stop = recordFrames(
            element,
            scanSeconds,
            setElapsed,
            (reading) => latest.current.onReading(reading),
            (error) => latest.current.onFailure(error),
          );
      },
      (error: unknown) => {
        if (!cancelled) latest.current.onFailure(error);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [scanning, scanSeconds]);

  const failure = camera === 'refused' ? t.cameraRefused : camera === 'missing' ? t.cameraMissing : camera === 'failed' ? t.cameraFailed : null;
  if (failure) {
    return (
      <div className="hd-vitals__body" part="body">
        <p role="alert" className="hd-vitals__error" part="error">
          {failure}
        </p>
        <div className="hd-vitals__actions">
          <NavLink href={backHref} variant="outlined">
            {t.backToVitals}
          </NavLink>
          {camera !== 'missing' ? <Button onClick={() => setAttempt((n) => n + 1)}>{t.tryAgain}</Button> : null}
        </div>
      </div>
    );
  }

  const seconds = elapsed ?? 0;
  return (
    <div className="hd-vitals__body" part="body">
      <div className="hd-vitals-scan__camera" part="camera">
        <video ref={video} className="hd-vitals-scan__video" aria-label={t.cameraPreview} muted playsInline autoPlay />
        <svg className="hd-vitals-scan__oval" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <ellipse cx={FACE_OVAL.cx * 100} cy={FACE_OVAL.cy * 100} rx={FACE_OVAL.rx * 100} ry={FACE_OVAL.ry * 100} />
        </svg>
      </div>
      {camera === 'starting' ? (
        <p className="hd-vitals__note" role="status">
          {t.cameraStarting}
        </p>
      ) : (
        <p className="hd-vitals__text">{t.alignFace}</p>
      )}
      {scanning ? (
        <div className="hd-vitals-scan__progress" part="progress">
          <progress max={scanSeconds} value={seconds} aria-label={t.scanProgress} />
          <p className="hd-vitals__note" aria-live="polite">
            {t.secondsLeft(scanSeconds - seconds)}
          </p>
          <Button variant="outlined" onClick={() => setElapsed(null)}>
            {t.cancelScan}
          </Button>
        </div>
      ) : (
        <div className="hd-vitals__actions">
          <NavLink href={backHref} variant="outlined">
            {t.backToVitals}
          </NavLink>
          <Button
            disabled={camera !== 'on'}
            onPointerEnter={preloadScanSession}
            onFocus={preloadScanSession}
            onClick={() => {
              setElapsed(0);
              onStart();
            }}
          >
            {t.startScan}
          </Button>
        </div>
      )}
    </div>
  );
}
