import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ApiError, BatchUploadResponse, MedicationClass, routes, type RouteName, type UserUploadHistoryClass } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';

let server: TestServer;
let admin: TestMember;
let orgId = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  orgId = (await createClassStore(server.db).insert('organizations', { name: 'Acme Health', code: 'acme' })).id;
  await createClassStore(server.db).insert('medications', MedicationClass.parse({ name: 'Ibuprofen', drug_type: 'HUMAN OTC DRUG' }));
});
afterAll(async () => {
  await server.close();
});

/** POSTs a multipart upload over real HTTP and checks the answer against the contract. */
async function upload(name: RouteName, token: string | null, file: { name: string; text: string } | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.text], { type: file.name.endsWith('.json') ? 'application/json' : 'text/csv' }), file.name);
  const res = await server.fetch(routes[name].path, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  const body: unknown = await res.json();
  if (res.status === 200) BatchUploadResponse.parse(body);
  else expect(ApiError.parse(body).statusCode).toBe(res.status);
  return { status: res.status, body: body as BatchUploadResponse & ApiError };
}
const history = async () => (await createClassStore(server.db).list<UserUploadHistoryClass>('user_upload_history', { sort: 'created_at' })).items.map((r) => r.data);
const catalogue = async (classkey: 'medications' | 'allergies' | 'health_issues') =>
  (await createClassStore(server.db).list<{ name: string }>(classkey, { sort: 'name' })).items.map((r) => r.data.name);

