import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, MAJOR_PINNED_MAX_AGE } from '../src/static-files.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let root: string;
let server: TestServer;
beforeAll(async () => {
  // A stand-in repository root, so the test controls which builds exist.
  root = await mkdtemp(path.join(tmpdir(), 'healthdeck-static-'));
  server = await startTestServer({ repoRoot: root, trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('answers a clear 503 page while a build is missing, and keeps the API working', async () => {
    for (const url of ['/', '/client/home', '/embed/healthdeck.js', '/examples/partner-site/']) {
      const res = await server.fetch(url);
      expect(res.status, url).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('npm run build');
    }
    expect((await server.fetch('/api/auth/pgp/config')).status).toBe(200);
  });

  it('serves the portal as a SPA, the embed bundle and the partner example once built', async () => {
    await mkdir(path.join(root, 'packages/portal/dist/assets'), { recursive: true });
    await writeFile(path.join(root, 'packages/portal/dist/index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    await writeFile(path.join(root, 'packages/portal/dist/assets/app.js'), 'console.log("portal")');
    await mkdir(path.join(root, 'packages/widgets/dist/embed'), { recursive: true });
    await writeFile(path.join(root, 'packages/widgets/dist/embed/healthdeck.js'), 'console.log("embed")');
    await mkdir(path.join(root, 'examples/partner-site'), { recursive: true });
    await writeFile(path.join(root, 'examples/partner-site/index.html'), '<!doctype html><title>partner</title>');

    const home = await server.fetch('/client/home');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>portal</title>');
    expect(await (await server.fetch('/')).text()).toContain('<title>portal</title>');
    const asset = await server.fetch('/assets/app.js');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log("portal")');

    const embed = await server.fetch('/embed/healthdeck.js');
    expect(embed.status).toBe(200);
    expect(await embed.text()).toBe('console.log("embed")');
    // Partner pages load it as a cross-origin module script: CORS and a JavaScript MIME type.
    expect(embed.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    const crossOrigin = await server.fetch('/embed/healthdeck.js', { headers: { origin: 'https://partner.example' } });
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBe('*');
    expect((await server.fetch('/embed/missing.js')).status).toBe(404);

    const partner = await server.fetch('/examples/partner-site/');
    expect(await partner.text()).toContain('<title>partner</title>');

    // /api never falls back to the SPA.
    const api = await server.fetch('/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });

  it('sends the precompressed copy the browser accepts, hashed files cached a year and the rest revalidated', async () => {
    const dist = path.join(root, 'packages/portal/dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    const code = 'console.log("a hashed chunk");'.repeat(50);
    const asset = path.join(dist, 'assets/index-CrJP6l6K.js');
    await writeFile(asset, code);
    await writeFile(`${asset}.br`, brotliCompressSync(code));
    await writeFile(`${asset}.gz`, gzipSync(code));

    const br = await server.fetch('/assets/index-CrJP6l6K.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(code); // fetch decodes the brotli body
    const gz = await server.fetch('/assets/index-CrJP6l6K.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.fetch('/assets/index-CrJP6l6K.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);

    for (const url of ['/', '/client/home', '/index.html']) {
      expect((await server.fetch(url)).headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('treats only content-hashed build files as immutable', () => {
    expect(cacheControlFor('/assets/index-CrJP6l6K.js')).toMatch(/immutable/);
    expect(cacheControlFor('/assets/portal-B0fZhQXH.css')).toMatch(/immutable/);
    // The portal's chunks are named by their hash alone (vite.config.ts chunkFileNames).
    expect(cacheControlFor('/assets/9pGi8Ad6.js')).toMatch(/immutable/);
    expect(cacheControlFor('/assets/Dp1tQzlg.js.map')).toMatch(/immutable/);
    expect(cacheControlFor('/assets/logo.svg')).toBe('no-cache');
    expect(cacheControlFor('/embed/chunks/hydration-tracker-element-Dik55z4s.js')).toMatch(/immutable/);
    expect(cacheControlFor('/embed/assets/keygen.worker-Do9DqXkN.js.map')).toMatch(/immutable/);
    expect(cacheControlFor('/embed/healthdeck.js')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/logos/healthdeck.svg')).toBe('no-cache');
    expect(cacheControlFor('/examples/partner-site/index.html')).toBe('no-cache');
  });

  it('serves the loader at its versioned URL (a year, immutable) and its major-pinned URL (minutes); another version is a 404 naming this one', async () => {
    const embed = path.join(root, 'packages/widgets/dist/embed');
    await mkdir(path.join(embed, 'chunks'), { recursive: true });
    await writeFile(path.join(embed, 'healthdeck.js'), 'import "./chunks/hydration-tracker-element-AbC123.js";');
    await writeFile(path.join(embed, 'chunks/hydration-tracker-element-AbC123.js'), 'export {}');
    await writeFile(path.join(embed, 'version.json'), '{ "version": "1.4.2" }');

    const exact = await server.fetch('/embed/v1.4.2/healthdeck.js');
    expect(exact.status).toBe(200);
    expect(await exact.text()).toBe('import "./chunks/hydration-tracker-element-AbC123.js";');
    expect(exact.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(exact.headers.get('content-type')).toMatch(/javascript/);

    const major = await server.fetch('/embed/v1/healthdeck.js', { headers: { origin: 'https://partner.example' } });
    expect(major.status).toBe(200);
    expect(major.headers.get('cache-control')).toBe(`public, max-age=${MAJOR_PINNED_MAX_AGE}`);
    expect(major.headers.get('access-control-allow-origin')).toBe('*');
    // The chunks a loader imports relatively carry content hashes: immutable under either URL.
    for (const url of ['/embed/v1/chunks/hydration-tracker-element-AbC123.js', '/embed/v1.4.2/chunks/hydration-tracker-element-AbC123.js']) {
      const chunk = await server.fetch(url);
      expect(chunk.status, url).toBe(200);
      expect(chunk.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/embed/v2/healthdeck.js', '/embed/v1.4.3/healthdeck.js', '/embed/v0/healthdeck.js']) {
      const other = await server.fetch(url);
      expect(other.status, url).toBe(404);
      expect(await other.text(), url).toContain('it serves version 1.4.2 (/embed/v1.4.2/healthdeck.js, /embed/v1/healthdeck.js)');
    }
    expect((await server.fetch('/embed/v1/missing.js')).status).toBe(404);
    // The unversioned URL stays for pages written before, revalidated on every use.
    expect((await server.fetch('/embed/healthdeck.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it("fills the partner example's {{HEALTHDECK_ORIGIN}} with the origin the server was reached at", async () => {
    await mkdir(path.join(root, 'examples/partner-site'), { recursive: true });
    await writeFile(path.join(root, 'examples/partner-site/index.html'), '<script type="module" src="{{HEALTHDECK_ORIGIN}}/embed/healthdeck.js"></script>');
    const direct = await server.fetch('/examples/partner-site/');
    expect(direct.headers.get('content-type')).toMatch(/text\/html/);
    expect(await direct.text()).toBe(`<script type="module" src="${server.url}/embed/healthdeck.js"></script>`);
    // Behind a proxy (trusted: TRUST_PROXY names 127.0.0.1) the forwarded protocol and host are the page's origin.
    const proxied = await server.fetch('/examples/partner-site/index.html', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'health.example.com' } });
    expect(await proxied.text()).toContain('src="https://health.example.com/embed/healthdeck.js"');
  });

  it('never serves files outside the served folders', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'top secret');
    for (const url of ['/embed/../../../secret.txt', '/embed/%2e%2e/%2e%2e/%2e%2e/secret.txt', '/assets/..%2f..%2f..%2f..%2fsecret.txt', '/examples/partner-site/..%2f..%2fsecret.txt']) {
      const res = await server.fetch(url);
      expect(res.status).toBeLessThan(500);
      expect(await res.text(), url).not.toContain('top secret');
    }
  });
});
