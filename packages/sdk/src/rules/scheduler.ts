// spec 001 §5 (Scheduler: 'Review And Confirm' disabled without a date and slot; the calendar
// disables days without slots; an agreement checkbox may be required), §9 (Scheduler: providers
// MediOrbis and Smartlink; calendar week starts per Hebrew type), spec 000 §3.3 (telehealth
// appointmentTime; Smartlink appointmentTime formatted). The confirm's failure is
// scheduler-failure.ts, the appointments' split appointment-lists.ts, the zone date-format.ts.
import type { AppointmentProvider, TimeSlot } from '@healthdeck/contract/light';

/** spec 001 §9: the week starts as the Hebrew calendar's does, on Sunday (date-fns weekStartsOn 0). */
export const SCHEDULER_WEEK_STARTS_ON = 0;
/** The days of slots asked at once: the server's largest window (days 1–14). */
export const SCHEDULER_DAYS = 14;

/** The calendar day ('yyyy-MM-dd') of a slot: its idstr is the wall time 'yyyy-MM-dd HH:mm' in the asked zone. */
export function slotDay(slot: Pick<TimeSlot, 'idstr'>): string {
  return slot.idstr.slice(0, 10);
}

/** The slots of each day, each day's in time order (the calendar enables exactly these days). */
export function slotsByDay<S extends Pick<TimeSlot, 'idstr'>>(slots: readonly S[]): Map<string, S[]> {
  const days = new Map<string, S[]>();
  for (const slot of [...slots].sort((a, b) => a.idstr.localeCompare(b.idstr))) {
    const day = slotDay(slot);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return days;
}

/** Several physicians free at one time give one slot per time: the first physician's. */
export function distinctTimes<S extends Pick<TimeSlot, 'idStrISO'>>(slots: readonly S[]): S[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    if (seen.has(slot.idStrISO)) return false;
    seen.add(slot.idStrISO);
    return true;
  });
}

export interface ReviewState {
  day: string | null;
  slot: Pick<TimeSlot, 'idstr'> | null;
  agreementRequired: boolean;
  agreed: boolean;
}

/** spec 001 §5: 'Review And Confirm' needs a date and a slot of that date, and the agreement when one is required. */
export function canReviewAndConfirm({ day, slot, agreementRequired, agreed }: ReviewState): boolean {
  return day !== null && slot !== null && slotDay(slot) === day && (!agreementRequired || agreed);
}

/** spec 000 §3.3: MediOrbis takes the ISO instant; Smartlink the wall time 'yyyy-MM-dd HH:mm' (the slot's idstr). */
export function appointmentTimeFor(provider: AppointmentProvider, slot: Pick<TimeSlot, 'idstr' | 'idStrISO'>): string {
  return provider === 'smartlink' ? slot.idstr : slot.idStrISO;
}
