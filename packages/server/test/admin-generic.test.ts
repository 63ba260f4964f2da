// spec 000 §3.1, §3.3, §7.1 generic administration: search (filters, text, paging, sort, include_meta),
// get, add (JSON and multipart), set, delete; table-backed classes show members the admin's change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSKEYS,
  CLASS_SCHEMAS,
  MULTIPART_CLASSKEYS,
  classMeta,
  type AccountResponse,
  type AdminSearchResponse,
  type ClassRecordResponse,
  type SymptomsResponse,
} from '@healthdeck/contract';
import { startTestServerWithFiles, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { PNG } from './helpers/sample-files.js';

let server: TestServer;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServerWithFiles();
  admin = await signedInAdmin(server);
  member = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

const add = (classkey: string, data: Record<string, unknown>, token = admin.accessToken) => server.call<ClassRecordResponse>('adminAdd', { token, body: { classkey, data } });
const set = (classkey: string, id: string, data: Record<string, unknown>) => server.call<ClassRecordResponse>('adminSet', { token: admin.accessToken, body: { classkey, id, data } });
const get = (classkey: string, id: string) => server.call<ClassRecordResponse>('adminGet', { token: admin.accessToken, query: { classkey, id } });
const del = (classkey: string, id: string) => server.call('adminDelete', { token: admin.accessToken, body: { classkey, id } });
const search = (query: Record<string, string | number>) => server.call<AdminSearchResponse>('adminSearch', { token: admin.accessToken, query });

async function multipart(route: 'add' | 'set', fields: Record<string, string>, files: { field: string; bytes: Buffer; name: string; type: string }[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await server.fetch(`/api/admin/${route}`, { method: 'POST', headers: { authorization: `Bearer ${admin.accessToken}` }, body: form });
  return { status: res.status, body: (await res.json()) as ClassRecordResponse & { message: string; fields?: Record<string, string> } };
}

describe('class registry', () => {
  it('has a schema and a field description for every classkey', () => {
    expect(Object.keys(CLASS_SCHEMAS).sort()).toEqual([...CLASSKEYS].sort());
    for (const classkey of CLASSKEYS) expect(classMeta(classkey).fields.length, classkey).toBeGreaterThan(0);
    const meta = classMeta('toast_message_locations');
    expect(meta.fields).toEqual([
      { name: 'path', type: 'string', required: true, nullable: false, min: 2, max: 300 },
      { name: 'display_status', type: 'boolean', required: true, nullable: false },
    ]);
    expect(classMeta('organizations').fields.find((f) => f.name === 'logo_variants[].logo_path')).toMatchObject({ type: 'string', file: true });
    expect(classMeta('organizations').multipart).toBe(true);
  });
});

describe('add, get, set, delete', () => {
  it('creates a feature flag, reads it, changes one field, deletes it, and audits each write', async () => {
    const created = await add('featureflag', { name: 'beta_banner', enabled: false });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ classkey: 'featureflag', data: { name: 'beta_banner', enabled: false } });
    const id = created.body.id;
    expect((await get('featureflag', id)).body.data).toEqual({ name: 'beta_banner', enabled: false });

    const changed = await set('featureflag', id, { enabled: true });
    expect(changed.body.data).toEqual({ name: 'beta_banner', enabled: true });
    expect((await get('featureflag', id)).body.data.enabled).toBe(true);

    expect((await del('featureflag', id)).status).toBe(204);
    expect((await get('featureflag', id)).status).toBe(404);

    const events = await server.db
      .selectFrom('audit_log')
      .select(['event', 'actor_id', 'detail'])
      .where('actor_id', '=', admin.id)
      .where('event', 'like', 'class.%')
      .orderBy('created_at')
      .execute();
    expect(events.map((e) => [e.event, e.detail.action, e.detail.id])).toEqual([
      ['class.created', 'CREATE', id],
      ['class.updated', 'UPDATE', id],
      ['class.deleted', 'DELETE', id],
    ]);
  });

  it('refuses data outside the class schema with a 400 naming the field, and stores nothing', async () => {
    const bad = await add('toast_message_locations', { path: '/client/home' });
    expect(bad).toMatchObject({ status: 400, body: { error_code: 'VALIDATION_FAILED', fields: { display_status: 'display_status is required' } } });
    const wrongType = await add('biomarkerrange', { biomarker_id: 'nope', ranges: [{ level: 'great' }] });
    expect(wrongType.status).toBe(400);
    expect(Object.keys((wrongType.body as unknown as { fields: Record<string, string> }).fields)).toEqual(expect.arrayContaining(['biomarker_id', 'ranges.0.level']));
    expect((await search({ classkey: 'toast_message_locations' })).body.total_count).toBe(0);
    expect(await add('faq', { question: 'Q?', answer: 'A.', colour: 'red' })).toMatchObject({
      status: 400,
      body: { message: 'faq has no field colour', fields: { colour: 'faq has no field colour' } },
    });
  });

  it('answers 400 for an unknown classkey and 404 for an unknown id', async () => {
    expect(await add('unicorns', { name: 'x' })).toMatchObject({ status: 400, body: { message: 'Unknown classkey: unicorns', fields: { classkey: 'Unknown classkey: unicorns' } } });
    expect((await search({ classkey: 'unicorns' })).status).toBe(400);
    const missing = '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11';
    expect(await get('faq', missing)).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND', message: `No faq record with id ${missing}` } });
    expect((await get('faq', 'not-a-uuid')).status).toBe(404);
    expect((await set('faq', missing, { question: 'Q?' })).status).toBe(404);
    expect((await del('faq', missing)).status).toBe(404);
    expect((await get('symptoms', '999999')).status).toBe(404);
  });

  it('refuses a second record with the same unique field (409)', async () => {
    expect((await add('featureflag', { name: 'twin', enabled: true })).status).toBe(200);
    expect(await add('featureflag', { name: 'twin', enabled: false })).toMatchObject({
      status: 409,
      body: { error_code: 'CONFLICT', fields: { name: 'A featureflag record with this name already exists' } },
    });
  });

  it('answers members 403 on every operation', async () => {
    const token = member.accessToken;
    expect((await server.call('adminSearch', { token, query: { classkey: 'faq' } })).status).toBe(403);
    expect((await server.call('adminGet', { token, query: { classkey: 'faq', id: '1' } })).status).toBe(403);
    expect((await add('faq', { question: 'Q?', answer: 'A.' }, token)).status).toBe(403);
    expect((await server.call('adminSet', { token, body: { classkey: 'faq', id: '1', data: {} } })).status).toBe(403);
    expect((await server.call('adminDelete', { token, body: { classkey: 'faq', id: '1' } })).status).toBe(403);
  });
});

