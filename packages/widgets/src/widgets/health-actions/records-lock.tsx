import { LockedState } from '../shared/locked-state';
import type { RecordTabMessages } from './record-messages';

/**
 * The locked state of the sealed records (spec 000 §1): shown when this browser cannot
 * open some of them (`locked`: the private key for what the server sealed to the member) or cannot
 * seal (`unlocked` false: no data key); the password opens them here for every widget of the page.
 * The password prompt (its form, field and rules) loads when it shows (LockedState).
 */
export function RecordsLock({ t, locked, unlocked }: { t: RecordTabMessages; locked: boolean; unlocked: boolean }) {
  return locked || !unlocked ? <LockedState t={t.locked} /> : null;
}
