// Loaded when a kit report is locked (unlock-form.tsx): the shared locked state, which loads its
// password form in turn.
import type { KitReportMessages } from './report-messages';
import { LockedState, preloadLockedState } from '../widgets/shared/locked-state';
import type { UnlockHeadingLevel } from '../widgets/shared/private-key-unlock';

export { preloadLockedState };

export function UnlockFormPart({ t, headingLevel }: { t: KitReportMessages; headingLevel?: UnlockHeadingLevel }) {
  return <LockedState t={t} headingLevel={headingLevel} />;
}