describe('batch uploads (spec 000 §7.6, §8)', () => {
  it('imports users from CSV into the organisation, and records the upload', async () => {
    const res = await upload('batchUploadUsers', admin.accessToken, { name: 'users.csv', text: 'Email\nAnn@Example.test\nbob@example.test\n' }, { organization_code: 'acme' });
    expect(res.status).toBe(200);
    expect(res.body.upload).toMatchObject({ kind: 'users', file_name: 'users.csv', rows_imported: 2 });
    const users = await server.db
      .selectFrom('users')
      .innerJoin('links', 'links.b_id', 'users.id')
      .select(['email', 'links.a_id'])
      .where('links.kind', '=', 'organization_user')
      .orderBy('email')
      .execute();
    expect(users).toEqual([
      { email: 'ann@example.test', a_id: orgId },
      { email: 'bob@example.test', a_id: orgId },
    ]);
    // An imported user cannot sign in until they set a password.
    expect((await server.call<{ error_code: string }>('login', { body: { email: 'ann@example.test', password: 'x'.repeat(43) } })).body.error_code).toBe('INVALID_CREDENTIALS');
    expect((await history()).at(-1)).toMatchObject({ kind: 'users', status: 'imported', organization_code: 'acme', row_count: 2, uploaded_by: admin.id });
  });

  it('refuses the whole file when any row is bad, with every row’s errors, importing nothing', async () => {
    const text = 'email\ncarol@example.test\nnot-an-email\nann@example.test\ncarol@example.test\n';
    const res = await upload('batchUploadUsers', admin.accessToken, { name: 'users.csv', text }, { organization_code: 'acme' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('1 of 4 rows have errors; nothing was imported');
    expect(res.body.fields).toEqual({ 'rows.2.email': 'Enter a valid email address' });
    expect(await server.db.selectFrom('users').select('id').where('email', '=', 'carol@example.test').execute()).toEqual([]);

    // Once the rows are valid, duplicates in the file and in the database are reported together.
    const dup = await upload(
      'batchUploadUsers',
      admin.accessToken,
      { name: 'users.csv', text: 'email\ncarol@example.test\nann@example.test\ncarol@example.test\n' },
      { organization_code: 'acme' },
    );
    expect(dup.body.fields).toEqual({ 'rows.2.email': 'An account with this email already exists', 'rows.3.email': 'This email is already in the file' });
    expect(await server.db.selectFrom('users').select('id').where('email', '=', 'carol@example.test').execute()).toEqual([]);
    expect((await history()).at(-1)).toMatchObject({
      status: 'refused',
      error_count: 2,
      errors: [
        { row: 2, field: 'email', message: 'An account with this email already exists' },
        { row: 3, field: 'email', message: 'This email is already in the file' },
      ],
    });
  });

  it('needs a known organization_code and a readable file', async () => {
    expect((await upload('batchUploadUsers', admin.accessToken, { name: 'u.csv', text: 'email\nx@example.test\n' })).body.fields).toEqual({
      organization_code: 'Enter the organization code',
    });
    expect((await upload('batchUploadUsers', admin.accessToken, { name: 'u.csv', text: 'email\nx@example.test\n' }, { organization_code: 'nope' })).body.message).toBe(
      'Organization not found',
    );
    expect((await upload('batchUploadMedications', admin.accessToken, null)).body.fields).toEqual({ file: 'Choose a CSV or JSON file to upload' });
    expect((await upload('batchUploadMedications', admin.accessToken, { name: 'm.json', text: '{"name":1}' })).body.message).toBe('The file is not valid JSON (an array of objects)');
    expect((await upload('batchUploadMedications', admin.accessToken, { name: 'm.csv', text: 'name,drug_type\n"unterminated,x\n' })).status).toBe(400);
    expect((await upload('batchUploadMedications', admin.accessToken, { name: 'm.csv', text: 'name,drug_type\n' })).body.message).toBe('The file has no rows');
    expect((await upload('batchUploadMedications', admin.accessToken, { name: 'm.csv', text: 'name\nx\n' }, { organization_code: 'acme' })).status).toBe(400);
  });

  it('imports medications from JSON, allergies and health issues from CSV; checks each row by the catalogue’s rules', async () => {
    const meds = await upload('batchUploadMedications', admin.accessToken, {
      name: 'meds.json',
      text: JSON.stringify([
        { name: 'Metformin', drug_type: 'HUMAN PRESCRIPTION DRUG', strength: '500 mg' },
        { name: 'Vitamin D', drug_type: 'supplement' },
      ]),
    });
    expect(meds.body.upload.rows_imported).toBe(2);
    expect(await catalogue('medications')).toEqual(['Ibuprofen', 'Metformin', 'Vitamin D']);

    const badMeds = await upload('batchUploadMedications', admin.accessToken, { name: 'meds.csv', text: 'name,drug_type\nAspirin,HUMAN OTC DRUG\n,pill\nibuprofen,HUMAN OTC DRUG\n' });
    expect(badMeds.status).toBe(400);
    expect(Object.keys(badMeds.body.fields ?? {}).sort()).toEqual(['rows.2.drug_type', 'rows.2.name']);
    expect(await catalogue('medications')).not.toContain('Aspirin');

    expect((await upload('batchUploadAllergies', admin.accessToken, { name: 'a.csv', text: 'name,category\nPeanuts,food\nPenicillin,drug\n' })).body.upload.rows_imported).toBe(2);
    expect(await catalogue('allergies')).toEqual(['Peanuts', 'Penicillin']);
    const issues = await upload('batchUploadHealthIssues', admin.accessToken, { name: 'h.csv', text: 'name,icd10_code\nAsthma,J45\nHypertension,not a code\n' });
    expect(issues.body.fields).toEqual({ 'rows.2.icd10_code': 'Enter an ICD-10 code such as E11.9' });
    expect(await catalogue('health_issues')).toEqual([]);
  });

  it('answers 500 with the server message when the import fails, and rolls back every row', async () => {
    await sql`create function o_test_fail() returns trigger language plpgsql as $$ begin if new.data->>'name' = 'Latex' then raise exception 'disk full'; end if; return new; end $$`.execute(
      server.db,
    );
    await sql`create trigger o_test_fail before insert on class_records for each row execute function o_test_fail()`.execute(server.db);
    try {
      const res = await upload('batchUploadAllergies', admin.accessToken, { name: 'a.csv', text: 'name\nDust\nLatex\n' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('The upload could not be imported and nothing was saved; please try again later');
      expect(await catalogue('allergies')).not.toContain('Dust');
      expect((await history()).at(-1)).toMatchObject({ kind: 'allergies', status: 'failed' });
    } finally {
      await sql`drop trigger o_test_fail on class_records`.execute(server.db);
    }
  });

  it('is for administrators only', async () => {
    const member = await signedInMember(server);
    expect((await upload('batchUploadAllergies', member.accessToken, { name: 'a.csv', text: 'name\nDust\n' })).status).toBe(403);
    expect((await upload('batchUploadAllergies', null, { name: 'a.csv', text: 'name\nDust\n' })).status).toBe(401);
    expect(await catalogue('allergies')).not.toContain('Dust');
  });
});
