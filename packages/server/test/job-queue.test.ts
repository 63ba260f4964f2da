import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { TASKS } from '../src/jobs/tasks.js';
import type { AppContext } from '../src/context.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember } from './helpers/accounts.js';

// The job queue's scheduled tasks (jobs/tasks.ts): installed once however many apps start on one
// database, and each doing what the reads did before, for every member at once.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { jobs: { schedules: true } });
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('scheduled jobs', () => {
  it('are installed once per database, however many server apps start', async () => {
    const second = await buildApp({ db: server.db, config: server.config });
    try {
      const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule order by name`.execute(server.db);
      expect(schedules.rows).toEqual([
        { name: 'account-deletions', cron: '41 * * * *' },
        { name: 'appointment-reminders', cron: '*/10 * * * *' },
        { name: 'kit-result-poll', cron: '*/5 * * * *' },
        { name: 'order-fulfilment', cron: '*/10 * * * *' },
        { name: 'process-run-retention', cron: '43 3 * * *' },
        { name: 'refresh-token-retention', cron: '17 * * * *' },
      ]);
    } finally {
      await second.close();
    }
  });

  it('appointment reminders: every member’s ended visits are marked attended, later ones stay booked', async () => {
    const member = await signedInMember(server);
    const now = server.config.now();
    const visit = (startsAt: Date) => ({
      user_id: member.id,
      provider: 'mediorbis' as const,
      status: 'created' as const,
      vendor_appointment_id: `v-${startsAt.getTime()}`,
      host_id: 'host',
      host_name: 'Dr Host',
      starts_at: startsAt,
      timezone: 'UTC',
      type: '3',
      encrypted_data: null,
      created_at: now,
      updated_at: now,
    });
    const ended = visit(new Date(now.getTime() - 2 * 3_600_000));
    const later = visit(new Date(now.getTime() + 3_600_000));
    await server.db.insertInto('appointments').values([ended, later]).execute();
    await TASKS['appointment-reminders'].run({ db: server.db, config: server.config } as AppContext, {}, { id: 'test', attempt: 1, lastAttempt: false });
    const rows = await server.db.selectFrom('appointments').select(['vendor_appointment_id', 'status']).where('user_id', '=', member.id).orderBy('starts_at').execute();
    expect(rows).toEqual([
      { vendor_appointment_id: ended.vendor_appointment_id, status: 'attended' },
      { vendor_appointment_id: later.vendor_appointment_id, status: 'created' },
    ]);
  });
});
