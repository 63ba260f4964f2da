import { sql, type Kysely } from 'kysely';

// Which sandbox made an appointment (docs/decisions/0090-sandboxes-say-so.md): the vendor name
// ('telehealth' for the MediOrbis sandbox, 'smartlink'), or null when a real provider booked it, set
// when the appointment is made, so a visit booked with a sandbox stays marked as demo data after the
// deployment changes adapters. Every appointment made before this column was booked with a sandbox
// (no other adapter existed), so each is marked with its provider's sandbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointments add column sandbox text check (sandbox in ('telehealth', 'smartlink'))`.execute(db);
  await sql`update appointments set sandbox = case provider when 'mediorbis' then 'telehealth' else 'smartlink' end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointments drop column sandbox`.execute(db);
}
