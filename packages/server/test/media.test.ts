// spec 000 §7.2 media: admin upload (multipart `file`), list, get, delete; the file is public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaListResponse, MediaUploadResponse } from '@healthdeck/contract';
import { startTestServerWithFiles, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { PNG } from './helpers/sample-files.js';

const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

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

async function upload(bytes: Buffer, name: string, type: string, options: { token?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await server.fetch('/api/admin/media', { method: 'POST', headers: { authorization: `Bearer ${options.token ?? admin.accessToken}` }, body: form });
  return { status: res.status, body: (await res.json()) as MediaUploadResponse & { message: string; fields?: Record<string, string> } };
}

const storedFiles = async () => server.db.selectFrom('stored_files').select('key').where('folder', '=', 'media').execute();

describe('media', () => {
  it('uploads, lists newest first, reads one, serves the file publicly and deletes it with its bytes', async () => {
    const png = await upload(PNG, 'logo.png', 'image/png');
    expect(png.status).toBe(200);
    expect(png.body.media).toMatchObject({ file_name: 'logo.png', content_type: 'image/png', size_bytes: PNG.length, url: `/api/media/${png.body.media.id}/file` });
    const svg = await upload(SVG, '../../etc/badge.svg', 'image/svg+xml');
    expect(svg.body.media).toMatchObject({ file_name: 'badge.svg', content_type: 'image/svg+xml' });
    const pdf = await upload(PDF, 'terms.pdf', 'application/octet-stream');
    expect(pdf.body.media.content_type).toBe('application/pdf');

    const list = await server.call<MediaListResponse>('mediaList', { token: admin.accessToken });
    expect(list.body.total_count).toBe(3);
    expect(list.body.media.map((m) => m.file_name)).toEqual(['terms.pdf', 'badge.svg', 'logo.png']);
    const images = await server.call<MediaListResponse>('mediaList', { token: admin.accessToken, query: { content_type: 'image/*', search: 'LOGO' } });
    expect(images.body.media.map((m) => m.file_name)).toEqual(['logo.png']);
    const paged = await server.call<MediaListResponse>('mediaList', { token: admin.accessToken, query: { take: 2, page: 2 } });
    expect(paged.body.media.map((m) => m.file_name)).toEqual(['logo.png']);

    const one = await server.fetch(`/api/admin/media/${svg.body.media.id}`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(((await one.json()) as MediaUploadResponse).media.id).toBe(svg.body.media.id);

    const file = await server.fetch(svg.body.media.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(SVG)).toBe(true);

    expect(await storedFiles()).toHaveLength(3);
    const gone = await server.fetch(`/api/admin/media/${png.body.media.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(gone.status).toBe(204);
    expect(await storedFiles()).toHaveLength(2);
    expect((await server.fetch(png.body.media.url)).status).toBe(404);
    expect((await server.fetch(`/api/admin/media/${png.body.media.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.accessToken}` } })).status).toBe(404);

    const events = await server.db.selectFrom('audit_log').select('event').where('actor_id', '=', admin.id).where('event', 'like', 'media.%').execute();
    expect(events.map((e) => e.event).sort()).toEqual(['media.deleted', 'media.uploaded', 'media.uploaded', 'media.uploaded']);
  });

  it('refuses files that are not what the spec list allows, a missing file and members, storing nothing', async () => {
    const before = (await storedFiles()).length;
    expect(await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.svg', 'image/svg+xml')).toMatchObject({
      status: 400,
      body: { fields: { file: 'The file must be a PNG, JPEG, WebP, GIF or SVG image, or a PDF' } },
    });
    expect(await upload(PNG, 'x.png', 'image/png', { field: 'picture' })).toMatchObject({ status: 400, body: { message: 'Choose a file to upload' } });
    expect(await upload(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png', 'image/png')).toMatchObject({ status: 400, body: { message: 'The file must be at most 10 MB' } });
    expect(
      (await server.fetch('/api/admin/media', { method: 'POST', headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(400);
    expect((await upload(PNG, 'x.png', 'image/png', { token: member.accessToken })).status).toBe(403);
    expect((await server.call('mediaList', { token: member.accessToken })).status).toBe(403);
    expect((await storedFiles()).length).toBe(before);
    expect((await server.fetch('/api/media/not-a-uuid/file')).status).toBe(400);
    expect((await server.fetch('/api/media/5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11/file')).status).toBe(404);
  });
});
