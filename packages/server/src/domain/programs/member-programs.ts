// A member's programmes: active 'program_user' links (migration 0014). Programmes decide which
// agreements, actions and results apply to the member.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared-query.js';

const activeProgramLinks = preparedQuery((db, p: { userId: string }) =>
  db.selectFrom('links').select('a_id').where('kind', '=', 'program_user').where('b_id', '=', p.userId).where('is_active', '=', true),
);

/** The programmes the member belongs to (links 'program_user', migration 0014). */
export async function memberProgramIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await activeProgramLinks.rows(db, { userId });
  return rows.map((r) => r.a_id);
}
