import { lazy, Suspense } from 'react';
import type { PrivateKeyUnlockStrings, UnlockHeadingLevel } from './private-key-unlock';

const load = () => import('./private-key-unlock-part');
const Unlock = lazy(load);

/**
 * Starts loading the locked state's code: call it when the member's private key is not open (so a
 * sealed record will show the locked state), while the record itself still loads.
 */
export function preloadLockedState(): void {
  void load();
}

/**
 * The locked state (PrivateKeyUnlock) loaded on demand: most visits have the key open and never
 * show it, so its form, field and rules are not part of the widget's first code. The placeholder
 * keeps the form's height while it loads.
 */
export function LockedState({ t, headingLevel }: { t: PrivateKeyUnlockStrings; headingLevel?: UnlockHeadingLevel }) {
  return (
    <Suspense fallback={<div className="hd-unlock-pending" part="locked" role="status" aria-busy="true" aria-label={t.lockedTitle} style={{ minHeight: '9.5rem' }} />}>
      <Unlock t={t} headingLevel={headingLevel} />
    </Suspense>
  );
}
