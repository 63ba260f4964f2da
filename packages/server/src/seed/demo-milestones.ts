import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * spec 001 §4 "pregnancy milestone" in the demo data: the demo member follows a pregnancy without a
 * known week yet, so the streak card prompts for weeks pregnant. Idempotent: a week already saved stays.
 */
export async function seedDemoMilestones(db: Kysely<Database>, email = 'member@healthdeck.test'): Promise<void> {
  await db
    .insertInto('user_milestones')
    .columns(['user_id', 'milestone_id', 'current_week', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .innerJoin('milestones', (j) => j.on('milestones.kind', '=', 'pregnancy'))
        .select(['users.id as user_id', 'milestones.id as milestone_id', eb.val<number | null>(null).as('current_week'), eb.val(new Date()).as('updated_at')])
        .where('users.email', '=', email),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
