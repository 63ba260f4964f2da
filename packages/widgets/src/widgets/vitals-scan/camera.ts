import { useEffect, useState, type RefObject } from 'react';

/** The camera as the scan sees it: asking, on, or why not. */
export type CameraState = 'starting' | 'on' | 'refused' | 'missing' | 'failed';

/** getUserMedia's refusals by name: the member (or the site's policy) said no, there is no camera, or it would not start. */
export function cameraFailure(error: unknown): Exclude<CameraState, 'starting' | 'on'> {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'refused';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/**
 * Asks for the front camera (getUserMedia, video only) and plays it in `video`. The tracks stop
 * when the component using it unmounts (leaving the scan) or asks again (`attempt` changes).
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>, attempt: number): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  useEffect(() => {
    void attempt;
    let stream: MediaStream | null = null;
    let cancelled = false;
    setState('starting');
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('missing');
      return;
    }
    media.getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false }).then(
      (granted) => {
        stream = granted;
        if (cancelled) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        const element = video.current;
        if (element) {
          element.srcObject = granted;
          // jsdom and some browsers answer play() with nothing or a rejection the autoplay covers.
          Promise.resolve(element.play?.()).catch(() => undefined);
        }
        setState('on');
      },
      (error: unknown) => {
        if (!cancelled) setState(cameraFailure(error));
      },
    );
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
    };
  }, [video, attempt]);
  return state;
}
