// spec 001 §2 (the scan at /client/vitals) and §9 (scan about 60 seconds), zod-free for the browser's scan.

/** spec 001 §9: a scan takes about 60 seconds. */
export const VITAL_SCAN_SECONDS = 60;