describe('search', () => {
  let heart: string;
  beforeAll(async () => {
    heart = (await add('bodysegment', { name: 'Heart', code: 'heart' })).body.id;
    const liver = (await add('bodysegment', { name: 'Liver', code: 'liver' })).body.id;
    for (const [name, code, segment] of [
      ['LDL Cholesterol', 'LDL', heart],
      ['HDL Cholesterol', 'HDL', heart],
      ['Triglycerides', 'TRIG', heart],
      ['ALT', 'ALT', liver],
      ['Vitamin D', 'VITD', null],
    ] as const) {
      expect((await add('biomarker', { name, providerCode: code, segment_id: segment })).status).toBe(200);
    }
  });

  it('filters on a field (segment_id; null = none), searches text, sorts both ways and pages', async () => {
    const bySegment = await search({ classkey: 'biomarker', segment_id: heart, sort: 'name' });
    expect(bySegment.body.items.map((i) => i.data.name)).toEqual(['HDL Cholesterol', 'LDL Cholesterol', 'Triglycerides']);
    expect(bySegment.body.total_count).toBe(3);
    expect((await search({ classkey: 'biomarker', segment_id: 'null' })).body.items.map((i) => i.data.name)).toEqual(['Vitamin D']);

    const text = await search({ classkey: 'biomarker', search: 'cholesterol' });
    expect(text.body.items.map((i) => i.data.providerCode).sort()).toEqual(['HDL', 'LDL']);

    const desc = await search({ classkey: 'biomarker', sort: 'name', direction: 'desc', take: 2, page: 1 });
    expect(desc.body.items.map((i) => i.data.name)).toEqual(['Vitamin D', 'Triglycerides']);
    const page3 = await search({ classkey: 'biomarker', sort: 'name', direction: 'desc', take: 2, page: 3 });
    expect(page3.body).toMatchObject({ total_count: 5, page: 3, take: 2 });
    expect(page3.body.items.map((i) => i.data.name)).toEqual(['ALT']);
    expect(desc.body.meta).toBeUndefined();
  });

  it('describes the fields with include_meta', async () => {
    const res = await search({ classkey: 'biomarker', include_meta: 'true', take: 1 });
    expect(res.body.meta).toMatchObject({ classkey: 'biomarker', multipart: false, search_fields: expect.arrayContaining(['name', 'providerCode']) });
    expect(res.body.meta!.fields.find((f) => f.name === 'segment_id')).toEqual({ name: 'segment_id', type: 'string', required: false, nullable: true, format: 'uuid', default: null });
    expect(res.body.meta!.filter_fields).toContain('segment_id');
  });

  it('refuses filters and sorts on fields the class does not have', async () => {
    expect(await search({ classkey: 'biomarker', colour: 'red' })).toMatchObject({ status: 400, body: { message: 'biomarker cannot be filtered on colour' } });
    expect(await search({ classkey: 'biomarker', sort: 'colour' })).toMatchObject({ status: 400, body: { message: 'biomarker cannot be sorted by colour' } });
    expect((await search({ classkey: 'featureflag', enabled: 'maybe' })).status).toBe(400);
    expect((await search({ classkey: 'biomarker', direction: 'sideways' })).status).toBe(400);
  });
});

