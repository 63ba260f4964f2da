import type { VitalScanFrame } from '@healthdeck/contract/light';

/** The oval the member aligns their face in, as fractions of the picture (drawn over the video the same way). */
export const FACE_OVAL = { cx: 0.5, cy: 0.5, rx: 0.3, ry: 0.4 } as const;

/** Mean red, green and blue of the RGBA pixels inside the face oval; null when none is inside. */
export function ovalMean(data: ArrayLike<number>, width: number, height: number): Omit<VitalScanFrame, 't'> | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = 0; y < height; y++) {
    const dy = ((y + 0.5) / height - FACE_OVAL.cy) / FACE_OVAL.ry;
    for (let x = 0; x < width; x++) {
      const dx = ((x + 0.5) / width - FACE_OVAL.cx) / FACE_OVAL.rx;
      if (dx * dx + dy * dy > 1) continue;
      const i = (y * width + x) * 4;
      r += data[i]!;
      g += data[i + 1]!;
      b += data[i + 2]!;
      n++;
    }
  }
  return n === 0 ? null : { r: r / n, g: g / n, b: b / n };
}

const SAMPLE_WIDTH = 48;
const SAMPLE_HEIGHT = 64;

/**
 * Reads the face oval's mean colour from the playing video, through a small canvas that never
 * leaves the browser (only these three numbers a frame are sent). Null while the video has no frame.
 */
export function createFrameReader(video: HTMLVideoElement): () => Omit<VitalScanFrame, 't'> | null {
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return () => {
    if (!context || video.readyState < 2 || !video.videoWidth) return null;
    context.drawImage(video, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
    return ovalMean(context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT).data, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  };
}
