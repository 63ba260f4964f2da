// spec 000 §7.6 Program results (send 204, download result.pdf) and the lab-site lookup.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, routes, type LabSiteDistanceResponse, type LabSitesResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { outbox, signedInMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('program results (spec 000 §7.6)', () => {
  it('downloads result.pdf, a PDF summarising the member’s tests and activity', async () => {
    const m = await signedInMember(server);
    await server.call('orderGeneralHealthTest', { token: m.accessToken });
    const res = await server.fetch(routes.programResultsDownload.path, { headers: { authorization: `Bearer ${m.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="result.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Programme results');
    expect(pdf.getSubject()).toBe(`Programme results of ${m.email}`);
  });

  it("summarises the member's programmes: share of actions completed", async () => {
    const m = await signedInMember(server);
    const other = await signedInMember(server);
    const store = createClassStore(server.db);
    const program = await store.insert('programs', { name: 'Healthy Heart', code: 'healthy-heart', visible_progress: true, is_active: true });
    for (const code of ['walk', 'test', 'sleep', 'water']) {
      await store.insert('action', { code, name: `Action ${code}`, program_id: program.id, group: null, order: 0, completion_type: 'manual_confirmation' });
    }
    await server.db
      .insertInto('links')
      .values([
        { kind: 'program_user', a_id: program.id, b_id: m.id },
        { kind: 'program_user', a_id: program.id, b_id: other.id },
      ])
      .execute();
    await store.insert('userprogramaction', { user_id: m.id, program_id: program.id, action_code: 'walk', group: null, completed_at: '2026-01-02T10:00:00.000Z' });
    await store.insert('userprogramaction', { user_id: other.id, program_id: program.id, action_code: 'test', group: null, completed_at: '2026-01-02T10:00:00.000Z' });
    await store.insert('userprogramaction', { user_id: m.id, program_id: program.id, action_code: 'sleep', group: null, completed_at: null });
    expect((await server.call('programResultsSend', { token: m.accessToken })).status).toBe(204);
    const [mail] = await outbox(server, m.email);
    expect(mail.text).toContain('- Healthy Heart: 25% (1 of 4 actions)');
    const res = await server.fetch(routes.programResultsDownload.path, { headers: { authorization: `Bearer ${m.accessToken}` } });
    expect((await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount()).toBe(1);
  });

  it('emails the summary to the member and answers 204', async () => {
    const m = await signedInMember(server);
    await server.call('orderAuriaTest', { token: m.accessToken });
    const res = await server.call('programResultsSend', { token: m.accessToken });
    expect(res.status).toBe(204);
    const [mail] = await outbox(server, m.email);
    expect(mail.subject).toBe('Your programme results');
    expect(mail.text).toContain('Auria Breast Cancer Screening Test (Namida): Processing');
    expect(mail.text).toContain('result.pdf');
    expect(mail.text).toContain('No programmes yet.');
  });

  it('counts the daily tasks completed in the last 30 days, a task completed on its own day in any zone', async () => {
    const m = await signedInMember(server);
    const now = server.config.now();
    const since = new Date(now.getTime() - 30 * 86_400_000);
    const utcDay = (date: Date, daysBefore = 0) => new Date(date.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10);
    const task = await server.db.selectFrom('daily_tasks').select('id').orderBy('id').executeTakeFirstOrThrow();
    const done = (day: string, completedAt: Date) => ({ user_id: m.id, task_id: task.id, day, star_value: 1, completed_at: completedAt });
    await server.db
      .insertInto('user_daily_tasks')
      .values([
        done(utcDay(now), now),
        done(utcDay(now, 10), new Date(now.getTime() - 10 * 86_400_000)),
        // The earliest day a task completed just inside the window can be (a member twelve hours behind UTC).
        done(utcDay(since, 1), new Date(since.getTime() + 60_000)),
        done(utcDay(now, 40), new Date(now.getTime() - 40 * 86_400_000)),
        { user_id: m.id, task_id: task.id, day: utcDay(now, 3), star_value: 1, completed_at: null },
      ])
      .execute();
    expect((await server.call('programResultsSend', { token: m.accessToken })).status).toBe(204);
    const [mail] = await outbox(server, m.email);
    expect(mail.text).toContain('Daily tasks completed: 3');
    expect(mail.text).toContain('Days with a completed task: 3');
  });
});

describe('lab sites (spec 000 §7.6 location and distance lookup)', () => {
  it('geocodes an address and answers the nearest sites first with haversine miles', async () => {
    const m = await signedInMember(server);
    const res = await server.call<LabSitesResponse>('labSites', { token: m.accessToken, query: { address: '1 Main St, Chicago, IL 60601', radius_miles: 50 } });
    expect(res.status).toBe(200);
    expect(res.body.origin.formatted_address).toBe('Chicago, IL 60601, USA');
    expect(res.body.sites.map((s) => s.id)).toEqual(['chicago']);
    expect(res.body.sites[0].distance_miles).toBeCloseTo(0.4, 0);
    // The sandbox gazetteer placed it (docs/decisions/0090-sandboxes-say-so.md).
    expect(res.body.sandbox).toBe('geocoding');

    const ny = await server.call<LabSitesResponse>('labSites', { token: m.accessToken, query: { address: 'New York, NY', radius_miles: 100, take: 3 } });
    const distances = ny.body.sites.map((s) => s.distance_miles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(ny.body.sites).toHaveLength(3);

    const far = await server.call<LabSiteDistanceResponse>('labSiteDistance', { token: m.accessToken, query: { address: '90071', site_id: 'nyc-midtown' } });
    // Los Angeles to Midtown Manhattan is about 2,450 miles as the crow flies.
    expect(far.body.site.distance_miles).toBeGreaterThan(2400);
    expect(far.body.sandbox).toBe('geocoding');
    expect(far.body.site.distance_miles).toBeLessThan(2500);
  });

  it('answers an address it cannot place, or an unknown site, with a clear message', async () => {
    const m = await signedInMember(server);
    const nowhere = await server.call('labSites', { token: m.accessToken, query: { address: 'Atlantis' } });
    expect(nowhere.body).toMatchObject({ statusCode: 400, message: 'We could not find this address.' });
    const missing = await server.call('labSites', { token: m.accessToken });
    expect(ApiError.parse(missing.body).fields).toMatchObject({ address: 'address is required' });
    const site = await server.call('labSiteDistance', { token: m.accessToken, query: { address: 'Chicago, IL', site_id: 'mars' } });
    expect(site.body).toMatchObject({ statusCode: 404, message: 'Lab site not found' });
  });
});
