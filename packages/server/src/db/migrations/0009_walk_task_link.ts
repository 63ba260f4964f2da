import { sql, type Kysely } from 'kysely';

// The seeded 'Take a 10 minute walk' task (0008) pointed at /client/fitness, a page the portal
// does not have yet. It now opens a walking guide on the open web (spec 001 §3 Daily task:
// page_type external opens in a new tab). A migration of its own because 0008 may already have
// run; members' tasks read the catalogue row, so today's tasks follow at once. Only the row still
// carrying the old link is changed: an admin's own edit of the task is left alone.
const OLD = { page_type: 'internal', page_id: 'fitness', page_url: '/client/fitness' } as const;
export const WALK_TASK_LINK = { page_type: 'external', page_id: null, page_url: 'https://www.heart.org/en/healthy-living/fitness/walking' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update daily_tasks
       set page_type = ${WALK_TASK_LINK.page_type}, page_id = ${WALK_TASK_LINK.page_id}, page_url = ${WALK_TASK_LINK.page_url}
     where name = 'Take a 10 minute walk' and page_type = ${OLD.page_type} and page_url = ${OLD.page_url}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update daily_tasks
       set page_type = ${OLD.page_type}, page_id = ${OLD.page_id}, page_url = ${OLD.page_url}
     where name = 'Take a 10 minute walk' and page_url = ${WALK_TASK_LINK.page_url}
  `.execute(db);
}
