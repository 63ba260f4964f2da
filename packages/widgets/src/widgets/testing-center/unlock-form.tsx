import { useEffect } from 'react';
import { useMessages } from '../../i18n/language';
import { LockedState, preloadLockedState } from '../shared/locked-state';
import { kitReportMessages } from './report-messages';

/**
 * The locked state of kit reports, in the testing center's words: loaded on demand (most visits have
 * the key open after sign-in), with its field's and its own rules (shared/locked-state.tsx).
 */
export function UnlockForm() {
  return <LockedState t={useMessages(kitReportMessages)} />;
}

/** Starts loading the locked state while the kits still load, when the private key is not open (after a reload): a server-sealed report will ask for the password. */
export function usePreloadUnlockForm(privateKey: unknown): void {
  useEffect(() => {
    if (!privateKey) preloadLockedState();
  }, [privateKey]);
}
