/** spec 001 §2: the scan (after the permissions step and on Retake) and the history (the History button). */
export const VITALS_SCAN_PATH = '/client/vitals';
export const VITALS_HISTORY_PATH = '/client/vitals/history';
