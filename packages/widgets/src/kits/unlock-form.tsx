import { lazy, Suspense, useEffect } from 'react';
import { useMessages } from '../i18n/language';
import { kitReportMessages } from './report-messages';
import { preloadLockedState } from '../widgets/shared/locked-state';
import type { UnlockHeadingLevel } from '../widgets/shared/private-key-unlock';

/** The locked state's code (unlock-form-part.tsx), loaded when a report is locked or preloaded by usePreloadUnlockForm. */
const load = () => import('./unlock-form-part');
const ignore = () => undefined;
const UnlockFormPart = lazy(() => load().then((module) => ({ default: module.UnlockFormPart })));

/**
 * The locked state of kit reports, in the testing center's words: loaded on demand (most visits have
 * the key open after sign-in), with its field's and its own rules (shared/locked-state.tsx). Its
 * placeholder is the locked state's own, so nothing moves as it comes in.
 */
export function UnlockForm({ headingLevel }: { headingLevel?: UnlockHeadingLevel } = {}) {
  const t = useMessages(kitReportMessages);
  return (
    <Suspense fallback={<div className="hd-unlock-pending" part="locked" role="status" aria-busy="true" aria-label={t.lockedTitle} style={{ minHeight: '9.5rem' }} />}>
      <UnlockFormPart t={t} headingLevel={headingLevel} />
    </Suspense>
  );
}

/**
 * Starts loading the locked state while the kits still load, when the private key is not open (after a reload): a server-sealed report will ask for the password.
 * Both of its parts at once (this one and the password form it loads in turn), not one after the other: on a phone each is a round trip.
 */
export function usePreloadUnlockForm(privateKey: unknown): void {
  useEffect(() => {
    if (privateKey) return;
    load().catch(ignore);
    preloadLockedState();
  }, [privateKey]);
}
