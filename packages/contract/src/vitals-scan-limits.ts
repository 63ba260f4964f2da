// spec 001 §2 (the scan at /client/vitals) and §9 (scan about 60 seconds): the live-scan session's
// limits, zod-free so the browser's scan and the server's sandbox read the same numbers.

/** spec 001 §9: a scan takes about 60 seconds. */
export const VITAL_SCAN_SECONDS = 60;
/** At most ~30 frames a second over a scan, with room to spare. */
export const VITAL_SCAN_MAX_FRAMES = 3600;
/** Fewer frames than this (10 seconds at 3 frames a second) cannot carry a pulse. */
export const VITAL_SCAN_MIN_FRAMES = 30;
/** The sandbox's answer when the light signal carries no pulse (too short, too dark, no change). */
export const VITAL_SCAN_UNREADABLE = 'We could not read your vitals. Keep your face inside the oval, in good light, and try again.';
