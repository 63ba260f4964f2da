/// <reference lib="webworker" />
import { faceRegion } from './face-region';
import { readPulse, type FaceSample } from './rppg';
import type { PulseReaderRequest, PulseReaderResponse } from './pulse-reader';

// The scan's reading off the page's main thread: each frame's face region as it comes, the pulse
// (a minute of signal processing) when the scan ends. Frames arrive as pixels and stay here.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const samples: FaceSample[] = [];

scope.onmessage = (event: MessageEvent<PulseReaderRequest>) => {
  const message = event.data;
  if (message.type === 'frame') {
    const region = faceRegion(new Uint8ClampedArray(message.pixels), message.width, message.height);
    if (region) samples.push({ t: message.t, ...region });
    return;
  }
  let response: PulseReaderResponse;
  try {
    response = { type: 'reading', reading: readPulse(samples) };
  } catch (error) {
    response = { type: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  samples.length = 0;
  scope.postMessage(response);
};