describe('table-backed classes', () => {
  it('shows members a symptom an admin adds, hides it when deactivated, and keeps one members logged', async () => {
    const created = await add('symptoms', { name: 'Sore throat', sort_order: 95 });
    expect(created.status).toBe(200);
    expect(created.body.id).toMatch(/^\d+$/);
    const list = async () => (await server.call<SymptomsResponse>('symptomsList', { token: member.accessToken })).body.map((s) => s.name);
    expect(await list()).toContain('Sore throat');
    const id = Number(created.body.id);
    expect((await server.call('symptomUpdate', { token: member.accessToken, body: { symptom_id: id } })).status).toBe(200);
    expect(await del('symptoms', created.body.id)).toMatchObject({ status: 409, body: { error_code: 'CONFLICT' } });
    expect((await set('symptoms', created.body.id, { active: false })).body.data).toEqual({ name: 'Sore throat', sort_order: 95, active: false });
    expect(await list()).not.toContain('Sore throat');
    expect((await add('symptoms', { name: 'Headache' })).status).toBe(409);
    const seeded = await search({ classkey: 'symptoms', search: 'head' });
    expect(seeded.body.items.map((s) => s.data.name)).toEqual(['Headache']);
  });

  it('checks task links and deletes an unused task', async () => {
    expect(await add('tasks', { name: 'Stretch', star_value: 5, page_type: 'external', page_url: '/client/home' })).toMatchObject({
      status: 400,
      body: { fields: { page_url: 'Internal links start with /, external ones with http:// or https://' } },
    });
    const task = await add('tasks', { name: 'Stretch', star_value: 5, page_type: 'internal', page_url: '/client/fitness' });
    expect(task.body.data).toMatchObject({ name: 'Stretch', display: '', star_value: 5, active: true });
    expect((await del('tasks', task.body.id)).status).toBe(204);
  });

  it('edits members through the users table, but does not create or self-delete them', async () => {
    expect((await add('user', { email: 'new@example.test' })).status).toBe(400);
    const found = await search({ classkey: 'user', search: member.email.slice(0, 12), include_meta: '1' });
    expect(found.body.items.map((u) => u.id)).toEqual([member.id]);
    expect(found.body.items[0]!.data).not.toHaveProperty('credential_hash');
    expect((await set('user', member.id, { star_balance: 42 })).status).toBe(200);
    expect((await server.call<AccountResponse>('account', { token: member.accessToken })).body.user.star_balance).toBe(42);
    expect((await set('user', member.id, { star_balance: -1 })).body).toMatchObject({ fields: { star_balance: 'Must be at least 0' } });
    expect((await del('user', admin.id)).status).toBe(400);
  });

  it("ends a deleted member's access at once, though the guard had just seen them", async () => {
    const leaving = await signedInMember(server);
    expect((await server.call('account', { token: leaving.accessToken })).status).toBe(200);
    expect((await del('user', leaving.id)).status).toBe(204);
    expect((await server.call('account', { token: leaving.accessToken })).status).toBe(401);
  });
});

