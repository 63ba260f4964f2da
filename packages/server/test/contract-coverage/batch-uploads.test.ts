import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, BatchUploadResponse, routes } from '@healthdeck/contract';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from '../helpers/accounts.js';
import { createClassStore } from '../../src/admin-classes/class-store.js';

// Contract coverage, spec 000 §7.6 "Batch uploads (multipart with file): … health issues":
// a valid upload answered with the row's success status and a body inside its response schema.

let server: TestServer;
let admin: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
});

describe('batchUploadHealthIssues (spec 000 §7.6)', () => {
  it('imports every row of a valid CSV into the health issues catalogue', async () => {
    const form = new FormData();
    form.append('file', new Blob(['name,icd10_code,description\nAsthma,J45,Airways narrow\nHypertension,I10,\n'], { type: 'text/csv' }), 'issues.csv');
    const def = routes.batchUploadHealthIssues;
    const res = await server.fetch(def.path, { method: def.method, headers: { authorization: `Bearer ${admin.accessToken}` }, body: form });
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(def.successStatus);
    const answer = BatchUploadResponse.parse(body);
    expect(answer.upload).toMatchObject({ kind: 'health_issues', file_name: 'issues.csv', rows_imported: 2 });

    const issues = (await createClassStore(server.db).list<{ name: string; icd10_code?: string }>('health_issues', { sort: 'name' })).items.map((r) => r.data);
    expect(issues.map((i) => [i.name, i.icd10_code])).toEqual([
      ['Asthma', 'J45'],
      ['Hypertension', 'I10'],
    ]);
  });

  it('refuses a member without the batch-uploads.write permission with an ApiError', async () => {
    const member = await signedInMember(server);
    const form = new FormData();
    form.append('file', new Blob(['name\nGout\n'], { type: 'text/csv' }), 'issues.csv');
    const res = await server.fetch(routes.batchUploadHealthIssues.path, { method: 'POST', headers: { authorization: `Bearer ${member.accessToken}` }, body: form });
    expect(res.status).toBe(403);
    expect(ApiError.parse(await res.json()).statusCode).toBe(403);
  });
});
