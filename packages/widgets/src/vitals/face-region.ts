// The face region of the vitals scan (spec 001 §2 /client/vitals, the oval the member aligns their
// face in): the pixels inside the oval that look like skin. Skin is told by its chroma in YCbCr
// (ITU-R BT.601), whose Cb/Cr box holds skin of every tone under ordinary light (Chai and Ngan 1999):
// hair, eyes, glasses and a background showing inside the oval carry no pulse and are left out.

/** The oval the member aligns their face in, as fractions of the picture (drawn over the video the same way). */
export const FACE_OVAL = { cx: 0.5, cy: 0.5, rx: 0.3, ry: 0.4 } as const;

/** Chai and Ngan's skin box in YCbCr (0–255). */
const SKIN_CB = { min: 77, max: 127 } as const;
const SKIN_CR = { min: 133, max: 173 } as const;

/** One camera frame's face region: the mean colour of its skin, its brightness and how much of the oval is skin. */
export interface FaceRegion {
  r: number;
  g: number;
  b: number;
  /** Mean luma (BT.601 Y, 0–255) of the whole oval: how lit the face is. */
  luma: number;
  /** The share (0–1) of the oval's pixels that are skin. */
  skin: number;
}

/** Whether an RGB pixel's chroma falls in the skin box. */
export function isSkin(r: number, g: number, b: number): boolean {
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= SKIN_CB.min && cb <= SKIN_CB.max && cr >= SKIN_CR.min && cr <= SKIN_CR.max;
}

/** The face region of RGBA pixels `width`×`height`: the oval's skin pixels averaged; null when the oval holds no pixel. */
export function faceRegion(data: ArrayLike<number>, width: number, height: number): FaceRegion | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let skin = 0;
  let luma = 0;
  let n = 0;
  for (let y = 0; y < height; y++) {
    const dy = ((y + 0.5) / height - FACE_OVAL.cy) / FACE_OVAL.ry;
    for (let x = 0; x < width; x++) {
      const dx = ((x + 0.5) / width - FACE_OVAL.cx) / FACE_OVAL.rx;
      if (dx * dx + dy * dy > 1) continue;
      const i = (y * width + x) * 4;
      const pr = data[i]!;
      const pg = data[i + 1]!;
      const pb = data[i + 2]!;
      n++;
      luma += 0.299 * pr + 0.587 * pg + 0.114 * pb;
      if (!isSkin(pr, pg, pb)) continue;
      r += pr;
      g += pg;
      b += pb;
      skin++;
    }
  }
  if (n === 0) return null;
  return skin === 0 ? { r: 0, g: 0, b: 0, luma: luma / n, skin: 0 } : { r: r / skin, g: g / skin, b: b / skin, luma: luma / n, skin: skin / n };
}
