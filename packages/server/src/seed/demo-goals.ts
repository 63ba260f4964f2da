import type { Kysely } from 'kysely';
import type { FitnessGoalName } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';

/** spec 001 §3 Goals of the demo member, so the fitness widget has something to measure against. */
export const DEMO_GOALS: Record<FitnessGoalName, number> = { GoalStepCount: 10000, GoalDistanceCount: 5, GoalActivityCaloriesBurned: 500 };

/**
 * Gives the demo member the three fitness goals (idempotent; a goal already set is kept). New
 * members get none, so the fitness widget renders nothing for them (spec 001 §4).
 */
export async function seedDemoGoals(db: Kysely<Database>, email = 'member@healthdeck.test'): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('user_goals')
    .values(Object.entries(DEMO_GOALS).map(([name, value]) => ({ user_id: user.id, name: name as FitnessGoalName, value })))
    .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
    .execute();
}
