// Wall-clock arithmetic for provider schedules (spec 000 §3.3, §9: the member's time zone is read
// from the browser; spec 001 §3 Time slot: id, idstr, idStrISO). Intl only, no date library.
import type { TimeSlot } from '@healthdeck/contract';
import { zoneParts } from '../time/zone-format.js';

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm (24 h) */
  time: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall time of an instant in a zone. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const p = zoneParts(instant, timeZone);
  const hour = Number(p.hour) % 24;
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${String(hour).padStart(2, '0')}:${p.minute}`,
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
    minutes: hour * 60 + Number(p.minute),
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall time (YYYY-MM-DD, HH:mm) names in a zone (the later one across a DST fold). */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  let t = guess - offsetMs(new Date(guess), timeZone);
  t = guess - offsetMs(new Date(t), timeZone);
  return new Date(t);
}

/** A date plus n calendar days (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** A provider's working week: the days it works, and its opening and closing wall times, in its zone. */
export interface WorkingHours {
  timeZone: string;
  weekdays: readonly number[];
  openMinutes: number;
  closeMinutes: number;
  slotMinutes: number;
  /** No slot starts sooner than this after now. */
  leadMinutes: number;
}

/** Every slot start of the working hours on `days` calendar days from `fromDate` (zone's dates), after now + lead. */
export function slotStarts(hours: WorkingHours, fromDate: string, days: number, now: Date): Date[] {
  const earliest = now.getTime() + hours.leadMinutes * 60_000;
  const out: Date[] = [];
  for (let n = 0; n < days; n += 1) {
    const date = addDays(fromDate, n);
    const [y, m, d] = date.split('-').map(Number);
    if (!hours.weekdays.includes(new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay())) continue;
    for (let minute = hours.openMinutes; minute + hours.slotMinutes <= hours.closeMinutes; minute += hours.slotMinutes) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const start = wallTimeToInstant(date, time, hours.timeZone);
      if (start.getTime() >= earliest) out.push(start);
    }
  }
  return out;
}

/** Whether an instant is one of the working hours' slot starts, after now + lead. */
export function isSlotStart(hours: WorkingHours, instant: Date, now: Date): boolean {
  if (instant.getTime() < now.getTime() + hours.leadMinutes * 60_000) return false;
  if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0) return false;
  const wall = wallTime(instant, hours.timeZone);
  return (
    hours.weekdays.includes(wall.weekday) &&
    wall.minutes >= hours.openMinutes &&
    wall.minutes + hours.slotMinutes <= hours.closeMinutes &&
    (wall.minutes - hours.openMinutes) % hours.slotMinutes === 0
  );
}

/** spec 001 §3 Time slot: idstr is the wall time 'yyyy-MM-dd HH:mm' in the member's zone (what Smartlink takes back). */
export function toTimeSlot(start: Date, timeZone: string, hostId: string | null): TimeSlot {
  const wall = wallTime(start, timeZone);
  const seconds = Math.floor(start.getTime() / 1000);
  return {
    id: hostId ? `${hostId}-${seconds}` : String(seconds),
    idstr: `${wall.date} ${wall.time}`,
    idStrISO: start.toISOString(),
    physician_id: hostId,
  };
}
