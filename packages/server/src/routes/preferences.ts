// spec 000 §7.6 User preferences GET and POST; spec 001 §2 /client/profile (opened from the sleep
// goal button), §3 Account profile (sleep_goal, the water-intake setting), §9 defaults.
import { sql } from 'kysely';
import type { PreferencesResponse } from '@healthdeck/contract';
import type { Profile } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { unauthenticated } from '../http/api-error.js';
import { readProfile } from '../domain/users/member-profile.js';

export const preferencesHandlers: SomeHandlers<'preferences' | 'preferencesSave'> = {
  async preferences({ user, ctx }) {
    const row = await ctx.db.selectFrom('users').select('profile').where('id', '=', user.id).executeTakeFirst();
    if (!row) throw unauthenticated();
    return { preferences: readProfile(row.profile) } satisfies PreferencesResponse;
  },

  /**
   * Only the fields sent change; null clears one (the defaults then apply). The patch is merged
   * into the jsonb in one statement, so two saves of different fields cannot undo each other, and
   * any other key the profile holds is kept. water_intake is stored as text, the way the account
   * schema answers it.
   */
  async preferencesSave({ body, user, ctx }) {
    const patch: Partial<Profile> = {};
    if (body.sleep_goal !== undefined) patch.sleep_goal = body.sleep_goal;
    if (body.water_intake !== undefined) patch.water_intake = body.water_intake === null ? null : String(body.water_intake);
    if (body.language !== undefined) patch.language = body.language;
    const row = await ctx.db
      .updateTable('users')
      .set({ profile: sql<string>`profile || ${JSON.stringify(patch)}::jsonb`, ...(body.name === undefined ? {} : { name: body.name }) })
      .where('id', '=', user.id)
      .returning('profile')
      .executeTakeFirst();
    if (!row) throw unauthenticated();
    return { preferences: readProfile(row.profile) };
  },
};
