// Migration 0009: the seeded walk task opens an external walking guide instead of /client/fitness
// (a page the portal does not have yet), for databases where 0008 already ran too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DailyTasksResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember } from './helpers/accounts.js';
import { down, up, WALK_TASK_LINK } from '../src/db/migrations/0009_walk_task_link.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const walkRow = () => server.db.selectFrom('daily_tasks').select(['page_type', 'page_id', 'page_url']).where('name', '=', 'Take a 10 minute walk').executeTakeFirstOrThrow();

// Migrations are written against an untyped database (their own schema at that point in time).
const untyped = () => server.db as unknown as Kysely<unknown>;

describe('0009 walk task link', () => {
  it('points the seeded walk task at the external walking page, and members see it', async () => {
    expect(await walkRow()).toEqual({ page_type: 'external', page_id: null, page_url: 'https://www.heart.org/en/healthy-living/fitness/walking' });
    const member = await signedInMember(server);
    const res = await server.call<DailyTasksResponse>('dailyTasks', { token: member.accessToken });
    expect(res.body.tasks.find((t) => t.name === 'Take a 10 minute walk')).toMatchObject({ ...WALK_TASK_LINK });
  });

  it('updates a database where 0008 left the old link, and leaves an edited row alone', async () => {
    await down(untyped());
    expect(await walkRow()).toEqual({ page_type: 'internal', page_id: 'fitness', page_url: '/client/fitness' });
    await up(untyped());
    expect(await walkRow()).toEqual({ ...WALK_TASK_LINK });

    const edited = { page_type: 'external', page_id: null, page_url: 'https://example.org/walk' } as const;
    await server.db.updateTable('daily_tasks').set(edited).where('name', '=', 'Take a 10 minute walk').execute();
    await up(untyped());
    expect(await walkRow()).toEqual(edited);
    await server.db
      .updateTable('daily_tasks')
      .set({ ...WALK_TASK_LINK })
      .where('name', '=', 'Take a 10 minute walk')
      .execute();
  });
});
