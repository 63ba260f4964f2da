// The widget gallery at /docs/widgets, served from the widgets' build with the docs'
// strict CSP (no inline script), its hashed assets cached for a year, its page revalidated.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let roots: string;
let unbuilt: TestServer;
let emptyRoot: string;

beforeAll(async () => {
  roots = await mkdtemp(path.join(tmpdir(), 'hd-gallery-'));
  await mkdir(path.join(roots, 'packages/widgets/dist/gallery/assets'), { recursive: true });
  await writeFile(
    path.join(roots, 'packages/widgets/dist/gallery/index.html'),
    '<!doctype html><html><head><script type="module" src="/docs/widgets/assets/index-AbCdEf12.js"></script></head><body><div id="gallery"></div></body></html>',
  );
  await writeFile(path.join(roots, 'packages/widgets/dist/gallery/assets/index-AbCdEf12.js'), 'export {}');
  server = await startTestServer({ repoRoot: roots });
  emptyRoot = await mkdtemp(path.join(tmpdir(), 'hd-gallery-none-'));
  unbuilt = await startTestServer({ repoRoot: emptyRoot });
});
afterAll(async () => {
  await server.close();
  await unbuilt.close();
  await rm(roots, { recursive: true, force: true });
  await rm(emptyRoot, { recursive: true, force: true });
});

describe('/docs/widgets', () => {
  it("serves the gallery page with the docs CSP (scripts from this origin only, nothing inline, not framed) and the widgets' blob: pictures", async () => {
    const res = await server.fetch('/docs/widgets/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(await res.text()).toContain('<div id="gallery">');
  });

  it('redirects /docs/widgets to the folder, so relative asset paths resolve', async () => {
    const res = await server.fetch('/docs/widgets', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/docs/widgets/');
  });

  it('caches hashed assets for a year and answers 404 for a file it does not have', async () => {
    const asset = await server.fetch('/docs/widgets/assets/index-AbCdEf12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await server.fetch('/docs/widgets/assets/nothing-AbCdEf12.js');
    expect(missing.status).toBe(404);
  });

  it('says what to run when the gallery is not built', async () => {
    const res = await unbuilt.fetch('/docs/widgets/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('The widget gallery (packages/widgets) is not built yet');
  });
});
