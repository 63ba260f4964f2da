// The MediOrbis sandbox (the default, so everything works offline): its physician directory
// and pharmacies live in telehealth_physicians / telehealth_pharmacies (migration 0017); every
// physician works Monday to Friday 09:00–17:00 in their own zone in 30-minute slots, bookable
// from one hour ahead. Bookings get a provider id 'MO-…'; which slots are taken is known from the
// appointments themselves (routes/telehealth.ts).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Pharmacy, TelehealthConsultType } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import type { TelehealthPhysician, TelehealthProvider } from './telehealth-provider.js';
import { isSlotStart, slotStarts, type WorkingHours } from './telehealth-schedule.js';
import { containsPattern } from '../db/like-pattern.js';

const hoursOf = (physician: TelehealthPhysician): WorkingHours => ({
  timeZone: physician.timeZone,
  weekdays: [1, 2, 3, 4, 5],
  openMinutes: 9 * 60,
  closeMinutes: 17 * 60,
  slotMinutes: 30,
  leadMinutes: 60,
});

export function createTelehealthSandbox(db: Kysely<Database>): TelehealthProvider {
  const toPhysician = (row: { id: number; name: string; specialty: string; languages: string[]; consult_types: string[]; time_zone: string }): TelehealthPhysician => ({
    id: String(row.id),
    name: row.name,
    specialty: row.specialty,
    languages: row.languages,
    consult_types: row.consult_types as TelehealthConsultType[],
    timeZone: row.time_zone,
  });
  const toPharmacy = (row: { id: number; name: string; address: string; city: string; state: string; zip: string; phone: string }): Pharmacy => ({
    ...row,
    id: String(row.id),
  });
  const physicianRows = () => db.selectFrom('telehealth_physicians').selectAll().where('active', '=', true).orderBy('id');

  return {
    provider: 'mediorbis',
    sandbox: true,
    visitMinutes: 30,
    async physicians(consultType) {
      const rows = await physicianRows().execute();
      return rows.map(toPhysician).filter((p) => !consultType || p.consult_types.includes(consultType));
    },
    async physician(id) {
      if (!/^\d{1,9}$/.test(id)) return undefined;
      const row = await physicianRows().where('id', '=', Number(id)).executeTakeFirst();
      return row && toPhysician(row);
    },
    scheduleStarts: (physician, fromDate, days, now) => slotStarts(hoursOf(physician), fromDate, days, now),
    isSlotStart: (physician, start, now) => isSlotStart(hoursOf(physician), start, now),
    async pharmacies(search) {
      let query = db.selectFrom('telehealth_pharmacies').selectAll().orderBy('name').limit(20);
      const text = search?.trim();
      if (text) {
        const pattern = containsPattern(text);
        query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('city', 'ilike', pattern), eb('zip', 'ilike', pattern)]));
      }
      return (await query.execute()).map(toPharmacy);
    },
    async pharmacy(id) {
      if (!/^\d{1,9}$/.test(id)) return undefined;
      const row = await db.selectFrom('telehealth_pharmacies').selectAll().where('id', '=', Number(id)).executeTakeFirst();
      return row && toPharmacy(row);
    },
    async book() {
      return { appointmentId: `MO-${randomBytes(5).toString('hex').toUpperCase()}` };
    },
    async reschedule() {},
    async cancel() {},
  };
}
