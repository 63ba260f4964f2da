// Demo clinical data for member@healthdeck.test: vitals and body measurements over the
// last week, an HRA in progress, and an upcoming Smartlink care advocate call (the reminder card,
// spec 001 §4). Physicians and pharmacies are the telehealth sandbox's directory (migration 0017).
// Everything is written the way a vendor's data is: encrypted to the member's public key, so only
// the member can read it. Idempotent: each part is added once (source / rows 'seed').
import type { Kysely } from 'kysely';
import { CARE_ADVOCATE_WELCOME_CALL } from '@healthdeck/contract';
import { encryptForMember } from '@healthdeck/crypto';
import type { Database } from '../db/schema.js';
import { simulateMedicalRecord } from '../domain/clinical/simulated-records.js';
import { SEED_SOURCE } from '../domain/clinical/record-sandbox.js';
import { isSlotTaken } from '../domain/telehealth/appointments.js';
import { createSmartlinkSandbox, SMARTLINK_TIME_ZONE } from '../vendors/smartlink-sandbox.js';
import { addDays, wallTime, wallTimeToInstant } from '../vendors/telehealth-schedule.js';

const DAY = 24 * 60 * 60 * 1000;

/** The next weekday at 10:00 in Chicago at least a day ahead (a slot of the Smartlink sandbox). */
function nextCallStart(now: Date, skipDays: number): { start: Date; appointmentTime: string } {
  let date = addDays(wallTime(now, SMARTLINK_TIME_ZONE).date, 1 + skipDays);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return { start: wallTimeToInstant(date, '10:00', SMARTLINK_TIME_ZONE), appointmentTime: `${date} 10:00` };
}

export async function seedDemoClinical(db: Kysely<Database>, email = 'member@healthdeck.test', now = new Date()): Promise<void> {
  const member = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.user_id', 'users.id')
    .select(['users.id', 'accounts.public_key'])
    .where('users.email', '=', email)
    .executeTakeFirst();
  if (!member?.public_key) return;
  const publicKey = member.public_key;

  const seeded = await db.selectFrom('vitals').select('id').where('user_id', '=', member.id).where('source', '=', SEED_SOURCE).executeTakeFirst();
  if (!seeded) {
    for (const daysAgo of [6, 3, 0]) await simulateMedicalRecord(db, member.id, new Date(now.getTime() - daysAgo * DAY - 60_000), SEED_SOURCE);
  }

  // The answers in the HRA form's own shape (widgets hra-form/sections.ts: question ids, option
  // values, numbers as the form's text), so the member resumes them: social history complete, the
  // depression screening half answered.
  const hra = await db.selectFrom('hra_forms').select('user_id').where('user_id', '=', member.id).executeTakeFirst();
  if (!hra) {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('hra_forms').values({ user_id: member.id, created_at: now, updated_at: now }).execute();
      await trx
        .insertInto('hra_sections')
        .values([
          {
            user_id: member.id,
            kind: 'social-history',
            status: 'complete',
            encrypted_data: await encryptForMember({ smoking: 'never', alcohol: 'monthly', exerciseDays: '3' }, publicKey),
            updated_at: now,
          },
          {
            user_id: member.id,
            kind: 'depression-screening',
            status: 'incomplete',
            encrypted_data: await encryptForMember({ interest: 'several-days' }, publicKey),
            updated_at: now,
          },
        ])
        .execute();
    });
  }

  const call = await db.selectFrom('appointments').select('id').where('user_id', '=', member.id).where('provider', '=', 'smartlink').where('status', '=', 'created').executeTakeFirst();
  if (!call) {
    const smartlink = createSmartlinkSandbox();
    const [advocate] = smartlink.advocates();
    for (let skip = 0; skip < 10 && advocate; skip += 1) {
      const { start, appointmentTime } = nextCallStart(now, skip);
      const { appointmentId } = await smartlink.book({ advocate, start });
      const details = smartlink.details({ appointmentId, advocate, appointmentTime, timezone: SMARTLINK_TIME_ZONE });
      try {
        await db
          .insertInto('appointments')
          .values({
            user_id: member.id,
            provider: 'smartlink',
            status: 'created',
            vendor_appointment_id: appointmentId,
            host_id: advocate.id,
            host_name: advocate.name,
            starts_at: start,
            timezone: SMARTLINK_TIME_ZONE,
            type: CARE_ADVOCATE_WELCOME_CALL,
            encrypted_data: await encryptForMember(details, publicKey),
            sandbox: smartlink.sandbox ? 'smartlink' : null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        break;
      } catch (error) {
        if (!isSlotTaken(error)) throw error;
      }
    }
  }
}
