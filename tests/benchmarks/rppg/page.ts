// The benchmark's page: the scan's own camera side and pulse reader (packages/widgets/src/vitals:
// record-frames.ts, pulse-reader.ts and its worker), on Chromium's fake camera, without the portal
// around it. The reading lands on window.__reading.
import { recordFrames } from '../../../packages/widgets/src/vitals/record-frames';

const scope = window as unknown as { __reading?: unknown; __error?: string };
const seconds = Number(new URLSearchParams(location.search).get('seconds') ?? '60');
const video = document.querySelector('video') as HTMLVideoElement;

navigator.mediaDevices
  .getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
  .then(async (stream) => {
    video.srcObject = stream;
    await video.play();
    recordFrames(
      video,
      seconds,
      () => {},
      (reading) => {
        scope.__reading = reading;
      },
      (error) => {
        scope.__error = String(error);
      },
    );
  })
  .catch((error: unknown) => {
    scope.__error = String(error);
  });
