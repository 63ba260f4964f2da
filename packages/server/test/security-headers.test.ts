// Headers: CSP, nosniff, Referrer-Policy, Permissions-Policy and HSTS per response kind
// (portal HTML, admin HTML, docs HTML, API JSON, embed JS, static assets), and CORS: the portal's
// own origin and the organisations' allowed origins, never `*` on the API, never a foreign origin
// on an admin route.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInAdmin, signedInMember, type TestMember } from './helpers/accounts.js';
import { createClassStore } from '../src/admin-classes/class-store.js';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://evil.example';

let server: TestServer;
let roots: string;
let member: TestMember;
let admin: TestMember;

beforeAll(async () => {
  // A built portal, embed bundle and partner page of our own, so each kind is served.
  roots = await mkdtemp(path.join(tmpdir(), 'hd-headers-'));
  await mkdir(path.join(roots, 'packages/portal/dist/assets'), { recursive: true });
  await mkdir(path.join(roots, 'packages/widgets/dist/embed'), { recursive: true });
  await mkdir(path.join(roots, 'examples/partner-site'), { recursive: true });
  await writeFile(
    path.join(roots, 'packages/portal/dist/index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(roots, 'packages/portal/dist/assets/index.js'), 'console.log("portal")');
  await writeFile(path.join(roots, 'packages/portal/dist/assets/index.css'), 'body{}');
  await writeFile(path.join(roots, 'packages/widgets/dist/embed/healthdeck.js'), 'export {}');
  await writeFile(path.join(roots, 'examples/partner-site/index.html'), '<!doctype html><script type="module">1</script>');
  server = await startTestServer({ repoRoot: roots });
  member = await signedInMember(server);
  admin = await signedInAdmin(server);
  await createClassStore(server.db).insert('organizations', { name: 'Partner Org', code: 'partner-org', allowed_origins: [PARTNER] });
});
afterAll(async () => {
  await server.close();
  await rm(roots, { recursive: true, force: true });
});

const header = (res: Response, name: string) => res.headers.get(name);
const csp = (res: Response) => header(res, 'content-security-policy') ?? '';

function expectCommon(res: Response): void {
  expect(header(res, 'x-content-type-options')).toBe('nosniff');
  expect(header(res, 'referrer-policy')).toBe('same-origin');
  expect(header(res, 'permissions-policy')).toMatch(/camera=/);
  expect(header(res, 'strict-transport-security')).toBeNull(); // plain http
}

/** No inline script allowed: no 'unsafe-inline' / 'unsafe-eval' in script-src, and frame-ancestors 'none'. */
function expectStrictScript(policy: string): void {
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|https:|data:/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("base-uri 'self'");
}

describe('security headers per response kind', () => {
  it('portal HTML: strict CSP (no inline script), camera for the vitals scan on its own pages only', async () => {
    // A single-page app: the document loaded first keeps its policy through client-side navigation,
    // so every portal document allows the camera, the vitals scan's routes included.
    for (const page of ['/', '/client/home', '/sign-in', '/client/vitals', '/client/vitals/history']) {
      const res = await server.fetch(page);
      expect(res.status).toBe(200);
      expect(header(res, 'content-type')).toMatch(/^text\/html/);
      expectCommon(res);
      expectStrictScript(csp(res));
      expect(csp(res)).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      // A CALENDLY page frames Calendly's scheduling page, and no other site.
      expect(csp(res)).toMatch(/frame-src 'self' blob: https:\/\/calendly\.com(;|$)/);
      expect(header(res, 'permissions-policy')).toMatch(/(^|, )camera=\(self\)/);
      expect(header(res, 'x-frame-options')).toBe('DENY');
    }
  });

  it('admin HTML: the same strict CSP, but no camera', async () => {
    const res = await server.fetch('/admin/users');
    expect(res.status).toBe(200);
    expect(header(res, 'content-type')).toMatch(/^text\/html/);
    expectCommon(res);
    expectStrictScript(csp(res));
    expect(header(res, 'permissions-policy')).toMatch(/(^|, )camera=\(\)/);
  });

  it('docs HTML: strict CSP with no inline script, and the page itself has none', async () => {
    const res = await server.fetch('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expectCommon(res);
    expectStrictScript(csp(res));
    expect(csp(res)).toMatch(/script-src 'self'(;|$)/);
    expect(header(res, 'permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    // Every <script> loads a file: nothing inline for the CSP to block.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('the real portal index.html has no inline script either', async () => {
    const { readFile } = await import('node:fs/promises');
    const { REPO_ROOT } = await import('../src/config.js');
    const html = await readFile(path.join(REPO_ROOT, 'packages/portal/index.html'), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/src=/);
      expect(body!.trim()).toBe('');
    }
  });

  it('API JSON: a policy that lets nothing load or frame it; no camera', async () => {
    const res = await server.fetch('/api/client/account', { headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(csp(res)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(header(res, 'permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    const missing = await server.fetch('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(csp(missing)).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('embed JS: loadable cross-origin by partner pages (CORS *, CORP cross-origin), nosniff', async () => {
    const res = await server.fetch('/embed/healthdeck.js', { headers: { origin: STRANGER } });
    expect(res.status).toBe(200);
    expect(header(res, 'content-type')).toMatch(/javascript/);
    expectCommon(res);
    expect(header(res, 'access-control-allow-origin')).toBe('*');
    expect(header(res, 'cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('static assets: nosniff, same-origin resource policy, the portal policy (its module worker takes it)', async () => {
    for (const asset of ['/assets/index.js', '/assets/index.css']) {
      const res = await server.fetch(asset);
      expect(res.status).toBe(200);
      expectCommon(res);
      expect(header(res, 'cross-origin-resource-policy')).toBe('same-origin');
      expectStrictScript(csp(res));
    }
  });

  it('the partner-site example keeps its inline script (a partner page, not ours) and may be framed by its own origin only', async () => {
    const res = await server.fetch('/examples/partner-site/');
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(header(res, 'content-security-policy')).toBeNull();
    expect(header(res, 'x-frame-options')).toBe('SAMEORIGIN');
  });

  it('HSTS only over HTTPS: behind a trusted proxy saying https (x-forwarded-proto from loopback)', async () => {
    const res = await server.fetch('/api/auth/pgp/config', { headers: { 'x-forwarded-proto': 'https' } });
    expect(header(res, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(header(await server.fetch('/api/auth/pgp/config'), 'strict-transport-security')).toBeNull();
  });
});

describe('HSTS from PUBLIC_URL and an untrusted proxy', () => {
  it('PUBLIC_URL https: HSTS on every answer; a proxy header from an untrusted address is ignored', async () => {
    const https = await startTestServer({ repoRoot: roots, publicUrl: 'https://health.example' });
    const untrusted = await startTestServer({ repoRoot: roots, trustProxy: false });
    try {
      expect(header(await https.fetch('/'), 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(header(await https.fetch('/api/auth/pgp/config'), 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const res = await untrusted.fetch('/api/auth/pgp/config', { headers: { 'x-forwarded-proto': 'https' } });
      expect(header(res, 'strict-transport-security')).toBeNull();
    } finally {
      await https.close();
      await untrusted.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string, path: string, method = 'GET') =>
    server.fetch(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' } });

  it('never answers * on the API', async () => {
    for (const origin of [PARTNER, STRANGER, 'http://portal.test']) {
      const res = await server.fetch('/api/auth/pgp/config', { headers: { origin } });
      expect(header(res, 'access-control-allow-origin')).not.toBe('*');
    }
  });

  it("the portal's own origin: PUBLIC_URL's and the request's own host", async () => {
    for (const origin of ['http://portal.test', server.url]) {
      const res = await server.fetch('/api/client/account', { headers: { origin, authorization: `Bearer ${member.accessToken}` } });
      expect(res.status).toBe(200);
      expect(header(res, 'access-control-allow-origin')).toBe(origin);
      expect(header(res, 'vary')).toMatch(/origin/i);
      const pre = await preflight(origin, routes.adminSearch.path);
      expect(pre.status).toBe(204);
      expect(header(pre, 'access-control-allow-origin')).toBe(origin);
    }
  });

  it("an organisation's allowed origin reaches member and public routes (preflight and call)", async () => {
    const pre = await preflight(PARTNER, routes.hydrationIncrement.path, 'POST');
    expect(pre.status).toBe(204);
    expect(header(pre, 'access-control-allow-origin')).toBe(PARTNER);
    expect(header(pre, 'access-control-allow-headers')).toMatch(/authorization/);
    const res = await server.fetch('/api/client/account', { headers: { origin: PARTNER, authorization: `Bearer ${member.accessToken}` } });
    expect(res.status).toBe(200);
    expect(header(res, 'access-control-allow-origin')).toBe(PARTNER);
    expect(header(res, 'access-control-expose-headers')).toMatch(/content-disposition/);
  });

  it('a foreign origin is refused: 403, no allow-origin, preflight or not', async () => {
    const pre = await preflight(STRANGER, '/api/client/account');
    expect(pre.status).toBe(403);
    expect(header(pre, 'access-control-allow-origin')).toBeNull();
    const res = await server.fetch('/api/client/account', { headers: { origin: STRANGER, authorization: `Bearer ${member.accessToken}` } });
    expect(res.status).toBe(403);
    expect(header(res, 'access-control-allow-origin')).toBeNull();
    expect(await res.json()).toMatchObject({ statusCode: 403, error_code: 'FORBIDDEN' });
  });

  it("admin routes never answer a foreign origin, not even an organisation's allowed one", async () => {
    const search = `${routes.adminSearch.path}?classkey=organizations`;
    for (const origin of [PARTNER, STRANGER]) {
      const pre = await preflight(origin, routes.adminSearch.path);
      expect(pre.status).toBe(403);
      expect(header(pre, 'access-control-allow-origin')).toBeNull();
      const res = await server.fetch(search, { headers: { origin, authorization: `Bearer ${admin.accessToken}` } });
      expect(res.status).toBe(403);
      expect(header(res, 'access-control-allow-origin')).toBeNull();
      // Path parameters too (/api/admin/users/:id/…).
      const user = await server.fetch(`/api/admin/users/${member.id}/daily-logs`, { headers: { origin, authorization: `Bearer ${admin.accessToken}` } });
      expect(user.status).toBe(403);
    }
    const own = await server.fetch(search, { headers: { origin: 'http://portal.test', authorization: `Bearer ${admin.accessToken}` } });
    expect(own.status).toBe(200);
  });

  it('an admin adding an allowed origin takes effect at once in this process (the cache is dropped on admin writes)', async () => {
    const later = 'https://later.example';
    expect((await preflight(later, '/api/client/account')).status).toBe(403);
    const add = await server.call('adminAdd', {
      token: admin.accessToken,
      body: { classkey: 'organizations', data: { name: 'Later Org', code: 'later-org', allowed_origins: JSON.stringify([`${later}/`]) } },
    });
    expect(add.status).toBe(200);
    const pre = await preflight(later, '/api/client/account');
    expect(pre.status).toBe(204);
    expect(header(pre, 'access-control-allow-origin')).toBe(later);
  });

  it('the contract refuses an allowed origin that is not an origin', async () => {
    const res = await server.call('adminAdd', {
      token: admin.accessToken,
      body: { classkey: 'organizations', data: { name: 'Bad Org', code: 'bad-org', allowed_origins: ['https://x.example/path', '*'] } },
    });
    expect(res.status).toBe(400);
  });
});
