// Loaded when a kit report is locked (unlock-form.tsx): the shared locked state, which loads its
// password form in turn.
import type { KitReportMessages } from './report-messages';
import { LockedState, preloadLockedState } from '../widgets/shared/locked-state';

export { preloadLockedState };

export function UnlockFormPart({ t }: { t: KitReportMessages }) {
  return <LockedState t={t} />;
}
