// The scan's pulse reader (docs/decisions/0079): camera frames in, a PulseReading out. The face
// region and the rPPG pipeline run in a module Web Worker (rppg.worker.ts), so a minute of frames
// and their processing never hold up the page; where a worker may not be started (an embed on a
// partner's origin: workers must be same-origin, SecurityError; or no Worker at all) the same
// functions run on the page. No frame and no value leaves the browser.
import { faceRegion } from './face-region';
import { readPulse, type FaceSample, type PulseReading } from './rppg';

export type PulseReaderRequest = { type: 'frame'; t: number; width: number; height: number; pixels: ArrayBuffer } | { type: 'read' };
export type PulseReaderResponse = { type: 'reading'; reading: PulseReading } | { type: 'error'; message: string };

export interface PulseReader {
  /** One camera frame's RGBA pixels, captured at `t` milliseconds. */
  frame(pixels: ImageData, t: number): void;
  /** The reading of every frame so far. */
  read(): Promise<PulseReading>;
  /** Lets the frames go (Cancel, leaving, done). */
  close(): void;
}

export function createPulseReader(): PulseReader {
  if (typeof Worker === 'undefined') return inlineReader();
  let worker: Worker;
  try {
    // Written out literally so Vite (and other bundlers) recognise and bundle the worker.
    worker = new Worker(new URL('./rppg.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'SecurityError') return inlineReader();
    throw error;
  }
  return workerReader(worker);
}

function workerReader(worker: Worker): PulseReader {
  let failure: Error | null = null;
  worker.onerror = (event: ErrorEvent) => {
    failure = new Error(`The pulse reader failed: ${event.message || 'could not load the worker'}`);
  };
  return {
    frame(pixels, t) {
      const request: PulseReaderRequest = { type: 'frame', t, width: pixels.width, height: pixels.height, pixels: pixels.data.buffer as ArrayBuffer };
      worker.postMessage(request, [request.pixels]);
    },
    read() {
      if (failure) return Promise.reject(failure);
      return new Promise<PulseReading>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<PulseReaderResponse>) => {
          const message = event.data;
          if (message.type === 'reading') resolve(message.reading);
          else reject(new Error(`The pulse reader failed: ${message.message}`));
        };
        worker.onerror = (event: ErrorEvent) => reject(new Error(`The pulse reader failed: ${event.message || 'could not load the worker'}`));
        const request: PulseReaderRequest = { type: 'read' };
        worker.postMessage(request);
      });
    },
    close() {
      worker.terminate();
    },
  };
}

function inlineReader(): PulseReader {
  const samples: FaceSample[] = [];
  return {
    frame(pixels, t) {
      const region = faceRegion(pixels.data, pixels.width, pixels.height);
      if (region) samples.push({ t, ...region });
    },
    read: async () => readPulse(samples),
    close() {
      samples.length = 0;
    },
  };
}
