/**
 * The live scan's code (scan-session.ts: reading the camera's frames, the pulse reader and its
 * worker, the sealed save, the user flow): it runs only after Start scan, so it loads then,
 * started when the member points at or focuses that button.
 */
export const loadScanSession = () => import('./scan-session');
export const preloadScanSession = () => void loadScanSession();