describe('multipart classes', () => {
  it('stores file parts as media and puts their url at the named data path', async () => {
    const res = await multipart('add', { classkey: 'milestone_events', data: JSON.stringify({ milestone_id: 1, step: 12, title: 'Week 12' }) }, [
      { field: 'image', bytes: PNG, name: 'week12.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    const url = res.body.data.image as string;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/file$/);
    const file = await server.fetch(url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    const org = await multipart('add', { classkey: 'organizations', data: JSON.stringify({ name: 'Acme', code: 'acme', logo_variants: [{ logo_name: 'dark' }] }) }, [
      { field: 'logo_variants.0.logo_path', bytes: PNG, name: 'dark.png', type: 'image/png' },
    ]);
    expect(org.status).toBe(200);
    expect(org.body.data.logo_variants).toEqual([{ logo_name: 'dark', logo_path: expect.stringMatching(/^\/api\/media\/.+\/file$/) }]);

    const updated = await multipart('set', { classkey: 'milestone_events', id: res.body.id, data: JSON.stringify({ title: 'Week twelve' }) }, []);
    expect(updated.body.data).toMatchObject({ title: 'Week twelve', image: url });
  });

  it('refuses files for classes that take none, bad files and bad data, storing nothing', async () => {
    const before = await server.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await multipart('add', { classkey: 'faq', data: JSON.stringify({ question: 'Q?', answer: 'A.' }) }, [])).status).toBe(400);
    expect(
      await multipart('add', { classkey: 'milestone_events', data: JSON.stringify({ milestone_id: 1, step: 1, title: 'x' }) }, [
        { field: 'image', bytes: Buffer.from('plain text'), name: 'x.png', type: 'image/png' },
      ]),
    ).toMatchObject({ status: 400, body: { fields: { image: 'The file must be a PNG, JPEG, WebP, GIF or SVG image, or a PDF' } } });
    expect(await multipart('add', { classkey: 'milestone_events', data: '{oops' }, [])).toMatchObject({ status: 400, body: { message: 'data must be JSON text' } });
    expect(
      await multipart('add', { classkey: 'milestone_events', data: JSON.stringify({ step: 1, title: 'x' }) }, [{ field: 'image', bytes: PNG, name: 'x.png', type: 'image/png' }]),
    ).toMatchObject({ status: 400, body: { fields: { milestone_id: 'milestone_id is required' } } });
    expect((await multipart('add', { classkey: 'milestone_events', data: '{}' }, [{ field: '__proto__.x', bytes: PNG, name: 'x.png', type: 'image/png' }])).status).toBe(400);
    const after = await server.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(MULTIPART_CLASSKEYS).toContain('milestone_events');
  });
});
