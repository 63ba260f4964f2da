// @vitest-environment node
// The built embed bundle in Debian's Chromium: the real preact/compat build, lazy element loading,
// shadow-root styling from the host page, and where API calls go. No API answers are faked: the
// servers here only serve the bundle and record what reaches them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from './index'; // window.HealthDeck's type
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

interface Recorder {
  server: Server;
  origin: string;
  paths: string[];
  /** When each of `paths` reached the server (ms, Date.now()). */
  times: number[];
  /** Holds the answers of /embed/chunks/ back this long (ms): a slow network, where order shows. */
  chunkDelay: number;
}

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Serves `dir` under /embed/ with CORS (module scripts from another origin need it); records the rest. */
async function startServer(dir: string | null): Promise<Recorder> {
  const paths: string[] = [];
  const times: number[] = [];
  const recorder = { paths, times, chunkDelay: 0 };
  const server = await listen(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': 'authorization, content-type, x-refresh-token',
        'access-control-allow-methods': 'GET, POST',
      });
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    paths.push(path);
    times.push(Date.now());
    if (dir && path.startsWith('/embed/')) {
      const file = normalize(join(dir, path.slice('/embed/'.length)));
      if (file.startsWith(dir) && existsSync(file)) {
        if (recorder.chunkDelay && path.startsWith('/embed/chunks/')) await new Promise((done) => setTimeout(done, recorder.chunkDelay));
        res.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream' });
        res.end(readFileSync(file));
        return;
      }
    }
    // Any API call is refused as unauthenticated, as a server does for a token it does not know.
    const refused = path.startsWith('/api/');
    res.writeHead(refused ? 401 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        refused
          ? { statusCode: 401, error_code: 'UNAUTHENTICATED', message: 'You are not authorized to access this resource' }
          : { statusCode: 404, error_code: 'NOT_FOUND', message: 'Not found' },
      ),
    );
  });
  return Object.assign(recorder, { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

let outDir: string;
let assets: Recorder;
let otherApi: Recorder;
let browser: Browser;
// The partner page is served from its own loopback origin: cross-origin to the bundle, but in the
// same address space, so Chromium's Private Network Access rules do not block the script.
let partner: Server;
let partnerOrigin: string;
let partnerHtml = '';

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'hd-embed-'));
  await build({ configFile: join(packageDir, 'vite.embed.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  assets = await startServer(outDir);
  otherApi = await startServer(null);
  partner = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(partnerHtml);
  });
  partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  assets?.server.close();
  otherApi?.server.close();
  partner?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

async function partnerPage(body: string, scriptAttributes = '', storedSession?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  if (storedSession) await page.addInitScript((value) => localStorage.setItem('healthdeck.session', value), storedSession);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  partnerHtml = `<!doctype html><html lang="en"><head>
    <script type="module" src="${assets.origin}/embed/healthdeck.js" ${scriptAttributes}></script>
    <style>hd-hydration-tracker { --hd-color-primary: #5b3a29; --hd-radius: 14px; }</style>
    </head><body>${body}</body></html>`;
  await page.goto(`${partnerOrigin}/`);
  await page.waitForFunction(() => window.HealthDeck !== undefined);
  await page.evaluate(() => window.HealthDeck?.ready);
  return { page, errors };
}

const loaded = (pattern: RegExp) => assets.paths.filter((p) => pattern.test(p));

describe('embed bundle in Chromium', { timeout: 30_000 }, () => {
  it('loads an element’s code only when its tag appears, and never openpgp', async () => {
    const before = assets.paths.length;
    const { page, errors } = await partnerPage('<main id="slot"></main>');
    const api = await page.evaluate(() => Object.keys(window.HealthDeck ?? {}).sort());
    expect(api).toEqual(expect.arrayContaining(['client', 'configure', 'ready', 'signIn', 'signOut', 'useTokens']));
    expect(await page.evaluate(() => customElements.get('hd-hydration-tracker') === undefined)).toBe(true);
    expect(assets.paths.slice(before).filter((p) => p.includes('hydration-tracker'))).toEqual([]);

    await page.evaluate(() => document.getElementById('slot')?.append(document.createElement('hd-hydration-tracker')));
    await page.waitForFunction(() => customElements.get('hd-hydration-tracker') !== undefined);
    expect(assets.paths.slice(before).filter((p) => p.includes('hydration-tracker-element'))).toHaveLength(1);
    expect(loaded(/openpgp/)).toEqual([]);
    // A library build (vite.embed.config.ts): no Vite preload helper.
    expect(loaded(/preload-helper/)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders the signed-out tracker in an open shadow root, themed from the host page', async () => {
    const { page, errors } = await partnerPage('<hd-hydration-tracker></hd-hydration-tracker>');
    const tracker = page.locator('hd-hydration-tracker');
    await expect.poll(() => tracker.getByText('Sign in to track your hydration.').isVisible()).toBe(true);
    expect(await tracker.getByRole('region', { name: 'Hydration Tracker' }).count()).toBe(1);
    const seen = await tracker.evaluate((el) => {
      const root = el.shadowRoot?.querySelector('[part~="root"]') as HTMLElement;
      const card = el.shadowRoot?.querySelector('.hd-hydration') as HTMLElement;
      return {
        mode: el.shadowRoot?.mode,
        sheets: el.shadowRoot?.adoptedStyleSheets.length,
        primary: getComputedStyle(root).getPropertyValue('--hd-color-primary').trim(),
        radius: getComputedStyle(card).borderTopLeftRadius,
        documentSheets: document.adoptedStyleSheets.length,
      };
    });
    expect(seen).toEqual({ mode: 'open', sheets: 1, primary: '#5b3a29', radius: '14px', documentSheets: 0 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('calls the API on the script’s origin, keeps the partner page in place when the session ends', async () => {
    const before = assets.paths.length;
    const { page } = await partnerPage('<hd-hydration-tracker></hd-hydration-tracker>');
    const outcome = await page.evaluate(async () => {
      let ended = false;
      document.addEventListener('hd-session-ended', () => (ended = true));
      const far = Math.floor(Date.now() / 1000) + 600;
      const error = await window.HealthDeck?.useTokens({ accessToken: 'a', refreshToken: 'r', refreshExpires: far }).then(
        () => null,
        (e: Error) => e.message,
      );
      return { error, ended, href: location.href };
    });
    expect(outcome.error).toBeTruthy();
    expect(outcome.ended).toBe(true);
    expect(outcome.href).toBe(`${partnerOrigin}/`);
    const apiCalls = assets.paths.slice(before).filter((p) => p.startsWith('/api/'));
    expect(apiCalls[0]).toBe('/api/client/account');
    expect(apiCalls).toContain('/api/auth/token/refresh');
    // The element went back to its signed-out state instead of the page being sent away.
    await expect.poll(() => page.locator('hd-hydration-tracker').getByText('Sign in to track your hydration.').isVisible()).toBe(true);
    await page.close();
  });

  it('sends API calls where data-api points instead', async () => {
    const before = assets.paths.length;
    const { page } = await partnerPage('', `data-api="${otherApi.origin}"`);
    await page.evaluate(async () => {
      const far = Math.floor(Date.now() / 1000) + 600;
      await window.HealthDeck?.useTokens({ accessToken: 'a', refreshToken: 'r', refreshExpires: far }).catch(() => undefined);
    });
    expect(otherApi.paths).toContain('/api/client/account');
    expect(assets.paths.slice(before).filter((p) => p.startsWith('/api/'))).toEqual([]);
    await page.close();
  });

  it('takes HealthDeck.configure({ baseUrl }) given before the client is used', async () => {
    const before = assets.paths.length;
    const seenBefore = otherApi.paths.length;
    const { page } = await partnerPage('');
    await page.evaluate(async (baseUrl) => {
      window.HealthDeck?.configure({ baseUrl });
      const far = Math.floor(Date.now() / 1000) + 600;
      await window.HealthDeck?.useTokens({ accessToken: 'a', refreshToken: 'r', refreshExpires: far }).catch(() => undefined);
    }, otherApi.origin);
    expect(otherApi.paths.slice(seenBefore)).toContain('/api/client/account');
    expect(assets.paths.slice(before).filter((p) => p.startsWith('/api/'))).toEqual([]);
    await page.close();
  });
  it('asks for all of an element’s chunks one round trip after its own, and for its first data beside them on a signed-in page', async () => {
    // Every chunk answer held back 500 ms, so each round trip shows: what the element's chunk
    // imports is asked for in the wave after it (not one import after another), and the first
    // data before the element's chunk is even answered.
    const delay = 500;
    assets.chunkDelay = delay;
    const before = assets.paths.length;
    const far = Math.floor(Date.now() / 1000) + 600;
    const session = JSON.stringify({ access: { token: 'a' }, refresh: { token: 'r', expires: far }, kit_id: null, verificationEmailSent: false, userId: 'u1' });
    try {
      const { page } = await partnerPage('<hd-hydration-tracker></hd-hydration-tracker>', '', session);
      await page.waitForFunction(() => customElements.get('hd-hydration-tracker') !== undefined);
      const paths = assets.paths.slice(before);
      const times = assets.times.slice(before);
      const at = (pattern: RegExp) => times[paths.findIndex((p) => pattern.test(p))] ?? Number.NaN;
      const elementAsked = at(/hydration-tracker-element-/);
      const afterElement = paths.filter((p, i) => p.startsWith('/embed/chunks/') && times[i] > elementAsked);
      // The widget's own chunk and what that imports (react-query's useMutation, two imports down)…
      expect(afterElement.some((p) => /\/hydration-tracker-(?!element)/.test(p))).toBe(true);
      expect(afterElement.some((p) => /\/useMutation-/.test(p))).toBe(true);
      // …all asked for in the one wave after the element's chunk was answered.
      for (const path of afterElement) expect({ path, wave: times[paths.indexOf(path)] < elementAsked + 2 * delay - 100 }).toEqual({ path, wave: true });
      // The first data (today's total, the account for the goal) was asked for while the code was still on its way.
      expect(at(/^\/api\/client\/user-hydration\/last$/)).toBeLessThan(elementAsked + delay);
      expect(at(/^\/api\/client\/account$/)).toBeLessThan(elementAsked + delay);
      await page.close();
    } finally {
      assets.chunkDelay = 0;
    }
  });

  it('asks for no data on a signed-out page', async () => {
    const before = assets.paths.length;
    const { page } = await partnerPage('<hd-hydration-tracker></hd-hydration-tracker>');
    await expect.poll(() => page.locator('hd-hydration-tracker').getByText('Sign in to track your hydration.').isVisible()).toBe(true);
    expect(assets.paths.slice(before).filter((p) => p.startsWith('/api/'))).toEqual([]);
    await page.close();
  });
});
