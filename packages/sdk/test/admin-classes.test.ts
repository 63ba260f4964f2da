// spec 000 §7.1 generic administration and §7.2 media through the sdk, against the loopback contract
// server: the calls sent, typed records back, and the query keys a write invalidates.
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSearchQuery, ClassRecordResponse } from '@healthdeck/contract';
import { BadRequest, createHealthDeck } from '../src/index.js';
import {
  addClassRecord,
  adminClassRecordQuery,
  adminClassSearchQuery,
  classForm,
  classSearchQuery,
  deleteClassRecord,
  fetchMediaFile,
  mediaListQuery,
  searchClass,
  setClassRecord,
} from '../src/index.js';
import { startContractServer, type ContractServer, type RecordedRequest } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const FLAG_ID = '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11';
const flag = (enabled: boolean): ClassRecordResponse => ({
  id: FLAG_ID,
  classkey: 'featureflag',
  data: { name: 'side_panel', enabled },
  created_at: '2026-04-02T10:00:00.000Z',
  updated_at: '2026-04-02T10:00:00.000Z',
});

async function setUp() {
  let enabled = true;
  server = await startContractServer({
    handlers: {
      adminSearch: (req: RecordedRequest) => ({ status: 200, body: { items: [flag(enabled)], total_count: 1, page: Number(req.query.page ?? 1), take: Number(req.query.take ?? 10) } }),
      adminGet: () => ({ status: 200, body: flag(enabled) }),
      adminAdd: (req) => {
        const body = req.body as { data: { name?: string } };
        if (!body.data.name) return { status: 400, body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'name is required', fields: { name: 'name is required' } } };
        return { status: 200, body: flag(true) };
      },
      adminSet: (req) => {
        enabled = (req.body as { data: { enabled: boolean } }).data.enabled;
        return { status: 200, body: flag(enabled) };
      },
      adminDelete: () => ({ status: 204 }),
      mediaList: () => ({ status: 200, body: { media: [], total_count: 0 } }),
      mediaFile: () => ({ status: 200, raw: 'file-bytes' }),
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  return { hd };
}

describe('admin classes api', () => {
  it('searches with filters as query parameters (null as "null") and include_meta', async () => {
    const { hd } = await setUp();
    const result = await searchClass(hd, 'biomarker', {
      filters: { segment_id: null, name: 'LDL' },
      search: '  chol ',
      sort: 'name',
      direction: 'desc',
      page: 2,
      take: 5,
      include_meta: true,
    });
    expect(result.total_count).toBe(1);
    const sent = server!.requests.find((r) => r.route === 'adminSearch')!;
    expect(sent.query).toEqual({ classkey: 'biomarker', segment_id: 'null', name: 'LDL', search: 'chol', sort: 'name', direction: 'desc', page: '2', take: '5', include_meta: 'true' });
    expect(classSearchQuery('faq')).toEqual({ classkey: 'faq' } satisfies AdminSearchQuery);
  });

  it('reads under ["admin","classes",classkey,…] and a set of that class refreshes its search and record', async () => {
    const { hd } = await setUp();
    const search = adminClassSearchQuery(hd, 'featureflag', { take: 50 });
    expect(search.queryKey).toEqual(['admin', 'classes', 'featureflag', 'search', { take: 50 }]);
    expect(adminClassRecordQuery(hd, 'featureflag', FLAG_ID).queryKey).toEqual(['admin', 'classes', 'featureflag', 'get', FLAG_ID]);
    const first = await hd.queryClient.fetchQuery(search);
    expect(first.items[0]!.data.enabled).toBe(true);
    await hd.queryClient.fetchQuery(adminClassRecordQuery(hd, 'featureflag', FLAG_ID));
    const faq = adminClassSearchQuery(hd, 'faq');
    hd.queryClient.setQueryData(faq.queryKey, { items: [], total_count: 0, page: 1, take: 10 });

    const changed = await setClassRecord(hd, 'featureflag', FLAG_ID, { enabled: false });
    expect(changed.data).toEqual({ name: 'side_panel', enabled: false });
    expect(server!.requests.find((r) => r.route === 'adminSet')!.body).toEqual({ classkey: 'featureflag', id: FLAG_ID, data: { enabled: false } });
    expect(hd.queryClient.getQueryState(search.queryKey)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(adminClassRecordQuery(hd, 'featureflag', FLAG_ID).queryKey)?.isInvalidated).toBe(true);
    expect(hd.queryClient.getQueryState(faq.queryKey)?.isInvalidated).toBe(false);

    await deleteClassRecord(hd, 'featureflag', FLAG_ID);
    expect(server!.requests.find((r) => r.route === 'adminDelete')!.body).toEqual({ classkey: 'featureflag', id: FLAG_ID });
  });

  it("surfaces the server's field messages of a refused add as a BadRequest", async () => {
    const { hd } = await setUp();
    const error = await addClassRecord(hd, 'featureflag', { name: '', enabled: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequest);
    expect((error as BadRequest).message).toBe('name is required');
    expect((error as BadRequest).body).toMatchObject({ fields: { name: 'name is required' } });
    expect((await addClassRecord(hd, 'featureflag', { name: 'side_panel', enabled: true })).data.name).toBe('side_panel');
  });

  it('builds the multipart body of a class with files: classkey, id, data as JSON text, files by data path', async () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'dark.png', { type: 'image/png' });
    const form = classForm('organizations', { name: 'Acme', code: 'acme' }, { 'logo_variants.0.logo_path': logo }, FLAG_ID);
    expect(form.get('classkey')).toBe('organizations');
    expect(form.get('id')).toBe(FLAG_ID);
    expect(JSON.parse(form.get('data') as string)).toEqual({ name: 'Acme', code: 'acme' });
    const file = form.get('logo_variants.0.logo_path') as File;
    expect(file.name).toBe('dark.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('media api', () => {
  it('lists under ["admin","media"] and downloads a file as a Blob with its name', async () => {
    const { hd } = await setUp();
    expect(mediaListQuery(hd, { take: 20 }).queryKey).toEqual(['admin', 'media', 'list', { take: 20 }]);
    expect(await hd.queryClient.fetchQuery(mediaListQuery(hd))).toEqual({ media: [], total_count: 0 });
    const file = await fetchMediaFile(hd, FLAG_ID);
    expect(await file.blob.text()).toBe('file-bytes');
    expect(file.fileName).toBe(FLAG_ID);
    expect(server!.requests.find((r) => r.route === 'mediaFile')!.url).toBe(`/api/media/${FLAG_ID}/file`);
  });
});
