// The scan's camera side: every new frame of the playing camera, timed when the camera made it,
// read into the pulse reader (pulse-reader.ts) for the scan's length. Used by the scan
// (widgets/vitals-scan) and by the accuracy benchmark's page (tests/benchmarks/rppg), so what the
// benchmark measures is what the member's browser runs.
import { createPulseReader } from './pulse-reader';
import type { PulseReading } from './rppg';

/** The size each frame is read at: enough skin pixels inside the oval to average the sensor's noise away, little work a frame. */
const SAMPLE_WIDTH = 128;
const SAMPLE_HEIGHT = 96;
/** Frames a second read where the browser cannot tell each new camera frame (no requestVideoFrameCallback). */
const FALLBACK_RATE = 30;

/**
 * Reads every new camera frame of `video` for `seconds`, each timed when the camera made it (the
 * pipeline resamples at the camera's real rate), telling each whole second elapsed, then hands on
 * the reading. Returns a stop (Cancel, or leaving) that reads nothing.
 */
export function recordFrames(
  video: HTMLVideoElement,
  seconds: number,
  onSecond: (elapsed: number) => void,
  onDone: (reading: PulseReading) => void,
  onFailure: (error: unknown) => void,
): () => void {
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const reader = createPulseReader();
  const started = performance.now();
  let stopped = false;
  let useMediaTime: boolean | null = null;
  let lastT = Number.NEGATIVE_INFINITY;

  const capture = (t: number) => {
    if (!context || video.readyState < 2 || !video.videoWidth || t <= lastT) return;
    lastT = t;
    context.imageSmoothingQuality = 'high';
    context.drawImage(video, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
    reader.frame(context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT), t);
  };

  let fallback: ReturnType<typeof setInterval> | undefined;
  if (typeof video.requestVideoFrameCallback === 'function') {
    const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
      if (stopped) return;
      // The frame's own media time where the camera gives one, else when it was handed to the page.
      useMediaTime ??= metadata.mediaTime > 0;
      capture(useMediaTime ? metadata.mediaTime * 1000 : now);
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  } else {
    fallback = setInterval(() => capture(performance.now()), 1000 / FALLBACK_RATE);
  }

  const stop = () => {
    stopped = true;
    clearInterval(fallback);
    clearInterval(clock);
  };
  const clock = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed < seconds) {
      onSecond(Math.floor(elapsed));
      return;
    }
    stop();
    reader.read().then(
      (reading) => {
        reader.close();
        onDone(reading);
      },
      (error: unknown) => {
        reader.close();
        onFailure(error);
      },
    );
  }, 250);

  return () => {
    stop();
    reader.close();
  };
}
