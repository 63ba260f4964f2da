// The Smartlink sandbox (the default): two care advocates taking 30-minute calls Monday to Friday
// 08:00–18:00 America/Chicago (spec 001 §9: the scheduler falls back to America/Chicago), bookable
// from one hour ahead. A slot is free while at least one advocate is free at that time; bookings get
// a provider id 'SL-…' and a meeting link.
import { randomBytes } from 'node:crypto';
import type { CareAdvocate, SmartlinkProvider } from './smartlink-provider.js';
import { isSlotStart, slotStarts, type WorkingHours } from './telehealth-schedule.js';

const HOURS: WorkingHours = {
  timeZone: 'America/Chicago',
  weekdays: [1, 2, 3, 4, 5],
  openMinutes: 8 * 60,
  closeMinutes: 18 * 60,
  slotMinutes: 30,
  leadMinutes: 60,
};

const ADVOCATES: readonly CareAdvocate[] = [
  { id: 'adv-1', name: 'Maria Lopez', phone: '+1 (312) 555-0101' },
  { id: 'adv-2', name: 'James Carter', phone: '+1 (312) 555-0102' },
];

export function createSmartlinkSandbox(): SmartlinkProvider {
  return {
    provider: 'smartlink',
    sandbox: true,
    callMinutes: 30,
    advocates: () => ADVOCATES,
    slotStarts: (fromDate, days, now) => slotStarts(HOURS, fromDate, days, now),
    isSlotStart: (start, now) => isSlotStart(HOURS, start, now),
    async book() {
      return { appointmentId: `SL-${randomBytes(5).toString('hex').toUpperCase()}` };
    },
    async reschedule() {},
    async cancel() {},
    details: ({ appointmentId, advocate, appointmentTime, timezone }) => ({
      advocate: advocate.name,
      phone: advocate.phone,
      meeting_url: `https://meet.smartlink.sandbox/${appointmentId.toLowerCase()}`,
      appointmentTime,
      timezone,
    }),
  };
}

export const SMARTLINK_TIME_ZONE = HOURS.timeZone;
