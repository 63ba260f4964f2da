// spec 000 §3.4 (appointment status): the member's appointments as upcoming and past. A module of
// its own: the appointments list needs it without the scheduler's rules.
import type { Appointment } from '@healthdeck/contract/light';

/**
 * spec 000 §3.4: upcoming are the created appointments (soonest first); past are attended and
 * cancelled ones, and a created one whose time has gone (latest first).
 */
export function splitAppointments<A extends Pick<Appointment, 'status' | 'appointment_date'>>(appointments: readonly A[], now: Date = new Date()): { upcoming: A[]; past: A[] } {
  const at = (a: A) => Date.parse(a.appointment_date.date);
  const upcoming = appointments.filter((a) => a.status === 'created' && at(a) >= now.getTime()).sort((a, b) => at(a) - at(b));
  const past = appointments.filter((a) => !upcoming.includes(a)).sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}
